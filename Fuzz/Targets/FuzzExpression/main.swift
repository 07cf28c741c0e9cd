internal import FormRulesFuzzing
internal import FuzzDriver

// The expression fuzz target (FuzzTarget.expression); run it with `scripts/fuzz expression`.
FuzzDriver.run(.expression)
