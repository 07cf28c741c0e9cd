/// Parses expressions (`enabled_when`, `holds`) into ``Expression`` trees.
///
/// Grammar, loosest first (so `not` binds tightest, then `*` `/`, then `+` `-`, then
/// comparisons, then `and`, then `or`):
///
///     or         := and ('or' and)*
///     and        := comparison ('and' comparison)*
///     comparison := sum (('==' | '!=' | '<' | '<=' | '>' | '>=') sum)?
///     sum        := product (('+' | '-') product)*
///     product    := unary (('*' | '/') unary)*
///     unary      := 'not' unary | operand
///     operand    := NUMBER UNIT? | STRING | 'true' | 'false' | 'today'
///                 | PATH ('.' PROPERTY)? | AGGREGATE '(' PATH ('.' PROPERTY)? ')' | '(' or ')'
///     PATH       := NAME ('.' NAME)*     (a dot continues a path after a group's name or `form`)
///     UNIT       := 'day' | 'days' | 'week' | 'weeks' | 'month' | 'months' | 'year' | 'years'
///
/// `NUMBER UNIT` is a span of calendar time (`18 years`), whole units only.
/// Comparisons do not chain (`a < b < c` is an error). The first syntax error ends the
/// parse and is reported as `FR301` at its exact location; nesting of `(` and `not` is
/// limited to ``maximumDepth`` levels (each operator of an arithmetic chain is one, those of
/// a parenthesized chain it continues included) so that no input can exhaust the stack and
/// every expression that parses prints as text that parses again.
package struct ExpressionParser {
  /// How deeply `(` and `not` may nest.
  static let maximumDepth = 64

  /// Where the tokens come from.
  private var lexer: ExpressionLexer
  /// The token being looked at.
  private var current: ExpressionToken
  /// How many `(` and `not` enclose the current position.
  private var depth = 0
  /// Resolves paths in a spec with groups (nil in one without): after a group's name (or
  /// `form`) a dot continues a path instead of naming a property, and each reference is
  /// replaced by what it resolves to.
  private let resolver: PathResolver?

  /// A parser at the start of `source`.
  private init(_ source: Located<String>, resolver: PathResolver?) throws(ExpressionSyntaxError) {
    lexer = ExpressionLexer(source)
    self.resolver = resolver
    current = try lexer.next()
  }

  /// Parses `source`, whose location is that of its first scalar: the tree, or `nil` and
  /// the first syntax error as an `FR301` diagnostic. In a spec with groups, `resolver`
  /// resolves the paths it reads (``PathResolver``).
  static func parse(_ source: Located<String>, resolver: PathResolver?) -> (Expression?, [Diagnostic]) {
    do throws(ExpressionSyntaxError) {
      var parser = try ExpressionParser(source, resolver: resolver)
      let expression = try parser.parseOr(after: nil)
      try parser.expectEnd(insideParentheses: false)
      return (expression, [])
    } catch {
      return (nil, [error.diagnostic])
    }
  }

  /// Parses `source` of a spec without groups (see ``parse(_:resolver:)``).
  package static func parse(_ source: Located<String>) -> (Expression?, [Diagnostic]) {
    parse(source, resolver: nil)
  }

  // MARK: Grammar

  /// `or := and ('or' and)*`.
  private mutating func parseOr(after context: String?) throws(ExpressionSyntaxError)
    -> Expression
  {
    let first = try parseAnd(after: context)
    guard current.kind == .or else { return first }
    var operands = [first]
    while current.kind == .or {
      try advance()
      operands.append(try parseAnd(after: "'or'"))
    }
    return Expression(node: .or(operands), location: first.location)
  }

  /// `and := comparison ('and' comparison)*`.
  private mutating func parseAnd(after context: String?) throws(ExpressionSyntaxError)
    -> Expression
  {
    let first = try parseComparison(after: context)
    guard current.kind == .and else { return first }
    var operands = [first]
    while current.kind == .and {
      try advance()
      operands.append(try parseComparison(after: "'and'"))
    }
    return Expression(node: .and(operands), location: first.location)
  }

  /// `comparison := unary (op unary)?`.
  private mutating func parseComparison(after context: String?) throws(ExpressionSyntaxError)
    -> Expression
  {
    let lhs = try parseSum(after: context, wanting: "a condition")
    guard case .comparison(let op) = current.kind else { return lhs }
    let operatorToken = current
    try advance()
    let rhs = try parseSum(after: operatorToken.quoted, wanting: "a value")
    if case .comparison = current.kind {
      throw ExpressionSyntaxError(
        location: current.location,
        message: "comparisons cannot be chained; combine them with 'and'")
    }
    return Expression(
      node: .comparison(op, lhs, rhs, operatorLocation: operatorToken.location),
      location: lhs.location)
  }

  /// `sum := product (('+' | '-') product)*` and `product := unary (('*' | '/') unary)*`:
  /// the operators of one level, left to right.
  private mutating func parseSum(after context: String?, wanting wanted: String)
    throws(ExpressionSyntaxError) -> Expression
  {
    try parseArithmetic(multiplicative: false, after: context, wanting: wanted)
  }

  private mutating func parseArithmetic(
    multiplicative: Bool, after context: String?, wanting wanted: String
  ) throws(ExpressionSyntaxError) -> Expression {
    var lhs =
      multiplicative
      ? try parseUnary(after: context, wanting: wanted)
      : try parseArithmetic(multiplicative: true, after: context, wanting: wanted)
    // Each operator of a chain nests the tree one level deeper (`a + b + c` is
    // `(a + b) + c`): it counts as a level, as `(` and `not` do. A parenthesized chain
    // that operators of its own level continue is the same chain — `(a - b) - c` prints
    // as `a - b - c` — so its operators count too, and whatever parses prints as text
    // that parses again.
    var levels = 0
    defer { depth -= levels }
    while case .arithmetic(let op) = current.kind, op.isMultiplicative == multiplicative {
      let operatorToken = current
      let continued = levels == 0 ? lhs.chainLength(multiplicative: multiplicative) : 0
      for _ in 0...continued {
        try enterNesting(at: operatorToken)
        levels += 1
      }
      try advance()
      let rhs =
        multiplicative
        ? try parseUnary(after: operatorToken.quoted, wanting: "a value")
        : try parseArithmetic(multiplicative: true, after: operatorToken.quoted, wanting: "a value")
      lhs = Expression(
        node: .arithmetic(op, lhs, rhs, operatorLocation: operatorToken.location), location: lhs.location)
    }
    return lhs
  }

  /// `unary := 'not' unary | operand`.
  private mutating func parseUnary(after context: String?, wanting wanted: String)
    throws(ExpressionSyntaxError) -> Expression
  {
    guard current.kind == .not else { return try parseOperand(after: context, wanting: wanted) }
    let notToken = current
    try enterNesting(at: notToken)
    defer { depth -= 1 }
    try advance()
    let operand = try parseUnary(after: "'not'", wanting: "a condition")
    return Expression(node: .not(operand), location: notToken.location)
  }

  /// `operand := literal | NAME ('.' PROPERTY)? | '(' or ')'`.
  private mutating func parseOperand(after context: String?, wanting wanted: String)
    throws(ExpressionSyntaxError) -> Expression
  {
    let token = current
    switch token.kind {
    case .number(let number):
      try advance()
      if case .identifier(let word) = current.kind, let unit = CalendarSpan.Unit(word: word) {
        guard number == number.rounded(), number.magnitude <= 1_000_000 else {
          throw ExpressionSyntaxError(
            location: token.location,
            message: "a span counts whole \(unit.rawValue), at most 1000000: found \(token.text)")
        }
        try advance()
        let span = CalendarSpan(count: Int(number), unit: unit)
        return Expression(node: .literal(.span(span)), location: token.location)
      }
      return Expression(node: .literal(.number(number)), location: token.location)
    case .today:
      try advance()
      // `today.ok`: a field named `today`, as in specs written before `today` existed.
      guard current.kind == .dot else { return Expression(node: .today, location: token.location) }
      let reference = FieldReference(
        field: token.text, property: try parseProperty(), location: token.location)
      return Expression(node: .reference(reference), location: token.location)
    case .string(let text):
      try advance()
      return Expression(node: .literal(.text(text)), location: token.location)
    case .trueLiteral, .falseLiteral:
      try advance()
      return Expression(node: .literal(.bool(token.kind == .trueLiteral)), location: token.location)
    case .identifier(let name):
      try advance()
      if current.kind == .leftParen, let function = AggregateFunction(rawValue: name) {
        return try parseAggregate(function, at: token)
      }
      let path = try parsePath(startingWith: name)
      let reference = FieldReference(field: path, property: try parseProperty(), location: token.location)
      return resolved(reference)
    case .leftParen:
      try enterNesting(at: token)
      defer { depth -= 1 }
      try advance()
      let inner = try parseOr(after: "'('")
      guard current.kind == .rightParen else {
        try expectEnd(insideParentheses: true)
        throw ExpressionSyntaxError(
          location: current.location, message: "expected ')' to close '('",
          notes: [Diagnostic.Note("'(' is here", at: token.location)])
      }
      try advance()
      // A parenthesized sub-expression starts at its '('.
      return Expression(node: inner.node, location: token.location)
    case .dot:
      throw ExpressionSyntaxError(
        location: token.location, message: "expected a field name before '.'")
    case .end:
      let message = context.map { "expected \(wanted) after \($0)" } ?? "expected a condition"
      throw ExpressionSyntaxError(location: token.location, message: message)
    case .and, .or, .not, .rightParen, .comparison, .arithmetic:
      let message =
        context.map { "expected \(wanted) after \($0), found \(token.quoted)" }
        ?? "expected \(wanted), found \(token.quoted)"
      throw ExpressionSyntaxError(location: token.location, message: message)
    }
  }

  /// After a name: the whole path it starts. A dot after a group's name or `form`
  /// continues the path unless a property follows (`address.valid`); anywhere else it
  /// names a property.
  private mutating func parsePath(startingWith first: String) throws(ExpressionSyntaxError) -> String {
    var path = first
    var last = first
    guard let resolver else { return first }
    while current.kind == .dot, last == "form" || resolver.groupNames.contains(last) {
      guard case .identifier(let next) = lexer.peekKind(), FieldProperty(rawValue: next) == nil else { break }
      try advance()
      try advance()
      path += ".\(next)"
      last = next
    }
    return path
  }

  /// `AGGREGATE '(' PATH ('.' PROPERTY)? ')'` after the function's name: a reference to
  /// the aggregate over a repeated group's items, named as written (`sum(lines.amount)`),
  /// which the compiler resolves (``GroupLowering``).
  private mutating func parseAggregate(
    _ function: AggregateFunction, at token: ExpressionToken
  ) throws(ExpressionSyntaxError) -> Expression {
    try advance()
    guard case .identifier(let first) = current.kind else {
      throw ExpressionSyntaxError(
        location: current.location, message: "expected a repeated group's field after '\(function.rawValue)('"
      )
    }
    try advance()
    var column = FieldReference(
      field: try parsePath(startingWith: first), property: try parseProperty(), location: token.location)
    guard current.kind == .rightParen else {
      throw ExpressionSyntaxError(
        location: current.location, message: "expected ')' to close '\(function.rawValue)('")
    }
    try advance()
    column.field = "\(function.rawValue)(\(column.description))"
    column.property = .value
    return resolved(column)
  }

  /// `reference` as the resolver reads it (as written without one).
  private func resolved(_ reference: FieldReference) -> Expression {
    resolver?.resolve(reference) ?? Expression(node: .reference(reference), location: reference.location)
  }

  /// After a field name: `.PROPERTY` if a `.` follows, else the value.
  private mutating func parseProperty() throws(ExpressionSyntaxError) -> FieldProperty {
    guard current.kind == .dot else { return .value }
    try advance()
    let token = current
    let name: String
    switch token.kind {
    case .identifier(let identifier):
      name = identifier
    case .and, .or, .not, .trueLiteral, .falseLiteral, .today:
      name = token.text
    case .number, .string, .dot, .leftParen, .rightParen, .comparison, .arithmetic, .end:
      throw ExpressionSyntaxError(
        location: token.location,
        message: "expected a property name after '.': \(Self.propertyList)")
    }
    guard let property = FieldProperty(rawValue: name) else {
      let names = FieldProperty.allCases.map(\.rawValue)
      let message =
        NameSuggestion.suggestion(for: name, among: names).map {
          "unknown property '\(name)' — did you mean '\($0)'?"
        } ?? "unknown property '\(name)'; a field has \(Self.propertyList)"
      throw ExpressionSyntaxError(location: token.location, message: message)
    }
    try advance()
    return property
  }

  /// Checks that a complete operand is followed by the end of the expression (or, inside
  /// parentheses, by `)`): anything else is an error naming what could follow.
  private func expectEnd(insideParentheses: Bool) throws(ExpressionSyntaxError) {
    let token = current
    let message: String
    switch token.kind {
    case .end:
      return
    case .rightParen:
      if insideParentheses { return }
      message = "unexpected ')' without a matching '('"
    case .dot:
      message = "unexpected '.'; a field has one property"
    case .identifier(let name) where ["and", "or", "not"].contains(name.lowercased()):
      message = "unknown operator '\(name)'; keywords are lower case: '\(name.lowercased())'"
    default:
      let expected = insideParentheses ? "'and', 'or' or ')'" : "'and' or 'or'"
      message = "expected \(expected), found \(token.quoted)"
    }
    throw ExpressionSyntaxError(location: token.location, message: message)
  }

  // MARK: Tokens

  /// Moves to the next token.
  private mutating func advance() throws(ExpressionSyntaxError) {
    current = try lexer.next()
  }

  /// Goes one `(`, `not` or arithmetic operator deeper, failing past ``maximumDepth``.
  private mutating func enterNesting(at token: ExpressionToken) throws(ExpressionSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw ExpressionSyntaxError(
        location: token.location,
        message:
          "the expression nests deeper than \(Self.maximumDepth) levels of '(', 'not' and arithmetic operators in a row"
      )
    }
  }

  /// The documented properties, quoted, for messages.
  private static let propertyList = FieldProperty.allCases
    .filter { $0 != .value }
    .map { "'\($0.rawValue)'" }
    .joined(separator: ", ")
}

extension Expression {
  /// How many `+ -` (or `* /`) operators run down this expression's left side: the
  /// operators of a chain its printed form would continue without parentheses.
  fileprivate func chainLength(multiplicative: Bool) -> Int {
    var length = 0
    var expression = self
    while case .arithmetic(let op, let lhs, _, _) = expression.node, op.isMultiplicative == multiplicative {
      length += 1
      expression = lhs
    }
    return length
  }
}
