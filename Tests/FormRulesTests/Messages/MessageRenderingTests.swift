import Foundation
import Testing

@testable import FormRules

/// Each rule kind fills the placeholders it offers in a spec's message, in a session.
@Suite("Message placeholders")
struct MessageRenderingTests {
  /// A rule with its message, a failing value, and the message the field then shows.
  static let cases: [(rule: String, value: String, expected: String)] = [
    ("min_length: 3\n        message: '{label}/{min_length}/{length}'", "ab", "Value/3/2"),
    ("max_length: 2\n        message: '{label}/{max_length}/{length}'", "abcd", "Value/2/4"),
    ("max_length: 1\n        unit: utf8\n        message: '{length} bytes'", "é", "2 bytes"),
    ("pattern: '[a-z]+'\n        message: '{label} {{x}} }}'", "1", "Value {x} }"),
    ("format: email\n        message: '{label}!'", "x", "Value!"),
    ("equals: other\n        message: '{label} ≠ {other}'", "a", "Value ≠ Other one"),
    ("one_of: [a, b]\n        message: 'not {label}'", "c", "not Value"),
    ("min: 18\n        message: '{label} < {min}'", "3", "Value < 18"),
    ("max: 1.5\n        message: '{label} > {max}'", "3", "Value > 1.5"),
    ("absent_in: reserved\n        message: '{label} in {store}'", "admin", "Value in reserved"),
    ("present_in: reserved\n        message: '{label} not in {store}'", "zz", "Value not in reserved"),
    ("custom: never\n        message: '{label}?'", "x", "Value?"),
  ]

  @Test("a rule kind fills its placeholders", arguments: cases)
  func fillsPlaceholders(_ rule: String, _ value: String, _ expected: String) throws {
    let yaml = """
      form: one_rule
      stores:
        reserved:
          list: reserved-names.txt
      fields:
        other:
          label: Other one
        value:
          rules:
            - \(rule)
      """
    let spec = try FormSpec(yaml: yaml, baseDirectory: TestPaths.forms.path)
    var validators = ValidatorRegistry()
    validators.register("never") { _ in .invalid(nil) }
    let form = try Form(spec: spec, environment: FormEnvironment(validators: validators))
    try form.set(["other": "b", "value": value])
    form.settle()
    #expect(form.snapshot.field("value")?.result == .failed(expected))
  }

  @Test("{length} follows the failing value") func lengthFollowsTheValue() throws {
    let spec = try FormSpec(
      yaml: """
        form: f
        fields:
          name:
            rules:
              - max_length: 3
                message: { en: "{length} > {max_length}", fr: "{length} > {max_length} (fr)" }
        """)
    for locale in [nil, "fr-CA"] {
      let form = try Form(spec: spec, environment: FormEnvironment(locale: locale))
      let suffix = locale == nil ? "" : " (fr)"
      for (value, length) in [("abcd", 4), ("abcdef", 6), ("abcde", 5)] {
        try form.set("name", to: value)
        #expect(form.snapshot.field("name")?.result == .failed("\(length) > 3\(suffix)"))
      }
      try form.set("name", to: "abc")
      #expect(form.snapshot.field("name")?.result == .ok(nil))
    }
  }

  @Test(
    "a pattern over its limits says so in the session's language",
    arguments: [
      (nil, "Code is too complex to check against its pattern"), ("zh-CN", "代码：内容过于复杂，无法按格式检查"),
      ("ru", "Code: значение слишком сложно проверить по шаблону"),
    ] as [(String?, String)])
  func patternLimitMessage(_ locale: String?, _ expected: String) throws {
    let spec = try FormSpec(
      yaml: """
        form: f
        fields:
          code:
            label: { en: Code, zh: 代码 }
            rules:
              - pattern: "(a+)+"
        """)
    let form = try Form(spec: spec, environment: FormEnvironment(locale: locale))
    try form.set("code", to: String(repeating: "a", count: 30) + "!")
    #expect(form.snapshot.field("code")?.result == .failed(expected))
  }

  @Test func notANumberSpeaksTheSessionsLanguage() throws {
    let spec = try FormSpec(
      yaml: "form: f\nfields:\n  age:\n    label: { en: Age, fr: Âge }\n    rules:\n      - min: 18\n")
    let form = try Form(spec: spec, environment: FormEnvironment(locale: "fr-FR"))
    try form.set("age", to: "dix-huit")
    #expect(form.snapshot.field("age")?.result == .failed("Âge\u{A0}: un nombre est attendu"))
  }
}
