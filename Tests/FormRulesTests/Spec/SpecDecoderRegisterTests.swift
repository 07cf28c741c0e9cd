import Testing

@testable import FormRules

/// The register spec of the README's DSL section decodes, without diagnostics, into exactly
/// the model it describes, every name at the line and column it has in the YAML text.
@Suite struct SpecDecoderRegisterTests {
  typealias S = SpecTestSupport

  @Test func decodesTheWholeModel() throws {
    let (decoded, diagnostics) = S.decode(RegisterSketch.spec)
    #expect(diagnostics == [])
    let form = try #require(decoded)
    #expect(form.file == "spec.yaml")
    #expect(form.name == S.located("register", 1, 7))
    #expect(form.title == "Create an account")
    #expect(form.lengthUnit == .graphemes)
    #expect(form.stores == Self.stores)
    #expect(form.fields == Self.fields)
    #expect(form.buttons == Self.buttons)
    #expect(form.examples == Self.examples)
  }

  @Test func quotedPatternIsLocatedInsideItsQuotes() throws {
    let form = try #require(S.decode(RegisterSketch.spec).0)
    let rule = try #require(form.fields.first?.rules.dropFirst().first)
    // `      - pattern: "[A-Za-z0-9_]+"`: the quote is column 18, the '[' column 19.
    #expect(rule.kind == .pattern(.init(S.located("[A-Za-z0-9_]+", 17, 19))))
  }

  static let stores = [
    StoreDefinition(
      name: S.located("users", 4, 3),
      kind: .table(name: S.located("users", 5, 12), key: S.located("username", 6, 10)),
      latency: .zero),
    StoreDefinition(
      name: S.located("reserved", 8, 3), kind: .list(path: S.located("reserved-names.txt", 9, 11)),
      latency: .zero),
  ]

  static let fields = [
    FieldDefinition(
      name: S.located("username", 11, 3), label: "Username", secret: false, optional: false,
      enabledWhen: nil, debounce: .milliseconds(300),
      rules: [
        RuleDefinition(
          kind: .minLength(.init(6)), message: "Username must be at least 6 characters", unit: nil,
          location: S.at(15, 9)),
        RuleDefinition(
          kind: .pattern(.init(S.located("[A-Za-z0-9_]+", 17, 19))),
          message: "Only letters, digits and underscores", unit: nil, location: S.at(17, 9)),
        RuleDefinition(
          kind: .absentIn(.init(S.located("reserved", 19, 20))), message: nil, unit: nil,
          location: S.at(19, 9)),
        RuleDefinition(
          kind: .absentIn(.init(S.located("users", 20, 20))), message: "Username is already taken",
          unit: nil, location: S.at(20, 9)),
      ],
      okMessage: "Username is available"),
    FieldDefinition(
      name: S.located("password", 23, 3), label: nil, secret: true, optional: false,
      enabledWhen: S.located("username.ok", 25, 19), debounce: nil,
      rules: [RuleDefinition(kind: .minLength(.init(6)), message: nil, unit: nil, location: S.at(27, 9))],
      okMessage: "Password is long enough"),
    FieldDefinition(
      name: S.located("repeat_password", 29, 3), label: nil, secret: true, optional: false,
      enabledWhen: S.located("password.ok", 31, 19), debounce: nil,
      rules: [
        RuleDefinition(
          kind: .equals(.init(S.located("password", 33, 17))), message: "Passwords do not match",
          unit: nil, location: S.at(33, 9))
      ],
      okMessage: "Passwords match"),
  ]

  static let buttons = [
    ButtonDefinition(
      name: S.located("register", 37, 3),
      enabledWhen: S.located("username.ok and password.ok and repeat_password.ok", 38, 19),
      action: .insert(store: S.located("users", 40, 15), fields: nil), okMessage: "Registered",
      failedMessage: "Registration failed")
  ]

  static let examples = [
    ExampleDefinition(
      name: "a short username keeps the password locked", location: S.at(44, 5),
      steps: [.set([(S.located("username", 45, 11), "abc")])],
      expectations: [
        .init(
          target: S.located("username", 47, 7), status: "failed",
          message: "Username must be at least 6 characters", enabled: nil, valid: nil),
        .init(
          target: S.located("password", 48, 7), status: nil, message: nil, enabled: false,
          valid: nil),
        .init(
          target: S.located("register", 49, 7), status: nil, message: nil, enabled: false,
          valid: nil),
      ])
  ]
}
