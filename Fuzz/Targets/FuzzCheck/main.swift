internal import FormRulesFuzzing
internal import FuzzDriver

// The check fuzz target (FuzzTarget.check); run it with `scripts/fuzz check`.
FuzzDriver.run(.check)
