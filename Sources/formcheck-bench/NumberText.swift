import Foundation

/// Numbers as the table prints them.
enum NumberText {
  /// `1234567` as `1,234,567`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return number < 0 ? "-" + text : text
  }

  /// `value` with `decimals` decimals; grouped when it has none.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return String(value) }
    if decimals == 0 { return grouped(Int(value.rounded())) }
    return String(format: "%.\(decimals)f", value)
  }
}
