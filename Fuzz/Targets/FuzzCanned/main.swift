internal import FormRulesFuzzing
internal import FuzzDriver

// The canned fuzz target (FuzzTarget.canned); run it with `scripts/fuzz canned`.
FuzzDriver.run(.canned)
