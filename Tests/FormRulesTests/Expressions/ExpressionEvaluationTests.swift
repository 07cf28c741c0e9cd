import Testing

@testable import FormRules

@Suite("Expression evaluation")
struct ExpressionEvaluationTests {
  typealias Support = ExpressionTestSupport

  /// Field properties for the tests: `x.ok` etc. come from `flags`, values from `values`,
  /// lengths are the values' character counts.
  struct Fields {
    var flags: [String: Bool] = [:]
    var values: [String: String] = [:]

    func resolve(_ field: String, _ property: FieldProperty) -> ExpressionValue {
      switch property {
      case .value: .text(values[field] ?? "")
      case .length: .number(Double((values[field] ?? "").count))
      default: .bool(flags["\(field).\(property.rawValue)"] ?? false)
      }
    }
  }

  /// Evaluates `source` against `fields`.
  static func evaluate(_ source: String, _ fields: Fields) throws -> Bool {
    let expression = try #require(Support.parse(source).0)
    return expression.evaluate(fields.resolve)
  }

  static let pairs: [(Bool, Bool)] = [(false, false), (false, true), (true, false), (true, true)]

  @Test("truth tables of and, or, not", arguments: pairs)
  func truthTables(a: Bool, b: Bool) throws {
    let fields = Fields(flags: ["a.ok": a, "b.ok": b])
    #expect(try Self.evaluate("a.ok and b.ok", fields) == (a && b))
    #expect(try Self.evaluate("a.ok or b.ok", fields) == (a || b))
    #expect(try Self.evaluate("not a.ok", fields) == !a)
    #expect(try Self.evaluate("not a.ok and b.ok", fields) == (!a && b))
    #expect(try Self.evaluate("not (a.ok and b.ok)", fields) == !(a && b))
    #expect(try Self.evaluate("a.ok == b.ok", fields) == (a == b))
    #expect(try Self.evaluate("a.ok != b.ok", fields) == (a != b))
    #expect(try Self.evaluate("not a.ok == b.ok", fields) == (!a == b))
    #expect(try Self.evaluate("a.ok or b.ok and false", fields) == a)
  }

  @Test("every property is read from the resolver", arguments: FieldProperty.allCases)
  func properties(_ property: FieldProperty) throws {
    let expression = try #require(Support.parse("f.\(property.rawValue)").0)
    var asked: [String] = []
    let value = expression.value { field, property in
      asked.append("\(field).\(property.rawValue)")
      return .number(7)
    }
    #expect(asked == ["f.\(property.rawValue)"])
    #expect(value == .number(7))
  }

  @Test("and/or short-circuit")
  func shortCircuit() throws {
    let expression = try #require(Support.parse("a.ok and b.ok or c.ok").0)
    var asked: [String] = []
    let result = expression.evaluate { field, _ in
      asked.append(field)
      return .bool(field == "c")
    }
    #expect(result)
    #expect(asked == ["a", "c"])
  }

  @Test(
    "comparisons",
    arguments: [
      // numbers
      ("name.length >= 3", true), ("name.length > 5", false), ("name.length == 5", true),
      ("name.length != 5", false), ("2.5 < 3", true), ("-1 <= -1", true),
      // text with a number: read as a number
      ("age >= 18", true), ("age == 21", true), ("age == 21.0", true), ("18 < age", true),
      ("padded == 42", true), ("word == 18", false), ("word != 18", true), ("word > 1", false),
      ("word < 1", false), ("empty == 0", false), ("empty != 0", true),
      // text with text
      ("name == 'Alice'", true), ("name == \"alice\"", false), ("name != 'Bob'", true),
      ("name < 'Bob'", true), ("name > 'Bob'", false), ("name <= 'Alice'", true),
      ("name >= 'Alice'", true), ("'Z' < 'a'", true), ("'é' > 'z'", true), ("age < '3'", true),
      ("composed == decomposed", true), ("composed < decomposed", false),
      ("composed <= decomposed", true), ("composed >= decomposed", true),
      // conditions
      ("yes.ok == true", true), ("yes.ok == no.ok", false), ("yes.ok != no.ok", true),
      // mixed types the checker rejects still evaluate without crashing
      ("yes.ok == 1", false), ("yes.ok != 1", true), ("yes.ok < no.ok", false),
      ("name == true", false),
    ])
  func comparison(source: String, expected: Bool) throws {
    let fields = Fields(
      flags: ["yes.ok": true, "no.ok": false],
      values: [
        "name": "Alice", "age": "21", "padded": " 42 ", "word": "abc", "empty": "",
        "composed": "caf\u{E9}", "decomposed": "cafe\u{301}",
      ])
    #expect(try Self.evaluate(source, fields) == expected)
  }

