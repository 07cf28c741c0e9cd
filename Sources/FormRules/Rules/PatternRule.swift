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
    let verdict = Check(pattern: pattern, messages: .unlabelled).check(value)
    if case .failWithMessage = verdict { return nil }
    return verdict
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    let pattern = session.borrowPattern(source.value)
    let entry = session.sync.keep(Check(pattern: pattern, messages: session.messageContext))
    session.sync.append(.pattern(entry), message: check.message)
  }

  /// The check a session runs, with a compiled pattern the session has to itself.
  struct Check {
    /// The compiled pattern; nil only if compiling failed, which the compiler rules out.
    let pattern: CompiledPattern?
    /// What the messages of its own are rendered with.
    let messages: MessageContext

    /// Whether non-empty `value` matches, or why it cannot be told.
    func check(_ value: String) -> RuleVerdict {
      guard let pattern else {
        return .failWithMessage(messages.text(PatternRule.uncheckable) + ": invalid pattern")
      }
      switch pattern.matches(value) {
      case .match: return .pass
      case .noMatch: return .fail
      case .limitExceeded: return .failWithMessage(messages.text(PatternRule.tooComplex))
      case .error(let reason): return .failWithMessage(messages.text(PatternRule.uncheckable) + ": \(reason)")
      }
    }
  }

  /// The message of a value over PCRE2's limits.
  static let tooComplex: LocalizedTemplate = [
    .en: "{label} is too complex to check against its pattern", .zh: "{label}：内容过于复杂，无法按格式检查",
    .ru: "{label}: значение слишком сложно проверить по шаблону",
    .fr: "{label}\u{A0}: valeur trop complexe pour être vérifiée par le motif",
  ]
  /// The message of a match that failed for another reason (the reason follows).
  static let uncheckable: LocalizedTemplate = [
    .en: "{label} cannot be checked against its pattern", .zh: "{label}：无法按格式检查",
    .ru: "{label}: не удаётся проверить по шаблону",
    .fr: "{label}\u{A0}: vérification par le motif impossible",
  ]
}
