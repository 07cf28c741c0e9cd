/// The argument of `wait`: a decimal number directly followed by `ms` or `s` — `300ms`,
/// `2s`, `1.5s`, `0ms` — at most a day, at most nanosecond precision.
struct WaitDuration: Equatable {
  /// How far the clock moves.
  let duration: Duration
  /// The text it was read from, for messages.
  let text: String

  /// The longest accepted wait.
  static let longest: Duration = .seconds(86_400)

  /// Reads `text` (surrounding blanks ignored) as a duration.
  init(parsing text: String) throws(ScriptCommandError) {
    let text = text.trimmingBlanks()
    let invalid = ScriptCommandError(
      "invalid duration '\(text)' — use a number followed by ms or s, e.g. 300ms, 2s, 1.5s")
    let numberEnd = text.firstIndex { !$0.isASCII || !($0.isNumber || $0 == ".") } ?? text.endIndex
    let number = text[..<numberEnd]
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard !number.isEmpty, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else { throw invalid }
    let (nanosecondsPerUnit, fractionDigits): (Int64, Int) =
      switch text[numberEnd...] {
      case "ms": (1_000_000, 6)
      case "s": (1_000_000_000, 9)
      default: throw invalid
      }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.count <= fractionDigits else {
      throw ScriptCommandError("invalid duration '\(text)' — nothing finer than a nanosecond")
    }
    let longestUnits = Self.longest.components.seconds * 1_000_000_000 / nanosecondsPerUnit
    // Digits beyond the longest wait's cannot be in range; checking the count first keeps
    // the arithmetic below from overflowing.
    guard parts[0].count <= String(longestUnits).count, let whole = Int64(parts[0]), whole <= longestUnits
    else {
      throw ScriptCommandError("invalid duration '\(text)' — the longest wait is 24h (86400s)")
    }
    var fractionNanoseconds = Int64(fraction) ?? 0
    for _ in fraction.count..<fractionDigits { fractionNanoseconds *= 10 }
    let duration = Duration.nanoseconds(whole * nanosecondsPerUnit + fractionNanoseconds)
    guard duration <= Self.longest else {
      throw ScriptCommandError("invalid duration '\(text)' — the longest wait is 24h (86400s)")
    }
    self.duration = duration
    self.text = text
  }
}
