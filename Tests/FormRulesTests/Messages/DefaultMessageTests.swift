import Testing

@testable import FormRules

/// Every rule kind of the registry has its default message in every built-in locale, each
/// a template using only the placeholders the kind offers.
@Suite("Default messages")
struct DefaultMessageTests {
  /// Rules of each kind, by keyword: every variant of its default message.
  static let samples: [String: [RuleDefinition.Kind]] = [
    "min_length": [.minLength(.init(1)), .minLength(.init(6))],
    "max_length": [.maxLength(.init(1)), .maxLength(.init(20))],
    "pattern": [.pattern(.init(located("[a-z]+")))],
    "format": FormatRule.Format.allCases.map { .format(.init($0)) },
    "equals": [.equals(.init(located("password")))],
    "one_of": [.oneOf(.init(["red", "{green}"]))],
    "min": [.min(.init(.init(value: 18, scale: .number, location: located("").location)))],
    "max": [.max(.init(.init(value: 120.5, scale: .number, location: located("").location)))],
    "absent_in": [.absentIn(.init(located("users")))],
    "present_in": [.presentIn(.init(located("users")))],
    "custom": [.custom(.init(located("checksum")))],
    "holds": [holds("end > start")],
  ]

  /// The rule `holds: source`.
  private static func holds(_ source: String) -> RuleDefinition.Kind {
    guard let expression = ExpressionParser.parse(located(source)).0 else {
      preconditionFailure("'\(source)' parses")
    }
    return .holds(HoldsRule(source: located(source), expression: expression))
  }

  private static func located(_ text: String) -> Located<String> {
    Located(value: text, location: SourceLocation(file: "", line: 1, column: 1))
  }

  @Test func everyRegisteredKindHasSamples() {
    #expect(Set(Self.samples.keys) == Set(RuleRegistry.keywords))
  }

  @Test("every kind speaks every built-in locale", arguments: BuiltInLocale.allCases)
  func everyKindSpeaks(_ locale: BuiltInLocale) throws {
    for keyword in RuleRegistry.keywords {
      for sample in Self.samples[keyword] ?? [] {
        let rule = sample.rule
        let text = try #require(rule.defaultMessage.texts[locale], "\(keyword) has no '\(locale)' message")
        let parsed = MessageTemplate.parse(text)
        #expect(parsed.mistakes.isEmpty, "\(keyword) in \(locale): \(parsed.mistakes)")
        for placeholder in parsed.template.placeholders where placeholder != .label {
          #expect(rule.messageArguments[placeholder] != nil, "\(keyword) cannot fill {\(placeholder)}")
        }
        #expect(parsed.template.placeholders.contains(.label), "\(keyword) in \(locale) names no field")
        if locale != .en {
          #expect(text != rule.defaultMessage.texts[.en], "\(keyword) in \(locale) is the English text")
        }
      }
    }
  }

  @Test func oneOfListsItsValuesLiterally() throws {
    let spec = try FormSpec(
      yaml: "form: f\nfields:\n  colour:\n    rules:\n      - one_of: [\"{red}\", green]\n")
    let form = try Form(spec: spec, environment: FormEnvironment(locale: "zh"))
    try form.set("colour", to: "blue")
    #expect(form.snapshot.field("colour")?.result == .failed("Colour：必须是以下之一：{red}, green"))
  }

  @Test(
    "a button's default ok message speaks the locale",
    arguments: [("ru", "Готово"), ("fr-CA", "Terminé"), (nil, "Done")])
  func buttonsDefaultOk(_ locale: String?, _ expected: String) throws {
    let spec = try FormSpec(yaml: "form: f\nfields:\n  name:\nbuttons:\n  save:\n")
    let form = try Form(spec: spec, environment: FormEnvironment(locale: locale))
    try form.set("name", to: "x")
    _ = try form.tap("save")
    form.settle()
    #expect(form.snapshot.button("save")?.result?.message == expected)
  }
}
