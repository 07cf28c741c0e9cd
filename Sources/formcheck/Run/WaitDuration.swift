import FormRules
import ServeWire

/// The argument of `wait`: the spec's duration syntax (``DurationSyntax``) — `300ms`, `2s`,
/// `1.5s`, `1m30s`, `1h`, `0ms` — at most a day, at most nanosecond precision.
struct WaitDuration: Equatable {
  /// How far the clock moves.
  let duration: Duration
  /// The text it was read from, for messages.
  let text: String

  /// The longest accepted wait.
  static let longest: Duration = .seconds(86_400)

  /// Examples of durations, for messages.
  static let examples = "300ms, 2s, 1.5s, 1m30s"

  /// Reads `text` (surrounding blanks ignored) as a duration.
  init(parsing text: String) throws(ScriptCommandError) {
    let text = text.trimmingBlanks()
    switch DurationSyntax.parse(text, longest: Self.longest) {
    case .success(let duration):
      self.duration = duration
      self.text = text
    case .failure(.tooPrecise):
      throw ScriptCommandError("invalid duration '\(text)' — nothing finer than a nanosecond")
    case .failure(.tooLong):
      throw ScriptCommandError("invalid duration '\(text)' — the longest wait is 24h (86400s)")
    case .failure(.negative), .failure(.space), .failure(.missingUnit), .failure(.malformed):
      throw ScriptCommandError(
        "invalid duration '\(text)' — use numbers with units h, m, s or ms, e.g. \(Self.examples)")
    }
  }
}
