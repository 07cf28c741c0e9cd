/// Finds a rule that no value of its field's `type` can pass (FR410, an error, pointing at
/// the rule, with a note at the field): `type: integer` with `pattern: "[a-z]+"`, or
/// `format: email` on a number field. Decided soundly, from the scalars the type's values
/// are written with (``ValueType/scalars``): a pattern none of whose matches can start as
/// a value of the type does, a format whose every value starts with, or holds, a scalar no
/// value of the type has. On a boolean field, whose values are two, every rule decidable
/// without a session is also checked on `true` and `false` themselves (`min_length: 6`).
/// Anything else is left alone. (`one_of` values not of the type are ``OneOfPass``'s.)
struct TypeContradictionPass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    var evaluator = context.staticEvaluator
    for field in context.definition.fields {
      guard let scalars = field.type.scalars else { continue }
      for rule in field.rules {
        let verdict = Self.scalarVerdict(on: rule, first: scalars.first, all: scalars.all, context)
        let unit = rule.unit ?? evaluator.lengthUnit
        let none =
          verdict?.excluded == true
          || field.type == .boolean && Self.isJudgedOnBooleans(rule)
            && ["true", "false"].allSatisfy { evaluator.passes($0, rule.kind, unit: unit) == false }
        guard none else { continue }
        context.report(
          .typeContradiction, at: verdict?.location ?? rule.location,
          "no value of field '\(field.name.value)' can pass: it must be \(field.type.described), and none passes '\(rule.specText)'",
          notes: [
            Diagnostic.Note(
              "'\(field.name.value)' has 'type: \(field.type.rawValue)'", at: field.name.location)
          ])
      }
    }
  }

  /// Whether `rule` is judged here on a boolean field's two values: not a `one_of`
  /// (``OneOfPass`` judges those), a lookup in a store (a list's contents are data, not
  /// spec) or an argument that does not fit a boolean (FR409).
  private static func isJudgedOnBooleans(_ rule: RuleDefinition) -> Bool {
    if case .oneOf = rule.kind { return false }
    return !rule.kind.rule.readsStore && rule.kind.rule.misfit(on: .boolean) == nil
  }

  /// Where to point for a `pattern` or `format` rule, and whether the scalars its values
  /// are written with rule out every value of a type whose values start with `first` and
  /// hold only `all`; nil for other rules (and patterns the analysis cannot read).
  private static func scalarVerdict(
    on rule: RuleDefinition, first: ScalarClass, all: ScalarClass, _ context: CompilationContext
  ) -> (location: SourceLocation, excluded: Bool)? {
    if case .pattern(let pattern) = rule.kind {
      let location = pattern.source.location
      // No entry: PCRE2 rejected the pattern (FR401); nil syntax: the analysis cannot read it.
      guard let parsed = context.patternSyntax[location] else { return nil }
      return (location, parsed.map { !$0.firstScalars.mayOverlap(first) } ?? false)
    }
    if case .format(let format) = rule.kind {
      let shape = format.format.shape
      let excluded =
        shape.first.map { !$0.mayOverlap(first) } == true
        || shape.contains.map { !all.mayOverlap(ScalarClass($0)) } == true
      return (rule.location, excluded)
    }
    return nil
  }
}

extension FormatRule.Format {
  /// What every value of the format is written with, for static analysis: the scalars it
  /// can start with (nil: too many to say) and one scalar it always holds (nil: none).
  /// A test checks both against the format's own samples and check.
  var shape: (first: ScalarClass?, contains: Unicode.Scalar?) {
    switch self {
    case .email: (nil, "@")
    case .url: (nil, ":")
    case .uuid: (nil, "-")
    case .e164: (ScalarClass("+"), "+")
    case .hostname: (nil, nil)
    case .ipv4: (nil, ".")
    case .ipv6: (nil, ":")
    }
  }
}
