import Testing

@testable import FormRules

/// Rules that contradict a field's `type`: a `pattern` or `format` no value of the type
/// can pass (FR410), `one_of` values not of the type (FR406, FR405) — each at its place,
/// with its message — and nothing said where a value of the type can pass.
@Suite("type contradictions")
struct TypeContradictionTests {
  /// `CODE severity line:column message` for each diagnostic of a spec whose single
  /// field `f` has `type` and `rules` (one a line, from line 6, column 9 after `- `).
  static func findings(type: String, _ rules: [String]) -> [String] {
    let yaml =
      "form: t\nfields:\n  f:\n    type: \(type)\n    rules:\n" + rules.map { "      - \($0)\n" }.joined()
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    return diagnostics.map {
      "\($0.code) \($0.severity.rawValue) \($0.location.line):\($0.location.column) \($0.message)"
    }
  }

  @Test(
    arguments: [
      ("integer", #"pattern: "[a-z]+""#, "6:19", "a whole number", "pattern: [a-z]+"),
      ("number", #"pattern: 'x?[a-z]\d'"#, "6:19", "a number", #"pattern: x?[a-z]\d"#),
      ("date", #"pattern: "-[0-9]+""#, "6:19", "a date (YYYY-MM-DD)", "pattern: -[0-9]+"),
      ("boolean", #"pattern: "yes|no""#, "6:19", "true or false", "pattern: yes|no"),
      ("integer", "format: email", "6:9", "a whole number", "format: email"),
      ("number", "format: e164", "6:9", "a number", "format: e164"),
      ("integer", "format: ipv4", "6:9", "a whole number", "format: ipv4"),
      ("date", "format: url", "6:9", "a date (YYYY-MM-DD)", "format: url"),
      ("boolean", "format: uuid", "6:9", "true or false", "format: uuid"),
      ("number", "format: ipv6", "6:9", "a number", "format: ipv6"),
      ("boolean", "min_length: 6", "6:9", "true or false", "min_length: 6"),
      ("boolean", "max_length: 3", "6:9", "true or false", "max_length: 3"),
    ])
  func aRuleNoValueOfTheTypeCanPassIsAnError(
    type: String, rule: String, at place: String, described: String, specText: String
  ) throws {
    let yaml = "form: t\nfields:\n  f:\n    type: \(type)\n    rules:\n      - \(rule)\n"
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    #expect(
      Self.findings(type: type, [rule]) == [
        "FR410 error \(place) no value of field 'f' can pass: it must be \(described), and none passes '\(specText)'"
      ])
    let note = try #require(diagnostics.first?.notes.first)
    #expect(note.message == "'f' has 'type: \(type)'")
    #expect(note.location.map { "\($0.line):\($0.column)" } == "3:3")
  }

  @Test(
    arguments: [
      ("integer", #"pattern: "-?[0-9]+""#), ("integer", #"pattern: '\w+'"#),
      ("number", #"pattern: "[0-9.]+""#),
      ("date", #"pattern: "20[0-9]{2}-.*""#), ("boolean", #"pattern: "t.*""#),
      ("integer", #"pattern: "(?i)x""#),
      ("text", #"pattern: "[a-z]+""#), ("text", "format: email"), ("integer", "format: uuid"),
      ("number", "format: ipv4"), ("boolean", "format: hostname"), ("integer", "format: hostname"),
      ("date", #"pattern: "[0-9]{4}-[0-9]{2}-[0-9]{2}""#), ("boolean", "min_length: 5"),
      ("boolean", "max_length: 4"), ("integer", "min_length: 30"),
    ])
  func nothingIsSaidWhereAValueOfTheTypeMayPass(type: String, rule: String) {
    #expect(Self.findings(type: type, [rule]) == [])
  }

  @Test func oneOfValuesNotOfTheTypeCanNeverPass() {
    #expect(
      Self.findings(type: "integer", [#"one_of: [1, "two"]"#]) == [
        "FR406 warning 6:9 'one_of' value 'two' of field 'f' can never pass: it is not a whole number"
      ])
    #expect(
      Self.findings(type: "boolean", ["one_of: [true, yes, no]"]) == [
        "FR406 warning 6:9 2 'one_of' values of field 'f' can never pass: 'yes' is not true or false and 'no' is not true or false"
      ])
    #expect(
      Self.findings(type: "date", ["one_of: [tomorrow, 2026-02-30]"]) == [
        "FR405 error 6:9 no value of 'one_of: [tomorrow, 2026-02-30]' of field 'f' can pass: 'tomorrow' is not a date (YYYY-MM-DD) and '2026-02-30' is not a date (YYYY-MM-DD)"
      ])
    #expect(Self.findings(type: "number", ["one_of: [1, 2.5, -3e2]"]) == [])
    // Numbers compare by what they are: `1.0` and `1e3` are whole numbers an integer field
    // can hold (`1`, `1000`); `1.5` is not.
    #expect(Self.findings(type: "integer", [#"one_of: [1.0, 1e3, " 2"]"#]) == [])
    #expect(
      Self.findings(type: "integer", ["one_of: [1.5]"]) == [
        "FR405 error 6:9 no value of 'one_of: [1.5]' of field 'f' can pass: '1.5' is not a whole number"
      ])
    // With ignore_case, values are not judged as written (`TRUE` passes as `true`).
    #expect(Self.findings(type: "boolean", ["{one_of: [TRUE], ignore_case: true}"]) == [])
  }

  @Test func aTypeAndARuleBrokenTogetherAreListedInOneDiagnostic() {
    #expect(
      Self.findings(type: "integer", [#"one_of: [1, "two", 300]"#, "max: 100"]) == [
        "FR406 warning 6:9 2 'one_of' values of field 'f' can never pass: 'two' is not a whole number and '300' breaks 'max: 100'"
      ])
  }

  /// ``ValueType/scalars`` says what ``ValueType/accepts(_:)`` accepts: every accepted text
  /// (all texts of up to three scalars from a probe alphabet, and longer samples) starts
  /// with a scalar of `first` and holds only scalars of `all`.
  @Test(arguments: ValueType.allCases)
  func theScalarsOfATypeCoverEveryValueItAccepts(type: ValueType) {
    guard let scalars = type.scalars else {
      #expect(type == .text)
      return
    }
    let probe = Array("-+.eE019tfruasl@:x ".unicodeScalars)
    var texts = ["2024-02-29", "1970-01-01", "-12.5e+3", "0.25E-2", "true", "false", "-007", "9999-12-31"]
    for a in probe {
      texts.append(String(a))
      for b in probe {
        texts.append(String(a) + String(b))
        for c in probe { texts.append(String(a) + String(b) + String(c)) }
      }
    }
    for text in texts where type.accepts(text) {
      let first = text.unicodeScalars.first.map { scalars.first.containsASCII($0.value) } ?? false
      #expect(first, "\(type) accepts '\(text)'")
      #expect(
        text.unicodeScalars.allSatisfy { scalars.all.containsASCII($0.value) }, "\(type) accepts '\(text)'")
    }
  }

  /// ``FormatRule/Format/shape`` says what the format's check accepts: its samples start
  /// and hold as declared, and texts that break the shape fail the check.
  @Test(arguments: FormatRule.Format.allCases)
  func theShapeOfAFormatHoldsForItsValues(format: FormatRule.Format) {
    let shape = format.shape
    for sample in format.samples {
      #expect(format.matches(sample))
      if let first = shape.first, let scalar = sample.unicodeScalars.first {
        #expect(first.containsASCII(scalar.value), "\(format) sample '\(sample)'")
      }
      if let contained = shape.contains {
        #expect(sample.unicodeScalars.contains(contained), "\(format) sample '\(sample)'")
        let without = String(String.UnicodeScalarView(sample.unicodeScalars.filter { $0 != contained }))
        #expect(!format.matches(without), "\(format) accepts '\(without)'")
      }
    }
  }
}
