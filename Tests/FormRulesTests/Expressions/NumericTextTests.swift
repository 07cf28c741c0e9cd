import FormRulesFuzzing
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
        guard let text = NumericText.fixedPoint(number) else { continue }
        written += 1
        #expect(text == String(number), "\(number)")
      }
    }
    #expect(written > 400_000)
    for number in [0.30000000000000004, 9.9999e-5, 1e15 + 0.5, 1e-7, 4_503_599_627_370_495.5] {
      #expect(NumericText.fixedPoint(number) == nil, "\(number)")
    }
    #expect(NumericText.fixedPoint(0.05) == "0.05")
    #expect(NumericText.fixedPoint(-19.62) == "-19.62")
  }
}
