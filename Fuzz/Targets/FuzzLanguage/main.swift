internal import FormRulesFuzzing
internal import FuzzDriver

// The language fuzz target (FuzzTarget.language); run it with `scripts/fuzz language`.
FuzzDriver.run(.language)
