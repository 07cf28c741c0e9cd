import Testing

@testable import FormRules

@Suite("Expression type checker")
struct ExpressionTypeCheckerTests {
  typealias Support = ExpressionTestSupport

  /// The fields of the form the expressions are checked against.
  static let fields: Set<String> = [
    "username", "email", "password", "repeat_password", "age", "a", "b", "c",
  ]

  /// Parses and checks `source`, which must parse.
  static func check(_ source: String, context: String = "enabled_when") throws -> [Diagnostic] {
    let expression = try #require(Support.parse(source).0)
    return ExpressionTypeChecker(context: context).check(expression, fields: fields)
  }

  @Test(
    "well-typed conditions pass",
    arguments: [
      "username.ok",
      "username.ok and password.ok and repeat_password.ok",
      "age >= 18",
      "age < 18.5 or age == 'unknown'",
      "username == 'admin'",
      "password == repeat_password",
      "username.length > 3 and username.length <= 20",
      "username.length == age",
      "a.ok == b.ok",
      "a.ok != true",
      "a.empty == false",
      "username < 'm'",
      "true",
      "not (a.ok or b.empty)",
      "not a.failed and not a.validating and a.valid and a.enabled",
      "1 < 2",
      "age > 3 and age != 'x'",
    ])
  func wellTyped(source: String) throws {
    #expect(try Self.check(source).isEmpty)
  }

  @Test(
    "type errors: FR302 at the offending sub-expression",
    arguments: [
      ("username.length", 0, "'username.length' is a number; 'enabled_when' needs a condition"),
      ("username", 0, "'username' is text; 'enabled_when' needs a condition"),
      ("3", 0, "'3' is a number; 'enabled_when' needs a condition"),
      ("'yes'", 0, "'\"yes\"' is text; 'enabled_when' needs a condition"),
      ("not 3", 4, "'3' is a number; 'not' needs a condition"),
      ("not username", 4, "'username' is text; 'not' needs a condition"),
      ("a.ok and b.length", 9, "'b.length' is a number; 'and' needs a condition on each side"),
      ("a or b.ok", 0, "'a' is text; 'or' needs a condition on each side"),
      ("a.ok < b.ok", 0, "'<' cannot order conditions: 'a.ok' and 'b.ok' are conditions"),
      (
        "c.ok and a.ok >= true", 9, "'>=' cannot order conditions: 'a.ok' and 'true' are conditions"
      ),
      (
        "a.ok == 3", 0,
        "cannot compare a condition with a number: 'a.ok' is a condition and '3' is a number"
      ),
      (
        "age != b.empty", 0,
        "cannot compare a condition with text: 'b.empty' is a condition and 'age' is text"
      ),
      (
        "a.length > 'x'", 0,
        "cannot compare a number with text: 'a.length' is a number and '\"x\"' is text"
      ),
      ("'x' == 3", 0, "cannot compare a number with text: '3' is a number and '\"x\"' is text"),
      (
        "b.ok and 2 <= a.length and a.length < '10'", 27,
        "cannot compare a number with text: 'a.length' is a number and '\"10\"' is text"
      ),
      (
        "c.ok or (a.length > 1) == a.length", 8,
        "cannot compare a condition with a number: 'a.length > 1' is a condition and 'a.length' is a number"
      ),
    ])
  func typeError(source: String, offset: Int, message: String) throws {
    let diagnostics = try Self.check(source)
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.code == .expressionType)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location == Support.column(offset))
    #expect(diagnostic.message == message)
  }

  @Test("a field read as a condition gets a hint")
  func hint() throws {
    let diagnostic = try #require(try Self.check("username.length").first)
    #expect(
      diagnostic.notes == [
        Diagnostic.Note(
          "use a property such as 'username.ok', or compare the value, e.g. 'username.length > 0'")
      ])
    #expect(try Self.check("3").first?.notes == [])
  }

  @Test("'not' before a comparison explains that it binds tighter")
  func notBeforeComparison() throws {
    let diagnostic = try #require(try Self.check("not username == 'admin'").first)
    #expect(diagnostic.location == Support.column(4))
    #expect(diagnostic.message == "'username' is text; 'not' needs a condition")
    #expect(
      diagnostic.notes == [
        Diagnostic.Note(
          "'not' applies to 'username' only; to negate the comparison, write 'not (username == \"admin\")'"
        )
      ])
  }

  @Test("unknown fields: FR201 with did-you-mean")
  func unknownField() throws {
    let diagnostics = try Self.check("username.ok and emial.ok")
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.code == .unknownField)
    #expect(diagnostic.location == Support.column(16))
    #expect(diagnostic.message == "unknown field 'emial' — did you mean 'email'?")

    let far = try #require(try Self.check("zzz.ok").first)
    #expect(far.message == "unknown field 'zzz'")
    #expect(far.location == Support.column(0))
  }

  @Test("every problem is reported, in source order, without cascades")
  func severalProblems() throws {
    let diagnostics = try Self.check("usernme.ok and not 3 and (a.ok < b.ok or passwrd)")
    #expect(
      diagnostics.map(\.message) == [
        "unknown field 'usernme' — did you mean 'username'?",
        "'3' is a number; 'not' needs a condition",
        "'<' cannot order conditions: 'a.ok' and 'b.ok' are conditions",
        "unknown field 'passwrd' — did you mean 'password'?",
        "'passwrd' is text; 'or' needs a condition on each side",
      ])
    #expect(
      diagnostics.map(\.location) == [
        Support.column(0), Support.column(19), Support.column(26), Support.column(41),
        Support.column(41),
      ])
    #expect(
      diagnostics.map(\.code) == [
        .unknownField, .expressionType, .expressionType, .unknownField, .expressionType,
      ])
  }

  @Test("messages name the key the expression belongs to")
  func context() throws {
    let diagnostic = try #require(try Self.check("age", context: "visible_when").first)
    #expect(diagnostic.message == "'age' is text; 'visible_when' needs a condition")
  }
}
