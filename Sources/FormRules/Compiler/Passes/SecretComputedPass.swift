/// Keeps secrets out of computed values: a computed value is shown wherever the state is
/// (batch lines, the API, the served page), so one that reads a secret field's value —
/// directly or through other computed values — would print the secret (FR215). A
/// secret's length and status (`password.length`, `password.ok`) may be read.
struct SecretComputedPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    for definition in context.definition.computed {
      guard let expression = context.computed.values[definition.name.value]?.expression,
        let (field, through) = Self.secretRead(in: expression, via: nil, context: context)
      else { continue }
      let notes = through.map { [Diagnostic.Note("it reads it through computed value '\($0)'")] } ?? []
      context.report(
        .secretInComputed, at: definition.source.location,
        "computed value '\(definition.name.value)' reads the value of secret field '\(field)'; only its length and status may be read",
        notes: notes)
    }
  }

  /// The first secret field whose value `expression` (expanded) reads, with the computed
  /// value written in the expression that it is read through (nil when read directly).
  private static func secretRead(
    in expression: Expression, via through: String?, context: CompilationContext
  ) -> (field: String, through: String?)? {
    switch expression.node {
    case .literal, .today:
      return nil
    case .reference(let reference):
      guard reference.property == .value, let index = context.fieldIndex[reference.field],
        context.definition.fields[index].secret
      else { return nil }
      return (reference.field, through)
    case .computed(let name, let inner):
      return secretRead(in: inner, via: through ?? name, context: context)
    case .not(let operand):
      return secretRead(in: operand, via: through, context: context)
    case .and(let operands), .or(let operands):
      return operands.lazy.compactMap { secretRead(in: $0, via: through, context: context) }.first
    case .comparison(_, let lhs, let rhs, _), .arithmetic(_, let lhs, let rhs, _):
      return secretRead(in: lhs, via: through, context: context)
        ?? secretRead(in: rhs, via: through, context: context)
    }
  }
}
