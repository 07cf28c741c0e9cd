internal import FormRulesFuzzing
internal import FuzzDriver

// The service fuzz target (FuzzTarget.service); run it with `scripts/fuzz service`.
FuzzDriver.run(.service)
