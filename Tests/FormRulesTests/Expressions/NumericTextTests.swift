import FormRulesFuzzing
import FormRulesIO
import Testing

@testable import FormRules

@Suite("Reading text as a number")
struct NumericTextTests {
  @Test(
    "numbers",
    arguments: [
      ("18", 18.0), ("-1", -1), ("+2", 2), ("2.5", 2.5), (".5", 0.5), ("3.", 3), ("1e3", 1000),
      ("1E-2", 0.01), (" 42 ", 42), ("\t7", 7), ("007", 7), ("-0", 0),
    ])
  func numbers(text: String, expected: Double) {
    #expect(NumericText.number(from: text) == expected)
  }

  @Test(
    "not numbers",
    arguments: [
      "", " ", "abc", "1a", "1.2.3", "nan", "NaN", "inf", "-infinity", "0x10", "1_000", "1,5",
      "1e", "e3", "+", ".", "1e999", "١٢", "1 2", "\n1",
    ])
  func notNumbers(text: String) {
    #expect(NumericText.number(from: text) == nil)
  }

  /// The plain-decimal fast path gives exactly the double the general path (`Double`)
  /// gives, on 100,000 random plainly written numbers up to and past 15 digits.
  @Test func theFastPathRoundsAsTheGeneralPathDoes() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<100_000 {
      let length = Int(generator.next() % 18) + 1
      var text = generator.next() % 3 == 0 ? "-" : ""
      let point = Int(generator.next() % UInt64(length + 2))
      for position in 0..<length {
        if position == point { text += "." }
        text += String(generator.next() % 10)
      }
      #expect(NumericText.number(from: text) == Double(text), "\(text)")
    }
  }

  /// JSON number syntax, read on the text's bytes: the same verdicts and values as
  /// before the fast path (exponents and long digits read through the general path).
  @Test(
    "JSON numbers",
    arguments: [
      ("0", 0.0), ("-0", 0), ("18", 18), ("-2.5", -2.5), ("12.50", 12.5), ("1e3", 1000), ("1E-2", 0.01),
      ("2.5e+1", 25), ("1234567890123456789", 1.2345678901234568e18), ("0.1", 0.1),
    ])
  func jsonNumbers(text: String, expected: Double) {
    #expect(NumericText.jsonNumber(text) == expected)
  }

  @Test(
    "not JSON numbers",
    arguments: [
      "", "-", "+1", "01", "-01", ".5", "1.", "1.e3", "1e", "1e+", " 1", "1 ", "0x1", "1.5.2", "1e3.5", "١",
    ])
  func notJSONNumbers(text: String) {
    #expect(NumericText.jsonNumber(text) == nil)
  }

  /// JSON number syntax and the value read in one pass agree with the JSON parser on
  /// which texts are numbers and with `Double` on their values, on 100,000 random texts of
  /// digits, signs, points and exponents (up to 20 characters: past the plain path's 15
  /// digits too).
  @Test func jsonNumbersAgreeWithTheParser() {
    var generator = SplitMix64(seed: 13)
    var numbers = 0
    for _ in 0..<100_000 {
      let text = randomText(&generator, digitPicks: 11, others: Array("-+.eE"))
      var expected: Double? = nil
      if case .number(let written)? = try? JSONParser.parse(text), let value = Double(written),
        value.isFinite
      {
        expected = value
        numbers += 1
      }
      #expect(NumericText.jsonNumber(text) == expected, "\(text)")
    }
    #expect(numbers > 10_000)
  }

  /// An `integer` field's reading in one pass gives what ``NumericText/isInteger(_:)``
  /// and ``NumericText/number(from:)`` give, on 100,000 random texts of digits, signs,
  /// points and spaces up to 20 characters.
  @Test func integerReadingAgreesWithItsParts() {
    var generator = SplitMix64(seed: 17)
    var integers = 0
    for _ in 0..<100_000 {
      let text = randomText(&generator, digitPicks: 10, others: Array("-+. "))
      let reading = NumericText.integer(text)
      #expect(reading.isInteger == NumericText.isInteger(text), "\(text)")
      #expect(reading.number == (reading.isInteger ? NumericText.number(from: text) : nil), "\(text)")
      if reading.isInteger { integers += 1 }
    }
    #expect(integers > 1_000)
  }

  /// The fixed-point fast path of ``NumericText/format(_:)`` writes what `String` writes,
  /// on 200,000 products of prices in cents and quantities and numbers of up to six
  /// decimals (a third of them negative), and gives up where `String` would not write a
  /// fixed-point number or the digits could be ambiguous.
  @Test func fixedPointWritesWhatStringWrites() {
    var generator = SplitMix64(seed: 11)
    let scales: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]
    var written = 0
    for round in 0..<200_000 {
      let cents = Double(generator.next() % 500_000 + 1) / 100
      let quantity = Double(generator.next() % 99 + 1)
      let decimal = Double(generator.next() % 10_000_000_000) / scales[Int(generator.next() % 7)]
      let sign: Double = round % 3 == 0 ? -1 : 1
      for number in [cents, cents * quantity * sign, decimal * sign] {
        guard let text = NumericText.FixedPoint(number)?.text else { continue }
        written += 1
        #expect(text == String(number), "\(number)")
      }
    }
    #expect(written > 400_000)
    for number in [0.30000000000000004, 9.9999e-5, 1e15 + 0.5, 1e-7, 4_503_599_627_370_495.5] {
      #expect(NumericText.FixedPoint(number)?.text == nil, "\(number)")
    }
    #expect(NumericText.FixedPoint(0.05)?.text == "0.05")
    #expect(NumericText.FixedPoint(-19.62)?.text == "-19.62")
  }

  /// A computed number appended to a JSON writer is the text ``NumericText/format(_:)``
  /// gives, on each of its three paths: whole, fixed-point and the general digits.
  @Test(arguments: [
    (5.0, "5"), (-12.0, "-12"), (-0.0, "0"), (9_007_199_254_740_991, "9007199254740991"),
    (9_007_199_254_740_992, "9007199254740992.0"), (19.62, "19.62"), (0.05, "0.05"), (-0.0001, "-0.0001"),
    (0.30000000000000004, "0.30000000000000004"), (109.60000000000001, "109.60000000000001"),
    (1e20, "1e+20"), (1.5e-7, "1.5e-07"),
  ])
  func appendedAsFormatted(number: Double, text: String) {
    var writer = JSONWriter()
    NumericText.append(number, to: &writer)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == text)
    #expect(NumericText.format(number) == text)
  }

  /// A text of 1 to 20 characters, each drawn from `digitPicks` picks of a digit (`0`
  /// first: 11 picks make it twice as likely) and one pick of each of `others`.
  private func randomText(
    _ generator: inout SplitMix64, digitPicks: Int, others: [Character]
  ) -> String {
    var text = ""
    for _ in 0..<Int(generator.next() % 20) + 1 {
      let pick = Int(generator.next() % UInt64(digitPicks + others.count))
      text.append(pick < digitPicks ? Character(String(pick % 10)) : others[pick - digitPicks])
    }
    return text
  }
}
