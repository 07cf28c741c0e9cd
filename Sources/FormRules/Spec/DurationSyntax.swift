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
    if let duration = plainDuration(text, longest: longest) { return .success(duration) }
    return parseInGeneral(text, longest: longest)
  }

  /// The usual accepted form — ASCII digits, optionally `.` and digits, then `ms` or `s` —
  /// read byte by byte; nil for anything else (a mistake, a long number, a duration
  /// beyond `longest`), which ``parseInGeneral(_:longest:)`` then reads and explains.
  static func plainDuration(_ text: String, longest: Duration) -> Duration? {
    var utf8 = text.utf8[...]
    var whole: Int64 = 0
    var wholeDigits = 0
    var fraction: Int64 = 0
    var fractionDigits = 0
    while let byte = utf8.first, let digit = digitValue(byte) {
      whole = whole &* 10 &+ digit
      wholeDigits += 1
      utf8.removeFirst()
    }
    if utf8.first == UInt8(ascii: ".") {
      utf8.removeFirst()
      while let byte = utf8.first, let digit = digitValue(byte) {
        fraction = fraction &* 10 &+ digit
        fractionDigits += 1
        utf8.removeFirst()
      }
      guard fractionDigits > 0 else { return nil }
    }
    // 18 digits always fit in `Int64`; longer numbers take the general way.
    guard wholeDigits > 0, wholeDigits <= 18 else { return nil }
    let nanosecondsPerUnit: Int64
    let fractionLimit: Int
    if utf8.elementsEqual("ms".utf8) {
      (nanosecondsPerUnit, fractionLimit) = (1_000_000, 6)
    } else if utf8.elementsEqual("s".utf8) {
      (nanosecondsPerUnit, fractionLimit) = (1_000_000_000, 9)
    } else {
      return nil
    }
    let longestUnits = longest.components.seconds * 1_000_000_000 / nanosecondsPerUnit
    guard fractionDigits <= fractionLimit, whole <= longestUnits else { return nil }
    let total = whole * nanosecondsPerUnit + fraction * power10(fractionLimit - fractionDigits)
    let duration = Duration.nanoseconds(total)
    return duration <= longest ? duration : nil
  }

  /// Reads `text` as a duration of at most `longest`, naming the problem when it is not one.
  static func parseInGeneral(_ text: String, longest: Duration) -> Result<Duration, Problem> {
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

  /// The value of an ASCII digit byte.
  private static func digitValue(_ byte: UInt8) -> Int64? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int64(byte - UInt8(ascii: "0")) : nil
  }

  /// `0`–`9`.
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }
}
