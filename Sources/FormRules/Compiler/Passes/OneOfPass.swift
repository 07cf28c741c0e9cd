/// Checks every `one_of` value against the field's `type` and its other rules that can be
/// decided without a session (lengths, patterns, `min` / `max`, other `one_of`s, list
/// stores). When every value is not of the type or breaks one of them, no value can pass
/// (FR405, an error); values that do can never pass, a warning (FR406). Either is one
/// diagnostic per `one_of`, naming a few of the values (``BoundedText``) and noting each
/// rule they break.
struct OneOfPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    var evaluator = context.staticEvaluator
    // Fields are read in place by index: a copy of each would retain all of its parts.
    let fields = context.definition.fields
    for fieldIndex in fields.indices {
      let field = fields[fieldIndex].name.value
      let type = fields[fieldIndex].type
      let rules = fields[fieldIndex].rules
      for (index, rule) in rules.enumerated() {
        // With ignore_case, a value that breaks another rule may pass it in another case.
        guard case .oneOf(let oneOf) = rule.kind, !oneOf.ignoresCase else { continue }
        let values = oneOf.values
        let others = rules.enumerated().filter { $0.offset != index }.map(\.element)
        let checked = values.filter { !$0.isEmpty }
        // Each value that cannot pass, with the rule it breaks (nil: it is not of the type).
        let broken = checked.compactMap { value -> (String, RuleDefinition?)? in
          guard Self.someValue(of: type, matches: value) else { return (value, nil) }
          return others.first {
            evaluator.passes(value, $0.kind, unit: $0.unit ?? evaluator.lengthUnit) == false
          }
          .map { (value, $0) }
        }
        guard !broken.isEmpty else { continue }
        let notes = Self.notes(for: broken.compactMap { value, other in other.map { (value, $0) } })
        let reasons = BoundedText.listing(
          broken.map { "'\(BoundedText.clipped($0.0))' \(Self.reason($0.1, type))" })
        if broken.count == checked.count {
          let what =
            broken.allSatisfy { $0.1 != nil }
            ? "every value of '\(rule.specText)' breaks another rule of field '\(field)'"
            : "no value of '\(rule.specText)' of field '\(field)' can pass"
          context.report(.unsatisfiableOneOf, at: rule.location, "\(what): \(reasons)", notes: notes)
        } else if let (value, other) = broken.first, broken.count == 1 {
          context.report(
            .deadOneOfValue, .warning, at: rule.location,
            "'one_of' value '\(BoundedText.clipped(value))' of field '\(field)' can never pass: it \(Self.reason(other, type))",
            notes: notes)
        } else {
          context.report(
            .deadOneOfValue, .warning, at: rule.location,
            "\(broken.count) 'one_of' values of field '\(field)' can never pass: \(reasons)", notes: notes)
        }
      }
    }
  }

  /// Whether some value of `type` equals the `one_of` value `value` as `one_of` compares
  /// them on a field of that type: numbers by what they are (`1.0` is the integer `1`),
  /// anything else as written.
  private static func someValue(of type: ValueType, matches value: String) -> Bool {
    guard type.isNumeric, let number = NumericText.number(from: value) else { return type.accepts(value) }
    return type == .number || number == number.rounded()
  }

  /// Why a value cannot pass: it breaks `other`, or (nil) it is not of `type`.
  private static func reason(_ other: RuleDefinition?, _ type: ValueType) -> String {
    other.map { "breaks '\($0.specText)'" } ?? "is not \(type.described)"
  }

  /// One note per distinct rule broken, at that rule.
  private static func notes(for broken: [(String, RuleDefinition)]) -> [Diagnostic.Note] {
    var seen: [SourceLocation] = []
    return broken.compactMap { _, rule in
      guard !seen.contains(rule.location) else { return nil }
      seen.append(rule.location)
      return Diagnostic.Note("'\(rule.specText)' is here", at: rule.location)
    }
  }
}