  @Test("a value that is not a condition never holds")
  func nonConditions() throws {
    let fields = Fields(values: ["name": "x"])
    #expect(try Self.evaluate("name", fields) == false)
    #expect(try Self.evaluate("3", fields) == false)
    #expect(try Self.evaluate("not 3", fields) == true)
    #expect(try Self.evaluate("name.length and true", fields) == false)
  }

  @Test("value() gives numbers, text and conditions")
  func values() throws {
    let fields = Fields(values: ["name": "Zoë"])
    func value(_ source: String) throws -> ExpressionValue {
      try #require(Support.parse(source).0).value(fields.resolve)
    }
    #expect(try value("name") == .text("Zoë"))
    #expect(try value("name.length") == .number(3))
    #expect(try value("name.length == 3") == .bool(true))
    #expect(try value("'lit'") == .text("lit"))
  }

  @Test(
    "constant expressions",
    arguments: [
      ("true", ExpressionValue?.some(.bool(true))),
      ("true and not false", .bool(true)),
      ("1 < 2", .bool(true)),
      ("'x' == 'y'", .bool(false)),
      ("(false or true) and 2 >= 2", .bool(true)),
      ("42", .number(42)),
      ("a.ok", nil),
      ("true or a.ok", nil),
      ("a == 'x'", nil),
    ])
  func constants(source: String, expected: ExpressionValue?) throws {
    let expression = try #require(Support.parse(source).0)
    #expect(expression.isConstant == (expected != nil))
    if let expected {
      #expect(expression.value { _, _ in .bool(false) } == expected)
    }
  }

  @Test("references: each distinct field property once, at its first occurrence")
  func references() throws {
    let expression = try #require(
      Support.parse("a.ok and b.length > 3 or a.ok or c == a or b.length < 1").0)
    let references = expression.references
    #expect(references.map(\.description) == ["a.ok", "b.length", "c", "a"])
    #expect(
      references.map(\.location) == [
        Support.column(0), Support.column(9), Support.column(33), Support.column(38),
      ])
    #expect(
      references[0] == FieldReference(field: "a", property: .ok, location: Support.column(99)))
    #expect(Set(references).count == 4)
    #expect(try #require(Support.parse("true").0).references.isEmpty)
  }
}

/// Arithmetic, dates, spans and `today`: parsing, printing, evaluation and types.
@Suite("Expressions with arithmetic and dates")
struct ArithmeticExpressionTests {
  typealias Support = ExpressionTestSupport

  static let today = CalendarDate(year: 2024, month: 1, day: 31)

  /// Field values by name, typed as `types` says (text otherwise).
  static func value(
    _ source: String, _ values: [String: String] = [:], types: [String: ValueType] = [:]
  ) throws -> ExpressionValue {
    let expression = try #require(Support.parse(source).0, "\(source)")
    let resolve = { (field: String, _: FieldProperty) in
      ExpressionValue.typed(values[field] ?? "", as: types[field] ?? .text)
    }
    let compiled = CompiledExpression(expression)
    let byIndex = compiled.value(fieldAt: { resolve(compiled.fields[$0], $1) }, today: today)
    let byTree = expression.value(resolve, today: today)
    #expect(byIndex == byTree, "\(source)")
    return byTree
  }

  @Test(
    "precedence, associativity and printing",
    arguments: [
      ("1 + 2 * 3", "(+ 1 (* 2 3))", "1 + 2 * 3"),
      ("(1 + 2) * 3", "(* (+ 1 2) 3)", "(1 + 2) * 3"),
      ("10 - 4 - 3", "(- (- 10 4) 3)", "10 - 4 - 3"),
      ("10 - (4 - 3)", "(- 10 (- 4 3))", "10 - (4 - 3)"),
      ("a.length-1 > -2", "(> (- a.length 1) -2)", "a.length - 1 > -2"),
      ("today - 18 years >= b", "(>= (- (today) 18 years) b)", "today - 18 years >= b"),
      ("a * b <= c + 1 and d", "(and (<= (* a b) (+ c 1)) d)", "a * b <= c + 1 and d"),
      (
        "today.ok and today.value == today", "(and today.ok (== today.value (today)))",
        "today.ok and today.value == today"
      ),
    ])
  func parsing(_ source: String, _ structure: String, _ printed: String) throws {
    let expression = try #require(Support.parse(source).0)
    #expect(Support.structure(expression) == structure)
    #expect(expression.description == printed)
    let reparsed = try #require(Support.parse(printed).0)
    #expect(Support.structure(reparsed) == structure)
  }

