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
