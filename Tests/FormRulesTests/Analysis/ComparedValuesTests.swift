import Testing

@testable import FormRules

/// The witness search tries the values the spec's expressions compare a field with
/// (``ComparedValues``) and evaluates `holds` on the values it tries, with `check`'s
/// `today`: conditions on literals, lengths, dates and two fields compared, which no
/// candidate built from the rules alone met (FR504 before), now have witnesses (FR503).
@Suite("witness candidates from comparisons")
struct ComparedValuesTests {
  static let today = CalendarDate("2026-12-01")

  /// The FR5xx diagnostics of `check --explain --today 2026-12-01` on `fields` (indented
  /// as the `fields:` mapping's entries, from line 3) and `buttons`, as
  /// `CODE line:column message`.
  static func reachability(_ fields: String, buttons: String = "buttons:\n  go: {}\n") -> [String] {
    let yaml = "form: t\nfields:\n" + fields + buttons
    return SpecChecker(witnesses: true, today: today).check(yaml: yaml, file: "t.yaml")
      .filter { $0.code.description.hasPrefix("FR5") || $0.severity != .note }
      .map { "\($0.code) \($0.location.line):\($0.location.column) \($0.message)" }
  }

  @Test func aTextLiteralInAConditionIsACandidate() {
    let found = Self.reachability("  b: {}\n  c:\n    enabled_when: b == \"yes\"\n")
    #expect(found.contains(#"FR503 5:19 input 'c' is enabled by b = "yes""#), "\(found)")
  }

  @Test func numbersComparedWithAreCandidatesWithTheirNeighbours() {
    let found = Self.reachability(
      """
        qty: {type: integer}
        price: {type: number}
        big:
          enabled_when: qty > 300 and price < 7.25 and price > 6.5

      """)
    #expect(found.contains(#"FR503 6:19 input 'big' is enabled by qty = "301", price = "6.75""#), "\(found)")
  }

  @Test func aLengthComparedWithGetsTextsOfThatLength() {
    let found = Self.reachability("  name: {}\n  more:\n    enabled_when: name.length > 20\n")
    let name = String(repeating: "a", count: 21)
    #expect(found.contains(#"FR503 5:19 input 'more' is enabled by name = "\#(name)""#), "\(found)")
    // Values of a compared length are samples of the field's patterns.
    let pin = Self.reachability(
      "  pin:\n    rules: [{pattern: \"[0-9]+\"}]\n  more:\n    enabled_when: pin.length == 6\n")
    #expect(pin.contains(#"FR503 6:19 input 'more' is enabled by pin = "000000""#), "\(pin)")
  }

  @Test func datesComparedWithTodayAreCandidates() {
    let found = Self.reachability(
      """
        start: {type: date}
        soon:
          enabled_when: start == today + 30 days

      """)
    #expect(found.contains(#"FR503 5:19 input 'soon' is enabled by start = "2026-12-31""#), "\(found)")
  }

  @Test func aHoldsOnItsOwnFieldIsEvaluatedWithChecksToday() {
    let found = Self.reachability(
      """
        birth_date:
          type: date
          rules:
            - holds: birth_date <= today - 18 years and birth_date > today - 19 years

      """, buttons: "buttons:\n  go:\n    enabled_when: birth_date.ok and not birth_date.empty\n")
    #expect(found.contains(#"FR503 9:19 button 'go' is enabled by birth_date = "2008-12-01""#), "\(found)")
  }

  @Test func twoFieldsComparedGetValuesOrderedBothWays() {
    let found = Self.reachability(
      """
        start: {type: date}
        end:
          type: date
          rules:
            - holds: end == start + 7 days

      """,
      buttons:
        "buttons:\n  go:\n    enabled_when: end.ok and start.ok and not end.empty and not start.empty\n")
    #expect(
      found.contains(#"FR503 10:19 button 'go' is enabled by start = "2000-01-01", end = "2000-01-08""#),
      "\(found)")
  }

