extension Expression: CustomStringConvertible {
  /// The expression in canonical form: single spaces around operators, lower-case
  /// keywords, double-quoted strings, integral numbers without a fraction, and
  /// parentheses only where precedence needs them (and where the source grouped an
  /// `and`/`or` inside another of the same kind). Parsing it again gives the same tree.
  package var description: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// Binding strength, loosest first: or, and, comparison, `+ -`, `* /`, not, operand.
  private var precedence: Int {
    switch node {
    case .or: 1
    case .and: 2
    case .comparison: 3
    case .arithmetic(let op, _, _, _): op.isMultiplicative ? 5 : 4
    case .not: 6
    case .literal, .reference, .today, .computed: 7
    }
  }

  /// Appends the expression to `output`.
  private func write(to output: inout String) {
    switch node {
    case .literal(let value):
      output += Self.spelling(of: value)
    case .reference(let reference):
      output += reference.description
    case .today:
      output += "today"
    case .computed(let name, _):
      output += name
    case .not(let operand):
      output += "not "
      operand.write(to: &output, needing: 6)
    case .and(let operands):
      writeJoined(operands, by: " and ", needing: 3, to: &output)
    case .or(let operands):
      writeJoined(operands, by: " or ", needing: 2, to: &output)
    case .comparison(let op, let lhs, let rhs, _):
      lhs.write(to: &output, needing: 4)
      output += " \(op.rawValue) "
      rhs.write(to: &output, needing: 4)
    case .arithmetic(let op, let lhs, let rhs, _):
      // Left to right: a right operand of the same level keeps its parentheses.
      lhs.write(to: &output, needing: precedence)
      output += " \(op.rawValue) "
      rhs.write(to: &output, needing: precedence + 1)
    }
  }

  /// Appends the expression, parenthesized when it binds less tightly than `precedence`.
  private func write(to output: inout String, needing precedence: Int) {
    if self.precedence < precedence {
      output += "("
      write(to: &output)
      output += ")"
    } else {
      write(to: &output)
    }
  }

  /// Appends operands separated by `separator`.
  private func writeJoined(
    _ operands: [Expression], by separator: String, needing precedence: Int,
    to output: inout String
  ) {
    for (index, operand) in operands.enumerated() {
      if index > 0 { output += separator }
      operand.write(to: &output, needing: precedence)
    }
  }

  /// How a literal is written in the DSL.
  static func spelling(of value: ExpressionValue) -> String {
    switch value {
    case .bool(let flag):
      return flag ? "true" : "false"
    case .number(let number):
      if number.rounded() == number, abs(number) < 1e15 {
        return String(Int64(number))
      }
      return String(number)
    case .text(let text):
      var quoted = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\n": quoted += "\\n"
        case "\t": quoted += "\\t"
        default: quoted.unicodeScalars.append(scalar)
        }
      }
      return quoted + "\""
    case .date(let date):
      return date.text ?? ""  // no literal spells a date: only `today` and fields give one
    case .span(let span):
      return span.description
    }
  }
}
