import Testing

@testable import FormRules

@Suite("Expression parser")
struct ExpressionParserTests {
  typealias Support = ExpressionTestSupport

  @Test(
    "precedence: not > comparison > and > or",
    arguments: [
      ("a.ok or b.ok and c.ok", "(or a.ok (and b.ok c.ok))"),
      ("a.ok and b.ok or c.ok", "(or (and a.ok b.ok) c.ok)"),
      ("not a.ok and b.ok", "(and (not a.ok) b.ok)"),
      ("not a.ok or b.ok", "(or (not a.ok) b.ok)"),
      ("not a.ok == b.ok", "(== (not a.ok) b.ok)"),
      ("a.length > 3 and b.ok", "(and (> a.length 3) b.ok)"),
      ("a.ok == b.ok or c.ok != d.ok", "(or (== a.ok b.ok) (!= c.ok d.ok))"),
      ("a.ok or b.ok or c.ok", "(or a.ok b.ok c.ok)"),
      ("a.ok and b.ok and c.ok and d.ok", "(and a.ok b.ok c.ok d.ok)"),
      ("(a.ok or b.ok) and c.ok", "(and (or a.ok b.ok) c.ok)"),
      ("a.ok and (b.ok and c.ok)", "(and a.ok (and b.ok c.ok))"),
      ("not (a.ok or b.ok)", "(not (or a.ok b.ok))"),
      ("not not a.ok", "(not (not a.ok))"),
      ("not (a == 'x')", "(not (== a \"x\"))"),
      ("((a.ok))", "a.ok"),
      ("a == b", "(== a b)"),
      ("age >= 18 and age < 65", "(and (>= age 18) (< age 65))"),
      ("a.ok == not b.ok", "(== a.ok (not b.ok))"),
    ])
  func precedence(source: String, expected: String) throws {
    let (expression, diagnostics) = Support.parse(source)
    #expect(diagnostics.isEmpty)
    #expect(Support.structure(try #require(expression)) == expected)
  }

  @Test("every property", arguments: FieldProperty.allCases)
  func property(_ property: FieldProperty) throws {
    let (expression, _) = Support.parse("username.\(property.rawValue)")
    let parsed = try #require(expression)
    guard case .reference(let reference) = parsed.node else {
      Issue.record("not a reference: \(parsed)")
      return
    }
    #expect(reference.field == "username")
    #expect(reference.property == property)
    #expect(reference.location == Support.base)
  }

