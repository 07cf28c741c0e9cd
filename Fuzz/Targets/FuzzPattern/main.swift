internal import FormRulesFuzzing
internal import FuzzDriver

// The pattern fuzz target (FuzzTarget.pattern); run it with `scripts/fuzz pattern`.
FuzzDriver.run(.pattern)
