@testable import FormRules

/// Helpers shared by the expression tests.
enum ExpressionTestSupport {
  /// Where test expressions start: as if written at line 4, column 19 of `form.yaml`.
  static let base = SourceLocation(file: "form.yaml", line: 4, column: 19)

  /// `source` located at `base`.
  static func located(_ source: String) -> Located<String> {
    Located(value: source, location: base)
  }

  /// The location `offset` scalars after `base` on the same line.
  static func column(_ offset: Int, line: Int = 0) -> SourceLocation {
    SourceLocation(file: base.file, line: base.line + line, column: base.column + offset)
  }

  /// Parses `source`, returning the tree or nil and the diagnostics.
  static func parse(_ source: String) -> (Expression?, [Diagnostic]) {
    ExpressionParser.parse(located(source))
  }

  /// The tree in fully parenthesized prefix form: `(and a.ok (not b.ok))`.
  static func structure(_ expression: Expression) -> String {
    switch expression.node {
    case .literal(let value):
      return Expression.spelling(of: value)
    case .reference(let reference):
      return reference.description
    case .today:
      return "(today)"
    case .arithmetic(let op, let lhs, let rhs, _):
      return "(\(op.rawValue) \(structure(lhs)) \(structure(rhs)))"
    case .not(let operand):
      return "(not \(structure(operand)))"
    case .and(let operands):
      return "(and " + operands.map(structure).joined(separator: " ") + ")"
    case .or(let operands):
      return "(or " + operands.map(structure).joined(separator: " ") + ")"
    case .comparison(let op, let lhs, let rhs, _):
      return "(\(op.rawValue) \(structure(lhs)) \(structure(rhs)))"
    case .computed(let name, let expanded):
      return "(computed \(name) \(structure(expanded)))"
    }
  }
}
