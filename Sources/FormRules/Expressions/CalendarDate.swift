import Glibc

/// A day of the proleptic Gregorian calendar, read from and written as ISO 8601
/// `YYYY-MM-DD` (years 0000 to 9999): what a `type: date` field holds and what `today`
/// is in expressions (``FormEnvironment/today``).
public struct CalendarDate: Sendable, Hashable, Comparable {
  // Dates are numbered by days since 1970-01-01, so that comparing and adding days is
  // arithmetic on integers.
  /// Days since 1970-01-01 (negative before it).
  let dayNumber: Int

  /// 1970-01-01, day number 0.
  static let epoch = CalendarDate(dayNumber: 0)
  /// The earliest date written in four digits, 0000-01-01.
  static let earliest = CalendarDate(year: 0, month: 1, day: 1)
  /// The latest, 9999-12-31.
  static let latest = CalendarDate(year: 9999, month: 12, day: 31)

  /// The date numbered `dayNumber`.
  init(dayNumber: Int) { self.dayNumber = dayNumber }

  /// The date `year`-`month`-`day`, which must exist.
  init(year: Int, month: Int, day: Int) {
    // Days from civil (H. Hinnant's algorithm), exact for every proleptic Gregorian date.
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    dayNumber = era * 146_097 + dayOfEra - 719_468
  }

  /// The date `text` spells as exactly `YYYY-MM-DD`, if that day exists; nil otherwise.
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return nil
    }
    func digits(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10),
      (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The year, month and day.
  var components: (year: Int, month: Int, day: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// `YYYY-MM-DD`; nil outside years 0000–9999, which four digits cannot write.
  public var text: String? {
    let (year, month, day) = components
    guard (0...9999).contains(year) else { return nil }
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// The number of days in `month` of `year` (leap years by the Gregorian rule).
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Whether `year` is a Gregorian leap year.
  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// This date moved by `count` months; a day past the end of the month it lands in
  /// becomes that month's last day (2024-01-31 plus 1 month is 2024-02-29).
  func addingMonths(_ count: Int) -> CalendarDate {
    let (year, month, day) = components
    let total = year * 12 + (month - 1) + count
    let newYear = total >= 0 ? total / 12 : (total - 11) / 12
    let newMonth = total - newYear * 12 + 1
    return CalendarDate(
      year: newYear, month: newMonth, day: min(day, Self.daysIn(month: newMonth, year: newYear)))
  }

  /// Earlier dates are smaller.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

  /// The date it is now where this process runs (its local time zone).
  static func localToday() -> CalendarDate {
    var now = time(nil)
    var parts = tm()
    guard localtime_r(&now, &parts) != nil else { return epoch }
    return CalendarDate(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
  }
}
