internal import FormRulesFuzzing
internal import FuzzDriver

// The query fuzz target (FuzzTarget.query); run it with `scripts/fuzz query`.
FuzzDriver.run(.query)
