/// Checks a parsed expression against a form's fields: every field exists (`FR201`), every
/// operator gets operands of the types it needs — no number is compared with a quoted
/// text, arithmetic takes numbers (and dates with spans), dates compare with dates — and
/// the whole is a condition (`FR302`). A field's value has its field's type (a number
/// field's is a number, a date field's a date, a boolean field's a condition).
///
/// Every problem is reported, each at the location of the sub-expression at fault; an
/// ill-typed sub-expression still has a known type afterwards (comparisons and
/// `and`/`or`/`not` are conditions whatever their operands), so one mistake does not
/// cascade into several.
package struct ExpressionTypeChecker {
  /// The key the expression belongs to, as messages name it.
  var context: String

  /// Creates a checker of expressions written under the key `context`, reading fields of
  /// the types `fieldTypes` gives (text for the others).
  package init(context: String = "enabled_when", fieldTypes: [String: ValueType] = [:]) {
    self.context = context
    self.fieldTypes = fieldTypes
  }
  /// The `type` of each field that has one other than text.
  var fieldTypes: [String: ValueType] = [:]

  /// The diagnostics for `expression`, given the names of the form's fields.
  package func check(_ expression: Expression, fields: Set<String>) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let type = type(of: expression, fields: fields, diagnostics: &diagnostics)
    if type != .bool {
      diagnostics.append(
        Diagnostic(
          .expressionType, at: expression.location,
          "'\(expression)' is \(type.phrase); '\(context)' needs a condition",
          notes: Self.conditionHint(for: expression, type: type)))
    }
    return diagnostics
  }

  /// The type of `expression` read as a value (a `computed:` entry's), and its problems:
  /// any type but a span of time, which is no value of its own.
  func valueType(of expression: Expression, fields: Set<String>) -> (ExpressionType, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let type = type(of: expression, fields: fields, diagnostics: &diagnostics)
    if type == .span {
      diagnostics.append(
        Diagnostic(
          .expressionType, at: expression.location,
          "'\(expression)' is a span of time; '\(context)' needs a value such as 'today + \(expression)'"))
    }
    return (type, diagnostics)
  }

  /// The type of `expression`, appending the problems found inside it.
  ///
  /// `comparedIn` is the comparison `expression` is an operand of, if any: it lets the
  /// error for `not username == "x"` explain that `not` binds tighter.
  private func type(
    of expression: Expression, fields: Set<String>, comparedIn comparison: Expression? = nil,
    diagnostics: inout [Diagnostic]
  ) -> ExpressionType {
    switch expression.node {
    case .literal(let value):
      return value.type
    case .reference(let reference):
      if !fields.contains(reference.field) {
        let suggestion = NameSuggestion.pathSuggestion(for: reference.field, among: fields)
          .map { " — did you mean '\($0)'?" }
        diagnostics.append(
          Diagnostic(
            .unknownField, at: reference.location,
            "unknown field '\(reference.field)'" + (suggestion ?? "")))
      }
      guard reference.property == .value, let type = fieldTypes[reference.field] else {
        return reference.property.valueType
      }
      return Self.expressionType(of: type)
    case .today:
      return .date
    case .computed(_, let expanded):
      // Checked where it is defined: only its type matters here.
      var checkedAlready: [Diagnostic] = []
      return type(of: expanded, fields: fields, diagnostics: &checkedAlready)
    case .arithmetic(let op, let lhs, let rhs, _):
      let lhsType = type(of: lhs, fields: fields, diagnostics: &diagnostics)
      let rhsType = type(of: rhs, fields: fields, diagnostics: &diagnostics)
      if let result = Self.arithmeticResult(op, lhsType, rhsType) { return result }
      let culprit = lhsType == .number || lhsType == .date ? rhs : lhs
      let culpritType = lhsType == .number || lhsType == .date ? rhsType : lhsType
      if case .reference(let reference) = culprit.node, !fields.contains(reference.field) {
        return lhsType == .date ? .date : .number  // an unknown field is reported already
      }
      diagnostics.append(
        Diagnostic(
          .expressionType, at: culprit.location,
          "'\(culprit)' is \(culpritType.phrase); '\(op.rawValue)' \(Self.arithmeticNeeds(op, lhsType))",
          notes: Self.typeHint(for: culprit, type: culpritType)))
      return lhsType == .date ? .date : .number
    case .not(let operand):
      let operandType = type(of: operand, fields: fields, diagnostics: &diagnostics)
      if operandType != .bool {
        var notes: [Diagnostic.Note] = []
        if let comparison {
          notes.append(
            Diagnostic.Note(
              "'not' applies to '\(operand)' only; to negate the comparison, write "
                + "'not (\(Self.removingNot(from: comparison)))'"))
        }
        diagnostics.append(
          Diagnostic(
            .expressionType, at: operand.location,
            "'\(operand)' is \(operandType.phrase); 'not' needs a condition", notes: notes))
      }
      return .bool
    case .and(let operands), .or(let operands):
      let keyword = if case .and = expression.node { "and" } else { "or" }
      for operand in operands {
        let operandType = type(of: operand, fields: fields, diagnostics: &diagnostics)
        if operandType != .bool {
          diagnostics.append(
            Diagnostic(
              .expressionType, at: operand.location,
              "'\(operand)' is \(operandType.phrase); '\(keyword)' needs a condition on each side",
              notes: Self.conditionHint(for: operand, type: operandType)))
        }
      }
      return .bool
    case .comparison(let op, let lhs, let rhs, _):
      let lhsType = type(of: lhs, fields: fields, comparedIn: expression, diagnostics: &diagnostics)
      let rhsType = type(of: rhs, fields: fields, comparedIn: expression, diagnostics: &diagnostics)
      if (lhsType == .bool) != (rhsType == .bool) {
        let (condition, other) = lhsType == .bool ? (lhs, rhs) : (rhs, lhs)
        let otherType = lhsType == .bool ? rhsType : lhsType
        diagnostics.append(
          Diagnostic(
            .expressionType, at: expression.location,
            "cannot compare a condition with \(otherType.phrase): '\(condition)' is a condition "
              + "and '\(other)' is \(otherType.phrase)"))
      } else if let (number, text) = Self.numberAndTextLiteral(lhs, lhsType, rhs, rhsType) {
        var notes: [Diagnostic.Note] = []
        if case .literal(.text(let written)) = text.node, NumericText.number(from: written) != nil {
          notes.append(Diagnostic.Note("write \(written) without quotes to compare numbers"))
        }
        diagnostics.append(
          Diagnostic(
            .expressionType, at: expression.location,
            "cannot compare a number with text: '\(number)' is a number and '\(text)' is text",
            notes: notes))
      } else if lhsType == .span || rhsType == .span {
        let span = lhsType == .span ? lhs : rhs
        diagnostics.append(
          Diagnostic(
            .expressionType, at: span.location,
            "'\(span)' is a span of time; it cannot be compared, only added to or taken from a date",
            notes: [Diagnostic.Note("e.g. 'birth_date <= today - 18 years'")]))
      } else if (lhsType == .date) != (rhsType == .date),
        !Self.isTextField(lhsType == .date ? rhs : lhs, rhsType == .date ? lhsType : rhsType)
      {
        let other = lhsType == .date ? rhs : lhs
        let otherType = lhsType == .date ? rhsType : lhsType
        diagnostics.append(
          Diagnostic(
            .expressionType, at: expression.location,
            "cannot compare a date with \(otherType.phrase): '\(other)' is \(otherType.phrase)",
            notes: [Diagnostic.Note("compare dates with a date field, 'today' or 'today ± N days'")]))
      } else if lhsType == .bool, op.isOrdering {
        diagnostics.append(
          Diagnostic(
            .expressionType, at: expression.location,
            "'\(op.rawValue)' cannot order conditions: '\(lhs)' and '\(rhs)' are conditions",
            notes: [Diagnostic.Note("conditions can only be compared with '==' or '!='")]))
      }
      return .bool
    }
  }

  /// The number and the text literal of a comparison between them (`a.length > "x"`), or
  /// nil. A field's value is text that may read as a number, so comparing it with a number
  /// is allowed; a quoted literal is text by choice, and comparing it with a number is a
  /// mistake.
  private static func numberAndTextLiteral(
    _ lhs: Expression, _ lhsType: ExpressionType, _ rhs: Expression, _ rhsType: ExpressionType
  ) -> (number: Expression, text: Expression)? {
    let isTextLiteral = { (expression: Expression) -> Bool in
      if case .literal(.text) = expression.node { return true }
      return false
    }
    if lhsType == .number, isTextLiteral(rhs) { return (lhs, rhs) }
    if rhsType == .number, isTextLiteral(lhs) { return (rhs, lhs) }
    return nil
  }

  /// The type an expression reads a field of `type` as.
  static func expressionType(of type: ValueType) -> ExpressionType {
    switch type {
    case .text: .text
    case .number, .integer: .number
    case .boolean: .bool
    case .date: .date
    }
  }

  /// The type of `lhs op rhs`, or nil when `op` does not apply to those types: numbers
  /// with numbers, a date `±` a span, a date `-` a date (a number of days).
  private static func arithmeticResult(
    _ op: ArithmeticOperator, _ lhs: ExpressionType, _ rhs: ExpressionType
  ) -> ExpressionType? {
    switch (lhs, rhs) {
    case (.number, .number): .number
    case (.date, .span) where !op.isMultiplicative: .date
    case (.date, .date) where op == .subtract: .number
    default: nil
    }
  }

  /// What `op` needs, after a left operand of type `lhs`, for messages.
  private static func arithmeticNeeds(_ op: ArithmeticOperator, _ lhs: ExpressionType) -> String {
    switch (op, lhs) {
    case (.add, .date): "adds a span of time to a date (e.g. 'today + 30 days')"
    case (.subtract, .date): "takes a span of time or a date from a date"
    default: "needs numbers"
    }
  }

  /// Whether `expression` reads a field's value as text (a text field), which may hold a
  /// date: comparing it with a date reads it as one.
  private static func isTextField(_ expression: Expression, _ type: ExpressionType) -> Bool {
    guard case .reference(let reference) = expression.node else { return false }
    return type == .text && reference.property == .value
  }

  /// For a text field where a number belongs, a note to give it a type.
  private static func typeHint(for expression: Expression, type: ExpressionType) -> [Diagnostic.Note] {
    guard case .reference(let reference) = expression.node, reference.property == .value, type == .text
    else { return [] }
    return [
      Diagnostic.Note("give '\(reference.field)' 'type: number' (or integer, or date) to compute with it")
    ]
  }

  /// For a field read as a number or text where a condition belongs, a note on how to
  /// make it one; nothing for other expressions.
  private static func conditionHint(for expression: Expression, type: ExpressionType)
    -> [Diagnostic.Note]
  {
    guard case .reference(let reference) = expression.node else { return [] }
    let example =
      type == .number ? "'\(reference.field).length > 0'" : "'\(reference.field) == \"yes\"'"
    return [
      Diagnostic.Note(
        "use a property such as '\(reference.field).ok', or compare the value, e.g. \(example)")
    ]
  }

  /// `comparison` with a `not` in front of either operand removed: what the author of
  /// `not a == b` most likely meant to negate.
  private static func removingNot(from comparison: Expression) -> Expression {
    guard case .comparison(let op, var lhs, var rhs, let operatorLocation) = comparison.node else {
      return comparison
    }
    if case .not(let operand) = lhs.node { lhs = operand }
    if case .not(let operand) = rhs.node { rhs = operand }
    return Expression(
      node: .comparison(op, lhs, rhs, operatorLocation: operatorLocation),
      location: comparison.location)
  }
}
