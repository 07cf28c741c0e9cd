/// `pattern: REGEX` — the whole value matches the PCRE2 pattern. A match that runs into
/// PCRE2's limits fails with a message saying so, never hangs.
struct PatternRule: RuleKind {
  static let keyword = "pattern"
  static let argumentSchema = #"""
    {"description": "A PCRE2 pattern the whole value must match.", "type": "string"}
    """#

  /// The pattern as written.
  let source: Located<String>

  /// The rule `pattern: source`.
  init(_ source: Located<String>) { self.source = source }

  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    reader.locatedText(entry.value, as: entry.what, needs: "a pattern").map(Self.init)
  }

  var kind: RuleDefinition.Kind { .pattern(self) }
  var argumentText: String { BoundedText.clipped(source.value) }
  var graphArgument: String { source.value }
  var witnessSeeds: [WitnessSeed] { [.pattern(source.value)] }

  var defaultMessage: LocalizedTemplate {
    [
      .en: "{label} has an invalid format", .zh: "{label}：格式不正确", .ru: "{label}: неверный формат",
      .fr: "{label}\u{A0}: format non valide",
    ]
  }

  func checksSame(as other: PatternRule) -> Bool { source.value == other.source.value }

  /// The runtime's check with a pattern compiled without JIT; a value the pattern cannot
  /// decide (over PCRE2's limits) is undecided here.
  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    guard let pattern = evaluator.pattern(source.value) else { return nil }
    let verdict = Check(pattern: pattern, label: "").check(value)
    if case .failWithMessage = verdict { return nil }
    return verdict
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    let pattern = session.borrowPattern(source.value)
    let entry = session.sync.keep(Check(pattern: pattern, label: session.label))
    session.sync.append(.pattern(entry), message: check.message)
  }

  /// The check a session runs, with a compiled pattern the session has to itself.
  struct Check {
    /// The compiled pattern; nil only if compiling failed, which the compiler rules out.
    let pattern: CompiledPattern?
    /// The field's label, for the limit message.
    let label: String

    /// Whether non-empty `value` matches, or why it cannot be told.
    func check(_ value: String) -> RuleVerdict {
      guard let pattern else { return .failWithMessage("\(label) cannot be checked: invalid pattern") }
      switch pattern.matches(value) {
      case .match: return .pass
      case .noMatch: return .fail
      case .limitExceeded:
        return .failWithMessage("\(label) is too complex to check against its pattern")
      case .error(let reason):
        return .failWithMessage("\(label) cannot be checked against its pattern: \(reason)")
      }
    }
  }
}
