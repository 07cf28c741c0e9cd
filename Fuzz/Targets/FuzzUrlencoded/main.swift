internal import FormRulesFuzzing
internal import FuzzDriver

// The urlencoded fuzz target (FuzzTarget.urlencoded); run it with `scripts/fuzz urlencoded`.
FuzzDriver.run(.urlencoded)
