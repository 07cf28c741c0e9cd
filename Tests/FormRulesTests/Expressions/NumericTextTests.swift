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
}
