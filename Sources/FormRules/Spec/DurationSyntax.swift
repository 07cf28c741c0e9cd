/// The spec's durations: `300ms`, `2s`, `1.5s`, `0ms` or a bare `0`.
///
/// A duration is a decimal number directly followed by `ms` or `s`; there is no space
/// between them (`300 ms` is rejected with a hint), no sign, and no precision finer than a
/// nanosecond. The longest accepted duration is one hour in a spec; `formcheck run`'s
/// `wait` reads the same syntax with a longer limit.
package enum DurationSyntax {
  /// Why a text is not an accepted duration.
  package enum Problem: Error, Equatable {
    /// Starts with `-`.
    case negative
    /// A space between the number and its unit.
    case space
    /// A number without `ms` or `s`.
    case missingUnit
    /// More decimals than a nanosecond resolves.
    case tooPrecise
    /// Longer than the limit (``DurationSyntax/longest`` unless another is given).
    case tooLong
    /// Not a duration at all.
    case malformed
  }

  /// The longest duration a spec may ask for.
  package static let longest: Duration = .seconds(3600)

  /// Reads `text` as a duration of at most `longest`.
  package static func parse(
    _ text: String, longest: Duration = longest
  ) -> Result<Duration, Problem> {
    if text == "0" { return .success(.zero) }
    if text.hasPrefix("-") {
      if case .failure(.malformed) = parse(String(text.dropFirst()), longest: longest) {
        return .failure(.malformed)
      }
      return .failure(.negative)
    }
    let scalars = Array(text.unicodeScalars)
    let digitsEnd = scalars.firstIndex { !isDigit($0) && $0 != "." } ?? scalars.count
    let number = String(String.UnicodeScalarView(scalars[..<digitsEnd]))
    var unit = String(String.UnicodeScalarView(scalars[digitsEnd...]))
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard !number.isEmpty, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else {
      return .failure(.malformed)
    }
    if unit.hasPrefix(" ") {
      unit = String(unit.drop { $0 == " " })
      return .failure(unit == "ms" || unit == "s" ? .space : .malformed)
    }
    let nanosecondsPerUnit: Int64
    let fractionLimit: Int
    switch unit {
    case "ms": (nanosecondsPerUnit, fractionLimit) = (1_000_000, 6)
    case "s": (nanosecondsPerUnit, fractionLimit) = (1_000_000_000, 9)
    case "": return .failure(.missingUnit)
    default: return .failure(.malformed)
    }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.count <= fractionLimit else { return .failure(.tooPrecise) }
    let longestUnits = longest.components.seconds * 1_000_000_000 / nanosecondsPerUnit
    guard let whole = Int64(parts[0]), whole <= longestUnits else { return .failure(.tooLong) }
    // `fractionLimit` decimals of the unit are exactly one nanosecond.
    let fractionNanoseconds = (Int64(fraction) ?? 0) * power10(fractionLimit - fraction.count)
    let total = whole * nanosecondsPerUnit + fractionNanoseconds
    let duration = Duration.nanoseconds(total)
    guard duration <= longest else { return .failure(.tooLong) }
    return .success(duration)
  }

  /// `10` to the power `exponent` (0…9).
  private static func power10(_ exponent: Int) -> Int64 {
    (0..<exponent).reduce(1) { value, _ in value * 10 }
  }

  /// `0`–`9`.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }
}