  @Test func arithmeticOnNumbers() throws {
    #expect(try Self.value("1 + 2 * 3") == .number(7))
    #expect(try Self.value("7 / 2 - 1") == .number(2.5))
    #expect(
      try Self.value("q * p", ["q": "3", "p": "2.5"], types: ["q": .integer, "p": .number]) == .number(7.5))
    #expect(try Self.value("1 / 0") == .text(""))
    #expect(try Self.value("q + 1", ["q": ""], types: ["q": .integer]) == .text(""))
    #expect(try Self.value("q + 1 != 2", ["q": "x"], types: ["q": .integer]) == .bool(true))
    #expect(try Self.value("q + 1 == 2", ["q": "x"], types: ["q": .integer]) == .bool(false))
  }

  @Test func datesAndSpans() throws {
    let dates: [String: ValueType] = ["s": .date, "e": .date]
    #expect(try Self.value("today + 1 month") == .date(CalendarDate(year: 2024, month: 2, day: 29)))
    #expect(try Self.value("today - 2 weeks") == .date(CalendarDate(year: 2024, month: 1, day: 17)))
    #expect(try Self.value("today + 1 year + 1 day") == .date(CalendarDate(year: 2025, month: 2, day: 1)))
    #expect(try Self.value("e - s", ["s": "2024-02-28", "e": "2024-03-01"], types: dates) == .number(2))
    #expect(try Self.value("e > s", ["s": "2024-02-28", "e": "2024-03-01"], types: dates) == .bool(true))
    #expect(try Self.value("s <= today - 18 years", ["s": "2006-01-31"], types: dates) == .bool(true))
    #expect(try Self.value("s <= today - 18 years", ["s": "2006-02-01"], types: dates) == .bool(false))
    #expect(try Self.value("s == today", ["s": "2024-02-30"], types: dates) == .bool(false))
  }

  @Test(
    "type errors: FR302 at the offending operand",
    arguments: [
      ("n * 2 > 1", 0, "'n' is text; '*' needs numbers"),
      ("d > 5", 0, "cannot compare a date with a number: '5' is a number"),
      ("d + 3 > today", 4, "'3' is a number; '+' adds a span of time to a date (e.g. 'today + 30 days')"),
      ("k + 3 days > 1", 4, "'3 days' is a span of time; '+' needs numbers"),
      (
        "3 days > 1", 0,
        "'3 days' is a span of time; it cannot be compared, only added to or taken from a date"
      ),
      ("d > \"2020-01-01\"", 0, "cannot compare a date with text: '\"2020-01-01\"' is text"),
      ("k + 1", 0, "'k + 1' is a number; 'enabled_when' needs a condition"),
    ])
  func typeErrors(_ source: String, _ offset: Int, _ message: String) throws {
    let expression = try #require(Support.parse(source).0)
    let checker = ExpressionTypeChecker(fieldTypes: ["d": .date, "k": .number])
    let diagnostics = checker.check(expression, fields: ["n", "d", "k"])
    #expect(diagnostics.map(\.message) == [message])
    #expect(diagnostics.first?.location == Support.column(offset))
  }

  @Test func wellTypedExpressionsPass() throws {
    let checker = ExpressionTypeChecker(fieldTypes: ["d": .date, "k": .number, "b": .boolean])
    for source in ["d - 1 day < today", "k * 2 / 3 - 1 >= 0", "b and d - today > 2", "n == today", "d != n"] {
      let expression = try #require(Support.parse(source).0)
      #expect(checker.check(expression, fields: ["n", "d", "k", "b"]).isEmpty, "\(source)")
    }
  }

  @Test func spansCountWholeUnits() {
    #expect(
      Support.parse("today + 1.5 days").1.map(\.message) == [
        "a span counts whole days, at most 1000000: found 1.5"
      ])
  }
}