  @Test("a field alone is its value")
  func fieldAlone() throws {
    let (expression, _) = Support.parse("username")
    let parsed = try #require(expression)
    #expect(
      parsed.node
        == .reference(FieldReference(field: "username", property: .value, location: Support.base)))
    #expect(parsed.description == "username")
  }

  @Test(
    "literals",
    arguments: [
      ("18", ExpressionValue.number(18)),
      ("2.5", .number(2.5)),
      ("-1", .number(-1)),
      ("-0.25", .number(-0.25)),
      ("1e3", .number(1000)),
      ("2.5E-1", .number(0.25)),
      ("007", .number(7)),
      ("\"text\"", .text("text")),
      ("'single'", .text("single")),
      (#""say \"hi\"""#, .text(#"say "hi""#)),
      (#"'it\'s'"#, .text("it's")),
      (#""back\\slash""#, .text(#"back\slash"#)),
      (#""tab\tnew\nline""#, .text("tab\tnew\nline")),
      (#""'""#, .text("'")),
      ("''", .text("")),
      ("\"Zoë 李\"", .text("Zoë 李")),
      ("true", .bool(true)),
      ("false", .bool(false)),
    ])
  func literal(source: String, value: ExpressionValue) throws {
    let (expression, diagnostics) = Support.parse(source)
    #expect(diagnostics.isEmpty)
    #expect(try #require(expression).node == .literal(value))
  }

  @Test(
    "canonical description",
    arguments: [
      ("  a.ok   and(b.ok)  ", "a.ok and b.ok"),
      ("a.ok and (b.ok or c.ok)", "a.ok and (b.ok or c.ok)"),
      ("(a.ok and b.ok) or c.ok", "a.ok and b.ok or c.ok"),
      ("a.ok or (b.ok or c.ok)", "a.ok or (b.ok or c.ok)"),
      ("not(a.ok)", "not a.ok"),
      ("not (a.ok and b.ok)", "not (a.ok and b.ok)"),
      ("(not a.ok) == b.ok", "not a.ok == b.ok"),
      ("not (a.ok == b.ok)", "not (a.ok == b.ok)"),
      ("(a.ok == b.ok) == c.ok", "(a.ok == b.ok) == c.ok"),
      ("a.length>=3", "a.length >= 3"),
      ("name == 'O\\'Hara'", #"name == "O'Hara""#),
      (#"name != "a\"b\\c""#, #"name != "a\"b\\c""#),
      ("x == 2.50", "x == 2.5"),
      ("x == 1e20", "x == 1e+20"),
      ("x == -0", "x == 0"),
      ("x.value", "x"),
      ("TRUE == true", "TRUE == true"),
    ])
  func description(source: String, expected: String) throws {
    let (expression, _) = Support.parse(source)
    let parsed = try #require(expression)
    #expect(parsed.description == expected)
    let (reparsed, _) = Support.parse(parsed.description)
    #expect(try Support.structure(#require(reparsed)) == Support.structure(parsed))
  }

  @Test("every node keeps its location")
  func locations() throws {
    // columns:      0123456789012345678901
    let source = "a.ok and b.length >= 3"
    let (expression, _) = Support.parse(source)
    let parsed = try #require(expression)
    guard case .and(let operands) = parsed.node, operands.count == 2,
      case .comparison(let op, let lhs, let rhs, let operatorLocation) = operands[1].node
    else {
      Issue.record("unexpected tree \(Support.structure(parsed))")
      return
    }
    #expect(parsed.location == Support.column(0))
    #expect(operands[0].location == Support.column(0))
    #expect(operands[1].location == Support.column(9))
    #expect(op == .greaterOrEqual)
    #expect(lhs.location == Support.column(9))
    #expect(operatorLocation == Support.column(18))
    #expect(rhs.location == Support.column(21))
  }

  @Test("columns count Unicode scalars, not bytes or characters")
  func scalarColumns() throws {
    // "é" precomposed is one scalar; "e\u{301}" is two scalars but one character.
    let (expression, _) = Support.parse("name == \"e\u{301}é\" and ok_李.ok")
    let parsed = try #require(expression)
    guard case .and(let operands) = parsed.node else {
      Issue.record("not an and")
      return
    }
    #expect(operands[1].location == Support.column(18))
    let (_, diagnostics) = Support.parse("\"é\u{301}\" ☃")
    #expect(diagnostics.first?.location == Support.column(5))
  }

  @Test("non-ASCII space separates tokens; strings and names keep every scalar")
  func nonASCIIText() throws {
    // U+00A0 and U+3000 are White_Space; "𝒳" is a 4-byte letter; "\u{2003}" is kept in a string.
    let (expression, diagnostics) = Support.parse("x𝒳\u{A0}==\u{3000}\"a\u{2003}𝄞\\\"\"")
    #expect(diagnostics.isEmpty)
    let parsed = try #require(expression)
    guard case .comparison(_, let lhs, let rhs, let operatorLocation) = parsed.node else {
      Issue.record("not a comparison")
      return
    }
    guard case .reference(let reference) = lhs.node, case .literal(.text(let text)) = rhs.node
    else {
      Issue.record("not a reference compared with text")
      return
    }
    #expect(reference.field == "x𝒳")
    #expect(text == "a\u{2003}𝄞\"")
    #expect(operatorLocation == Support.column(3))
    #expect(rhs.location == Support.column(6))
  }

  @Test("a multi-line source (a literal block scalar) advances lines")
  func multiLine() throws {
    let (expression, _) = Support.parse("a.ok and\n  b.ok or\nc.ok")
    let parsed = try #require(expression)
    let references = parsed.references
    #expect(
      references.map(\.location) == [
        Support.column(0), Support.column(2, line: 1), Support.column(0, line: 2),
      ])

    let (_, diagnostics) = Support.parse("a.ok and\nb.okk")
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.location == Support.column(2, line: 1))
    #expect(diagnostic.message == "unknown property 'okk' — did you mean 'ok'?")

    let (_, atEnd) = Support.parse("a.ok and\n")
    #expect(atEnd.first?.location == Support.column(0, line: 1))
  }

  /// The properties as the error messages list them.
  static let propertyList = "'ok', 'empty', 'failed', 'validating', 'valid', 'enabled', 'length'"

  @Test(
    "syntax errors: FR301 at the exact column with a precise message",
    arguments: [
      ("username.", 9, "expected a property name after '.': \(propertyList)"),
      ("username.okk", 9, "unknown property 'okk' — did you mean 'ok'?"),
      ("username.vaild", 9, "unknown property 'vaild' — did you mean 'valid'?"),
      ("username.xyz", 9, "unknown property 'xyz'; a field has \(propertyList)"),
      ("username.and", 9, "unknown property 'and'; a field has \(propertyList)"),
      ("a.5", 2, "expected a property name after '.': \(propertyList)"),
      ("(a.ok", 5, "expected ')' to close '('"),
      ("((a.ok) and b.ok", 16, "expected ')' to close '('"),
      ("(a.ok b.ok)", 6, "expected 'and', 'or' or ')', found 'b'"),
      ("a.ok)", 4, "unexpected ')' without a matching '('"),
      ("a.ok and", 8, "expected a condition after 'and'"),
      ("a.ok or", 7, "expected a condition after 'or'"),
      ("not", 3, "expected a condition after 'not'"),
      ("a.length > ", 11, "expected a value after '>'"),
      ("a.ok and or b.ok", 9, "expected a condition after 'and', found 'or'"),
      ("()", 1, "expected a condition after '(', found ')'"),
      ("== 3", 0, "expected a condition, found '=='"),
      ("and", 0, "expected a condition, found 'and'"),
      ("", 0, "expected a condition"),
      ("   ", 3, "expected a condition"),
      (".ok", 0, "expected a field name before '.'"),
      ("a.ok b.ok", 5, "expected 'and' or 'or', found 'b'"),
      ("a.ok 'x'", 5, "expected 'and' or 'or', found the string 'x'"),
      ("a.ok AND b.ok", 5, "unknown operator 'AND'; keywords are lower case: 'and'"),
      ("a.ok.length", 4, "unexpected '.'; a field has one property"),
      ("a.ok &&", 5, "'&&' is not an operator; use 'and'"),
      ("a.ok && b.ok", 5, "'&&' is not an operator; use 'and'"),
      ("a.ok || b.ok", 5, "'||' is not an operator; use 'or'"),
      ("a.ok & b.ok", 5, "'&' is not an operator; use 'and'"),
      ("!a.ok", 0, "'!' is not an operator; use 'not'"),
      ("a = 1", 2, "'=' is not an operator; use '==' to compare"),
      ("a < b < c", 6, "comparisons cannot be chained; combine them with 'and'"),
      ("a == 1 == b", 7, "comparisons cannot be chained; combine them with 'and'"),
      ("name == \"abc", 8, "unterminated string: no closing double quote"),
      ("name == 'abc\\'", 8, "unterminated string: no closing single quote"),
      ("name == 'a\\qb'", 10, "unknown escape '\\q' in a string; use \\\" \\' \\\\ \\n or \\t"),
      ("a.ok # comment", 5, "unexpected character '#'"),
      ("a.ok and\u{7}", 8, "unexpected character U+0007"),
      ("a.ok and é.ok ☃", 14, "unexpected character '☃'"),
      ("a.ok and é.ok ü", 14, "expected 'and' or 'or', found 'ü'"),
      ("2fa.ok", 0, "'2fa' is neither a number nor a field name"),
      ("a.length > - 1", 11, "unexpected '-'; only number literals take a sign"),
      ("a.length > 1e999", 11, "number '1e999' is too large"),
    ])
  func syntaxError(source: String, offset: Int, message: String) throws {
    let (expression, diagnostics) = Support.parse(source)
    #expect(expression == nil)
    #expect(diagnostics.count == 1)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.code == .expressionSyntax)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location == Support.column(offset))
    #expect(diagnostic.message == message)
  }

  @Test("an unclosed '(' notes where it opened")
  func unclosedParenthesisNote() throws {
    let (_, diagnostics) = Support.parse("a.ok and (b.ok or c.ok")
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.location == Support.column(22))
    #expect(diagnostic.notes == [Diagnostic.Note("'(' is here", at: Support.column(9))])
  }

  @Test("nesting is limited to 64 levels of '(' and 'not'")
  func nestingLimit() throws {
    let limit = ExpressionParser.maximumDepth
    let deepest =
      String(repeating: "(", count: limit) + "a.ok" + String(repeating: ")", count: limit)
    #expect(Support.parse(deepest).1.isEmpty)

    let tooDeep =
      String(repeating: "(", count: limit + 1) + "a.ok" + String(repeating: ")", count: limit + 1)
    let diagnostic = try #require(Support.parse(tooDeep).1.first)
    #expect(diagnostic.code == .expressionSyntax)
    #expect(diagnostic.location == Support.column(limit))
    #expect(
      diagnostic.message
        == "the expression nests deeper than 64 levels of '(', 'not' and arithmetic operators in a row")

    let nots = String(repeating: "not ", count: limit + 1) + "a.ok"
    #expect(Support.parse(nots).1.first?.location == Support.column(4 * limit))

    // An arithmetic chain nests too: 64 operators in a row parse, 65 do not.
    let sum = (0...limit).map { _ in "a" }.joined(separator: " + ") + " > 1"
    #expect(Support.parse(sum).1.isEmpty)
    let longer = (0...(limit + 1)).map { _ in "a" }.joined(separator: " + ") + " > 1"
    #expect(Support.parse(longer).1.first?.location == Support.column(4 * limit + 2))

    // A parenthesized chain continued by its own operators is one chain, as it prints:
    // 40 operators inside and 40 after are 80 in a row, not 40 twice.
    let half = (0...40).map { _ in "a" }.joined(separator: " - ")
    let regrouped = try #require(Support.parse("(\(half)) - \(half) > 1").1.first)
    // The operator past the limit: the (limit - 40)th after the one that follows ')'.
    let afterParenthesis = half.utf8.count + 3
    #expect(regrouped.location == Support.column(afterParenthesis + 4 * (limit - 40)))
    let fits = (0...31).map { _ in "a" }.joined(separator: " - ")
    let parsed = try #require(Support.parse("(\(fits)) - \(fits) > 1").0)
    #expect(Support.parse(parsed.description).1.isEmpty)

    let mixed =
      String(repeating: "not (", count: limit / 2) + "a.ok"
      + String(repeating: ")", count: limit / 2)
    #expect(Support.parse(mixed).1.isEmpty)

    let huge = String(repeating: "(", count: 100_000)
    #expect(Support.parse(huge).1.first?.location == Support.column(limit))
  }

  @Test("long and/or chains stay flat")
  func longChains() throws {
    let source = (0..<5_000).map { "f\($0).ok" }.joined(separator: " and ")
    let parsed = try #require(Support.parse(source).0)
    guard case .and(let operands) = parsed.node else {
      Issue.record("not an and")
      return
    }
    #expect(operands.count == 5_000)
    #expect(parsed.references.count == 5_000)
    #expect(parsed.evaluate { _, _ in .bool(true) })
  }
}
