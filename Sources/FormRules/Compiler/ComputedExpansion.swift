/// The spec's `computed:` values, each expanded: a reference to a computed value becomes
/// that value's expression (``Expression/Node/computed(_:_:)``, which still prints as the
/// name), recursively. Every reader of an expression — the type checker, conditions,
/// `holds` and the re-checks of the fields it reads, the static analysis — then sees the
/// fields it really reads, and a session evaluates a computed value where it is read,
/// in the same transaction as the fields under it.
///
/// Built in dependency order: a value reading itself through others is a cycle (FR501);
/// an ill-typed one is reported where it is defined (FR201, FR302). A broken value, and
/// any that reads one, is left out; expressions reading it are broken without a second
/// report. A computed value has no status or length: `total.ok` is FR302.
struct ComputedExpansion {
  /// Each well-formed value's expanded expression, type, size (its operations, each
  /// computed value it reads counted whole) and depth, by name.
  private(set) var values: [String: (expression: Expression, type: ExpressionType, size: Int, depth: Int)] =
    [:]
  /// The names of all computed values, broken ones included.
  let names: Set<String>

  /// No computed values: expanding changes nothing.
  init() { names = [] }

  private enum Mark { case unvisited, visiting, done }

  /// Expands `definitions`, type-checking each with `checker` against the form's `fields`,
  /// and appends the problems to `diagnostics`.
  init(
    _ definitions: [ComputedDefinition], checker: ExpressionTypeChecker, fields: Set<String>,
    diagnostics: inout [Diagnostic]
  ) {
    names = Set(definitions.map(\.name.value))
    var index: [String: Int] = [:]
    for (position, definition) in definitions.enumerated() where index[definition.name.value] == nil {
      index[definition.name.value] = position
    }
    var marks = [Mark](repeating: .unvisited, count: definitions.count)
    for start in definitions.indices {
      var path: [Int] = []
      visit(
        start, definitions: definitions, index: index, marks: &marks, path: &path, checker: checker,
        fields: fields, diagnostics: &diagnostics)
    }
  }

  /// Expands `definitions[position]` after the values it reads.
  private mutating func visit(
    _ position: Int, definitions: [ComputedDefinition], index: [String: Int], marks: inout [Mark],
    path: inout [Int], checker: ExpressionTypeChecker, fields: Set<String>, diagnostics: inout [Diagnostic]
  ) {
    guard marks[position] == .unvisited else { return }
    guard path.count < SpecLimits.deepestExpansion else {
      // Deeper than any expansion may nest: broken, and no further recursion.
      diagnostics.append(
        Diagnostic(
          .invalidValue, at: definitions[position].name.location,
          "computed value '\(definitions[position].name.value)' is read through more than \(SpecLimits.deepestExpansion) computed values in a row"
        ))
      marks[position] = .done
      return
    }
    marks[position] = .visiting
    path.append(position)
    defer {
      path.removeLast()
      marks[position] = .done
    }
    let definition = definitions[position]
    guard let expression = definition.expression else { return }
    for reference in expression.references {
      guard let dependency = index[reference.field] else { continue }
      if marks[dependency] == .visiting {
        let cycle = path[(path.firstIndex(of: dependency) ?? 0)...].map { definitions[$0].name.value }
        diagnostics.append(
          Diagnostic(
            .dependencyCycle, at: definitions[dependency].name.location,
            "computed value '\(definitions[dependency].name.value)' reads itself: "
              + (cycle + [definitions[dependency].name.value]).joined(separator: " → ")))
        return
      }
      visit(
        dependency, definitions: definitions, index: index, marks: &marks, path: &path, checker: checker,
        fields: fields, diagnostics: &diagnostics)
    }
    var problems: [Diagnostic] = []
    guard let expanded = expand(expression, diagnostics: &problems), problems.isEmpty else {
      diagnostics += problems
      return
    }
    let (type, typeErrors) = checker.valueType(of: expanded, fields: fields)
    diagnostics += typeErrors
    if typeErrors.isEmpty {
      let (size, depth) = measure(expanded)
      values[definition.name.value] = (expanded, type, size, depth)
    }
  }

