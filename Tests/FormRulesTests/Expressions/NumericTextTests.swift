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
}
