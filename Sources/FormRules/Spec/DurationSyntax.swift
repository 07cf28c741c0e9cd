/// The durations of specs and of `formcheck run`'s `wait`: `300ms`, `2s`, `1.5s`, `1m30s`,
/// `1h`, `0ms` or a bare `0`.
///
/// A duration is one or more components, each a decimal number directly followed by its
/// unit — `h`, `m`, `s` or `ms` — with the units in that order, each at most once
/// (`1h2m3s500ms`). Only the last component may have decimals (`1.5m`, `1m30.5s`), and no
/// more than make a whole number of nanoseconds: 11 for `h`, 10 for `m`, 9 for `s`, 6 for
/// `ms`. There are no spaces (`300 ms` is rejected with a hint) and no sign. The longest
/// accepted duration is one hour in a spec; `formcheck run`'s `wait` reads the same syntax
/// with a longer limit.
package enum DurationSyntax {
  /// Why a text is not an accepted duration.
  package enum Problem: Error, Equatable {
    /// Starts with `-`.
    case negative
    /// A space between the number and its unit.
    case space
    /// A number without a unit.
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

  /// The units, longest first: the order components are written in.
  static let units: [(name: String, nanoseconds: Int64, decimals: Int)] = [
    ("h", 3_600_000_000_000, 11), ("m", 60_000_000_000, 10), ("s", 1_000_000_000, 9),
    ("ms", 1_000_000, 6),
  ]

  /// Reads `text` as a duration of at most `longest`.
  package static func parse(
    _ text: String, longest: Duration = longest
  ) -> Result<Duration, Problem> {
    if let duration = plainDuration(text, longest: longest) { return .success(duration) }
    return parseInGeneral(text, longest: longest)
  }

  /// The usual accepted form — ASCII digits, optionally `.` and digits, then `ms` or `s` —
  /// read byte by byte; nil for anything else (a mistake, a long number, another unit,
  /// several components, a duration beyond `longest`), which
  /// ``parseInGeneral(_:longest:)`` then reads and explains.
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
    let limit = nanoseconds(of: longest)
    var rest = Substring(text).unicodeScalars
    var nextUnit = 0  // the first unit the next component may use
    var total: Int64 = 0
    var tooLong = false
    repeat {
      let number = rest.prefix { isDigit($0) || $0 == "." }
      rest = rest.dropFirst(number.count)
      let parts = String(number).split(separator: ".", omittingEmptySubsequences: false)
      guard !number.isEmpty, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else {
        return .failure(.malformed)
      }
      if rest.first == " " {
        let unit = String(rest.drop { $0 == " " })
        return .failure(units.contains { $0.name == unit } ? .space : .malformed)
      }
      let name = rest.prefix { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
      rest = rest.dropFirst(name.count)
      if name.isEmpty && rest.isEmpty { return .failure(.missingUnit) }
      guard let index = units.indices.first(where: { units[$0].name == String(name) }), index >= nextUnit
      else { return .failure(.malformed) }
      nextUnit = index + 1
      let unit = units[index]
      let fraction = parts.count == 2 ? parts[1] : ""
      if !fraction.isEmpty {
        // Only the last component has decimals.
        guard rest.isEmpty else { return .failure(.malformed) }
        guard fraction.count <= unit.decimals else { return .failure(.tooPrecise) }
      }
      guard let whole = Int64(parts[0]), whole <= limit / unit.nanoseconds else {
        tooLong = true
        continue
      }
      // `unit.decimals` decimals of the unit are a whole number of nanoseconds.
      let nanosecondsPerDecimal =
        unit.nanoseconds / power10(unit.decimals) * power10(unit.decimals - fraction.count)
      let component = whole * unit.nanoseconds + (Int64(fraction) ?? 0) * nanosecondsPerDecimal
      let (sum, overflow) = total.addingReportingOverflow(component)
      if overflow || sum > limit { tooLong = true }
      total = sum
    } while !rest.isEmpty
    return tooLong ? .failure(.tooLong) : .success(.nanoseconds(total))
  }

  /// `duration` in whole nanoseconds, at most `Int64.max`.
  private static func nanoseconds(of duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return .max }
    let (sum, sumOverflow) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
    return sumOverflow ? .max : sum
  }

  /// `10` to the power `exponent` (0…11).
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
