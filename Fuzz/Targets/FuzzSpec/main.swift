internal import FormRulesFuzzing
internal import FuzzDriver

// The spec fuzz target (FuzzTarget.spec); run it with `scripts/fuzz spec`.
FuzzDriver.run(.spec)