  /// `expression` with every computed value it reads expanded; nil when it reads a broken
  /// one (reported where it is defined), reads a property of one (FR302), or grows
  /// beyond ``SpecLimits/largestExpansion`` operations (FR106) — values reading values
  /// twice over could otherwise double at every step.
  func expand(_ expression: Expression, diagnostics: inout [Diagnostic]) -> Expression? {
    guard !names.isEmpty else { return expression }
    guard let expanded = expandReferences(in: expression, diagnostics: &diagnostics) else { return nil }
    let (size, depth) = measure(expanded)
    let excess: String? =
      if depth > SpecLimits.deepestExpansion {
        "nests \(depth) levels deep with the computed values it reads; "
          + "at most \(SpecLimits.deepestExpansion) are allowed"
      } else if size > SpecLimits.largestExpansion {
        "expands to \(size) operations with the computed values it reads; "
          + "at most \(SpecLimits.largestExpansion) are allowed"
      } else {
        nil
      }
    guard let excess else { return expanded }
    diagnostics.append(Diagnostic(.invalidValue, at: expression.location, "'\(expression)' \(excess)"))
    return nil
  }

  /// The operations of `expression` and how deeply it nests, each computed value counted
  /// with its own (known already: values are expanded after those they read).
  private func measure(_ expression: Expression) -> (size: Int, depth: Int) {
    switch expression.node {
    case .literal, .today, .reference:
      return (1, 1)
    case .computed(let name, _):
      return (values[name]?.size ?? 1, 1 + (values[name]?.depth ?? 0))
    case .not(let operand):
      let inner = measure(operand)
      return (1 + inner.size, 1 + inner.depth)
    case .and(let operands), .or(let operands):
      return operands.reduce((size: 1, depth: 1)) { total, operand in
        let inner = measure(operand)
        return (total.size + inner.size, max(total.depth, 1 + inner.depth))
      }
    case .comparison(_, let lhs, let rhs, _), .arithmetic(_, let lhs, let rhs, _):
      let (left, right) = (measure(lhs), measure(rhs))
      return (1 + left.size + right.size, 1 + max(left.depth, right.depth))
    }
  }

  /// ``expand(_:diagnostics:)`` without the limits on size and depth.
  private func expandReferences(in expression: Expression, diagnostics: inout [Diagnostic]) -> Expression? {
    var result = expression
    switch expression.node {
    case .literal, .today, .computed:
      return expression
    case .reference(let reference):
      guard names.contains(reference.field) else { return expression }
      guard reference.property == .value else {
        diagnostics.append(
          Diagnostic(
            .expressionType, at: reference.location,
            "'\(reference)' reads a property, but computed value '\(reference.field)' has only a value",
            notes: [Diagnostic.Note("read its value: '\(reference.field)'")]))
        return nil
      }
      guard let value = values[reference.field] else { return nil }
      // Located where it is read, so that problems with it point there.
      result.node = .computed(
        reference.field, Expression(node: value.expression.node, location: reference.location))
    case .not(let operand):
      guard let operand = expandReferences(in: operand, diagnostics: &diagnostics) else { return nil }
      result.node = .not(operand)
    case .and(let operands), .or(let operands):
      var expanded: [Expression] = []
      for operand in operands {
        guard let operand = expandReferences(in: operand, diagnostics: &diagnostics) else { return nil }
        expanded.append(operand)
      }
      if case .and = expression.node { result.node = .and(expanded) } else { result.node = .or(expanded) }
    case .comparison(let op, let lhs, let rhs, let at):
      guard let lhs = expandReferences(in: lhs, diagnostics: &diagnostics),
        let rhs = expandReferences(in: rhs, diagnostics: &diagnostics)
      else { return nil }
      result.node = .comparison(op, lhs, rhs, operatorLocation: at)
    case .arithmetic(let op, let lhs, let rhs, let at):
      guard let lhs = expandReferences(in: lhs, diagnostics: &diagnostics),
        let rhs = expandReferences(in: rhs, diagnostics: &diagnostics)
      else { return nil }
      result.node = .arithmetic(op, lhs, rhs, operatorLocation: at)
    }
    return result
  }
}
