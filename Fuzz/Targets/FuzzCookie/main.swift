internal import FormRulesFuzzing
internal import FuzzDriver

// The cookie fuzz target (FuzzTarget.cookie); run it with `scripts/fuzz cookie`.
FuzzDriver.run(.cookie)