  @Test func aHoldsNoValueMeetsIsStillUndecidedWithItsNote() throws {
    let yaml = """
      form: t
      fields:
        quantity: {type: integer, rules: [{min: 2000}]}
        unit_price:
          type: number
          rules:
            - min: 600
            - holds: quantity * unit_price <= 1000
      buttons:
        go:
          enabled_when: unit_price.ok and quantity.ok and not unit_price.empty and not quantity.empty

      """
    let found = SpecChecker(witnesses: true, today: Self.today).check(yaml: yaml, file: "t.yaml")
    let undecided = try #require(found.first { $0.code == .undecidedReachability }, "\(found)")
    #expect("\(undecided.location.line):\(undecided.location.column)" == "11:19")
    #expect(
      undecided.notes.map(\.message) == [
        "'unit_price' must satisfy 'holds: quantity * unit_price <= 1000': the search tries values its comparisons suggest, and solves nothing"
      ])
  }

  @Test(
    arguments: [
      (ExpressionValue.number(3), ValueType.integer, ["3", "4", "2"]),
      (.number(3.5), .integer, ["4", "3"]),
      (.number(3), .number, ["3", "4", "2", "3.5", "2.5"]),
      (.number(18), .text, ["18", "19", "17"]),
      (.text("yes"), .text, ["yes"]),
      (.text("2024-03-01"), .date, ["2024-03-01", "2024-03-02", "2024-02-29"]),
      (.text("12"), .integer, ["12", "13", "11"]),
      (.bool(true), .boolean, ["true", "false"]),
      (.number(.infinity), .number, []),
    ] as [(ExpressionValue, ValueType, [String])])
  func neighboursAreShapedByTheFieldsType(value: ExpressionValue, type: ValueType, expected: [String]) {
    #expect(ComparedValues.neighbours(of: value, type: type) == expected)
  }

  /// A field compared with many constants gets at most ``ComparedValues/limit`` values.
  @Test func theValuesPerFieldAreBounded() throws {
    let condition = (1...40).map { "n == \($0 * 10)" }.joined(separator: " or ")
    let yaml = "form: t\nfields:\n  n: {type: integer}\n  m:\n    enabled_when: \(condition)\n"
    let (compiled, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    let form = try #require(compiled, "\(diagnostics)")
    let compared = ComparedValues(form: form, today: try #require(Self.today))
    #expect(compared.values[0] == ["10", "11", "9", "20", "21", "19", "30", "31"])
    #expect(compared.values[1].isEmpty)
    let lengths = (1...40).map { "m.length == \($0 * 10)" }.joined(separator: " or ")
    let other = try #require(
      SpecPipeline.compile(
        Array("form: t\nfields:\n  m: {}\n  n:\n    enabled_when: \(lengths)\n".utf8), file: "t.yaml",
        baseDirectory: "."
      ).0)
    #expect(
      ComparedValues(form: other, today: try #require(Self.today)).lengths[0] == [
        10, 11, 9, 20, 21, 19, 30, 31,
      ])
  }

  /// A `holds` is decided statically only with a `today` and every field it reads known:
  /// the compiler's passes, which have neither, leave it undecided.
  @Test func theEvaluatorDecidesAHoldsOnlyWithTodayAndEveryValue() throws {
    let (parsed, _) = ExpressionParser.parse(
      Located(value: "end > start + 1 day", location: SourceLocation(file: "t.yaml", line: 1, column: 1)))
    let expression = try #require(parsed)
    var evaluator = StaticRuleEvaluator(lengthUnit: .graphemes, lists: [:])
    evaluator.knownValues = ["end": ("2026-12-03", .date), "start": ("2026-12-01", .date)]
    #expect(evaluator.holds(expression) == nil)
    evaluator.today = Self.today
    #expect(evaluator.holds(expression) == true)
    evaluator.knownValues["end"] = ("2026-12-02", .date)
    #expect(evaluator.holds(expression) == false)
    evaluator.knownValues["start"] = ("soon", .date)
    #expect(evaluator.holds(expression) == true)
    evaluator.knownValues["start"] = nil
    #expect(evaluator.holds(expression) == nil)
  }
}
