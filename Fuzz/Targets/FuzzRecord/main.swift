internal import FormRulesFuzzing
internal import FuzzDriver

// The record fuzz target (FuzzTarget.record); run it with `scripts/fuzz record`.
FuzzDriver.run(.record)
