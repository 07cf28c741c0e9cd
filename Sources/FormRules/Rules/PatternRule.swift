/// `pattern: REGEX` — the whole value matches the PCRE2 pattern. A match that runs into
/// PCRE2's limits fails with a message saying so, never hangs.
struct PatternRule: SyncRule {
  /// The compiled pattern; nil only if compiling failed, which the compiler rules out.
  private let pattern: CompiledPattern?
  /// The field's label, for the limit message.
  private let label: String
  let message: String

  /// The rule matching with `pattern`, which the session has to itself.
  init(pattern: CompiledPattern?, label: String, message: String) {
    self.pattern = pattern
    self.label = label
    self.message = message
  }

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
