/// A one-line summary of each published code, for `--format sarif` rule descriptions and
/// the documentation's code table.
extension DiagnosticCode {
  /// Every published code with its summary, in code order.
  package static let summaries: [(code: DiagnosticCode, summary: String)] = [
    (.unreadableFile, "the spec file cannot be read"),
    (.yamlSyntax, "YAML syntax error"),
    (.duplicateKey, "a mapping has the same key twice"),
    (.yamlLimit, "a size, depth or length limit was exceeded"),
    (.yamlAlias, "anchors and aliases are not accepted"),
    (.yamlDocumentCount, "the file holds no document or more than one"),
    (.symbolicLinkSkipped, "a symbolic link found in a folder was skipped"),
    (.unknownKey, "a key the DSL does not know"),
    (.wrongType, "a value of the wrong type"),
    (.missingKey, "a required key is missing"),
    (.invalidName, "a name that is not a valid identifier"),
    (.invalidDuration, "a duration that cannot be read"),
    (.invalidValue, "a value out of its allowed range"),
    (.invalidRule, "a rule with no rule key or with two"),
    (.duplicateName, "two things share a name"),
    (.conflictingKeys, "keys that cannot go together"),
    (.unknownField, "a reference to a field that does not exist"),
    (.unknownStore, "a reference to a store that does not exist"),
    (.unknownButton, "a reference to a button that does not exist"),
    (.unreadableList, "a list store's file cannot be read"),
    (.storeMisuse, "a store used in a way its kind does not allow"),
    (.missingKeyField, "an action on a table whose key is not a field"),
    (.verifyWithoutSecret, "a verify action on a form with no secret field"),
    (.secretKey, "a secret field used as a table store's key or a list's search field"),
    (.secretNormalizer, "a normalize step other than nfkc on a secret field"),
    (.unknownService, "a reference to a service that does not exist"),
    (.unknownPlaceholder, "a request placeholder that names nothing the request can fill"),
    (.secretInURL, "a secret field's value in a request's URL, or a secret field with `save:`"),
    (.variableNotAllowed, "a service's `${VAR}` naming a variable that is not allowed"),
    (.secretInComputed, "a computed value that reads a secret field's value"),
    (.expressionSyntax, "an enabled_when expression that does not parse"),
    (.expressionType, "an enabled_when expression with a type error"),
    (.constantCondition, "an enabled_when that is always true or always false"),
    (.invalidPattern, "a pattern PCRE2 rejects"),
    (.contradictoryLengths, "min_length is larger than max_length"),
    (.contradictoryBounds, "min is larger than max"),
    (.patternLengthConflict, "a pattern that cannot match any allowed length"),
    (.unsatisfiableOneOf, "every one_of value breaks another rule"),
    (.deadOneOfValue, "a one_of value that can never pass"),
    (.shadowedRule, "a rule shadowed by an earlier one"),
    (.catastrophicBacktracking, "a pattern that can backtrack catastrophically"),
    (.typeContradiction, "a rule that no value of the field's type can pass"),
    (.dependencyCycle, "conditions or computed values that depend on each other in a cycle"),
    (.neverEnabled, "an input or button that can never be enabled"),
    (.witness, "values that enable an input or button"),
    (.undecidedReachability, "whether an input or button can be enabled cannot be decided"),
    (.exampleFailed, "an example whose expectation does not hold"),
    (.tooExpensive, "a spec whose examples would hash secrets beyond the work budget"),
    (.invalidPlaceholder, "a message placeholder that does not exist or that the rule cannot fill"),
    (.missingTranslation, "a text map that lacks a locale other text maps of the spec have"),
  ]

  /// This code's summary, if it is published.
  package var summary: String? {
    Self.summaries.first { $0.code == self }?.summary
  }
}
