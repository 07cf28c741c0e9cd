/// Every diagnostic code FormRules emits. Add new codes here; never reuse a number.
extension DiagnosticCode {
  // MARK: Files and YAML (FR0xx)
  /// The file cannot be read.
  static let unreadableFile: DiagnosticCode = "FR001"
  /// libyaml reported a syntax error.
  static let yamlSyntax: DiagnosticCode = "FR002"
  /// A mapping has the same key twice.
  static let duplicateKey: DiagnosticCode = "FR003"
  /// A YAML limit (size, depth, aliases, scalar length) was exceeded.
  static let yamlLimit: DiagnosticCode = "FR004"
  /// Aliases and anchors are not accepted in specs.
  static let yamlAlias: DiagnosticCode = "FR005"
  /// The file holds no document or more than one.
  static let yamlDocumentCount: DiagnosticCode = "FR006"
  /// A symbolic link found in a folder was skipped: links are not followed.
  static let symbolicLinkSkipped: DiagnosticCode = "FR007"

  // MARK: Spec structure (FR1xx)
  /// A key the DSL does not know.
  static let unknownKey: DiagnosticCode = "FR101"
  /// A value of the wrong type (a list where a mapping belongs, text where a number belongs).
  static let wrongType: DiagnosticCode = "FR102"
  /// A required key is missing.
  static let missingKey: DiagnosticCode = "FR103"
  /// A name that is not a valid identifier.
  static let invalidName: DiagnosticCode = "FR104"
  /// A duration such as `300ms` that cannot be read.
  static let invalidDuration: DiagnosticCode = "FR105"
  /// A value out of its allowed range.
  static let invalidValue: DiagnosticCode = "FR106"
  /// A rule with no rule key or with two.
  static let invalidRule: DiagnosticCode = "FR107"
  /// Two things share a name.
  static let duplicateName: DiagnosticCode = "FR108"
  /// Two keys of which a mapping may hold only one, or a key that the other keys rule
  /// out: a store with both `table` and `list`, an action with both `insert` and
  /// `verify`, an example with both `steps` and `set`.
  static let conflictingKeys: DiagnosticCode = "FR109"

  // MARK: References (FR2xx)
  /// A reference to a field that does not exist.
  static let unknownField: DiagnosticCode = "FR201"
  /// A reference to a store that does not exist.
  static let unknownStore: DiagnosticCode = "FR202"
  /// A reference to a button that does not exist.
  static let unknownButton: DiagnosticCode = "FR203"
  /// A list store's file cannot be read.
  static let unreadableList: DiagnosticCode = "FR204"
  /// A store used in a way its kind does not allow (inserting into a list).
  static let storeMisuse: DiagnosticCode = "FR206"
  /// An action on a table whose key is not among the form's (or the action's) fields.
  static let missingKeyField: DiagnosticCode = "FR207"
  /// A `verify` action on a form with no secret field: any password would log in.
  static let verifyWithoutSecret: DiagnosticCode = "FR208"
  /// A secret field as a table store's key (its salted hashes defeat the key's UNIQUE)
  /// or as a list's search field (its value would be sent to a store).
  static let secretKey: DiagnosticCode = "FR209"
  /// A `normalize` step other than `nfkc` on a secret field: it would make different
  /// secrets equal.
  static let secretNormalizer: DiagnosticCode = "FR210"
  /// A reference to a service that does not exist.
  static let unknownService: DiagnosticCode = "FR211"
  /// A `{placeholder}` of a request line that names nothing the request can fill.
  static let unknownPlaceholder: DiagnosticCode = "FR212"
  /// A secret field's value in a request's URL — secrets never go in URLs (they end up in
  /// logs, proxies and histories) — or a secret field saved to a service (`save:` sends
  /// the value as it is).
  static let secretInURL: DiagnosticCode = "FR213"
  /// A service's `${VAR}` naming an environment variable the spec may not read: only
  /// `FORMCHECK_…` ones and those the user allows by name (``VariablePolicy``), so that a
  /// spec from someone else cannot send the user's other variables away.
  static let variableNotAllowed: DiagnosticCode = "FR214"
  /// A computed value that reads a secret field's value, directly or through other
  /// computed values: it would print the secret wherever the value is shown. A secret's
  /// length and status may be read.
  static let secretInComputed: DiagnosticCode = "FR215"

  // MARK: Expressions (FR3xx)
  /// An `enabled_when` expression that does not parse.
  static let expressionSyntax: DiagnosticCode = "FR301"
  /// An `enabled_when` expression with a type error.
  static let expressionType: DiagnosticCode = "FR302"
  /// An `enabled_when` that is always true or always false.
  static let constantCondition: DiagnosticCode = "FR303"

  // MARK: Rules and patterns (FR4xx)
  /// A `pattern` PCRE2 rejects.
  static let invalidPattern: DiagnosticCode = "FR401"
  /// A `min_length` larger than a `max_length` of the same field: no value can pass both.
  static let contradictoryLengths: DiagnosticCode = "FR402"
  /// A `min` larger than a `max` of the same field: no number can pass both.
  static let contradictoryBounds: DiagnosticCode = "FR403"
  /// A `pattern` that only matches values longer or shorter than the field allows.
  static let patternLengthConflict: DiagnosticCode = "FR404"
  /// A `one_of` whose every value breaks another rule of the field.
  static let unsatisfiableOneOf: DiagnosticCode = "FR405"
  /// A `one_of` value that breaks another rule of the field, so it can never pass.
  static let deadOneOfValue: DiagnosticCode = "FR406"
  /// A rule that can never fail because an earlier rule already rules out what it would
  /// catch (`min_length: 3` after `min_length: 6`, a duplicate rule).
  static let shadowedRule: DiagnosticCode = "FR407"
  /// A `pattern` that can backtrack catastrophically (nested or overlapping repetition).
  static let catastrophicBacktracking: DiagnosticCode = "FR408"
  /// A rule argument that does not fit its field's `type` (`min: 2020-01-01` on a number
  /// field).
  static let typeMisfit: DiagnosticCode = "FR409"
  /// A rule that no value of the field's `type` can pass (`type: integer` with
  /// `pattern: "[a-z]+"`).
  static let typeContradiction: DiagnosticCode = "FR410"

  // MARK: Graph (FR5xx)
  /// Field conditions, or computed values, that depend on each other in a cycle.
  static let dependencyCycle: DiagnosticCode = "FR501"
  /// An input or button that no values can enable.
  static let neverEnabled: DiagnosticCode = "FR502"
  /// A witness: values that enable an input or button (`check --explain`).
  static let witness: DiagnosticCode = "FR503"
  /// Whether an input or button can be enabled cannot be decided statically.
  static let undecidedReachability: DiagnosticCode = "FR504"
  /// A `required_when` or `visible_when` that no values can make true, or none false.
  static let constantRequirement: DiagnosticCode = "FR505"

  // MARK: Examples (FR6xx)
  /// An example whose expectation does not hold.
  static let exampleFailed: DiagnosticCode = "FR601"
  /// A spec whose examples would hash secrets beyond the work budget of one spec.
  static let tooExpensive: DiagnosticCode = "FR602"

  // MARK: Messages and locales (FR7xx)
  /// A message placeholder that does not exist, that the rule cannot fill (`{max}` on a
  /// `pattern`), or a brace that opens or closes none.
  static let invalidPlaceholder: DiagnosticCode = "FR701"
  /// A text map that lacks a locale other text maps of the spec have.
  static let missingTranslation: DiagnosticCode = "FR702"
}
