import FormRulesIO

/// The start of a result line, `{"record":N,`, kept as text and moved on by one digit for
/// the next record instead of being formatted from the number each time: a batch numbers
/// its records one after another. An unnumbered prefix is just `{` (`serve`'s API answers
/// one record per request).
struct RecordPrefix {
  /// `{"record":`
  private static let head = Array(#"{"record":"#.utf8)

  /// The record number the text shows (0 before the first).
  private(set) var number = 0
  /// `{"record":N,`, or `{` when unnumbered.
  private var text: [UInt8]
  /// Whether the prefix shows the record's number.
  private let isNumbered: Bool

  /// A prefix that numbers records (`{"record":N,`), or not (`{`).
  init(numbered: Bool = true) {
    isNumbered = numbered
    text = numbered ? Self.head + [UInt8(ascii: "0"), UInt8(ascii: ",")] : [UInt8(ascii: "{")]
  }

  /// Makes the text show `number` (1 or more): one step when it follows the number shown.
  mutating func show(_ number: Int) {
    guard isNumbered else { return }
    if number == self.number + 1 {
      increment()
    } else {
      text = Self.head + Array(String(number).utf8) + [UInt8(ascii: ",")]
    }
    self.number = number
  }

  /// Appends `{"record":N,`.
  func append(to writer: inout JSONWriter) {
    text.withUnsafeBytes { writer.appendRaw($0) }
  }

  /// Adds one to the digits between the head and the comma, carrying as on paper.
  private mutating func increment() {
    let firstDigit = Self.head.count
    var index = text.count - 2  // the last digit
    while index >= firstDigit, text[index] == UInt8(ascii: "9") {
      text[index] = UInt8(ascii: "0")
      index -= 1
    }
    if index >= firstDigit {
      text[index] += 1
    } else {
      text.insert(UInt8(ascii: "1"), at: firstDigit)
    }
  }
}
