import Testing

@testable import FormRules

/// A field's shared reading of its value as a number gives, text after text, what reading
/// the text afresh gives: the type check's, an expression's and a bound's.
@Suite("A number field's value read once per set")
struct NumberReadingTests {
  /// Texts in an order that repeats some (a reading kept) and changes others (read again).
  static let texts = [
    "3", "3", "12.50", "-0", "", "1e3", "1E-2", "abc", "abc", "007", "2.5", " 4", "+2", ".5",
    "1" + String(repeating: "0", count: 400), "-" + String(repeating: "9", count: 400), "99", "3",
    "1071.1000000000001", "0.1", "0.1", "1.2.3", "",
  ]

  @Test("agrees with the text readers", arguments: [ValueType.number, .integer])
  func agreesWithTheTextReaders(type: ValueType) throws {
    let reading = try #require(NumberReading(type: type))
    for text in Self.texts {
      #expect(reading.accepts(text) == type.accepts(text), "\(text)")
      #expect(reading.typed(text) == ExpressionValue.typed(text, as: type), "\(text)")
      // What a bound reads a value of the type as: its number, or a whole number too long
      // for a double as an infinity of its sign.
      let infinity: Double = text.hasPrefix("-") ? -.infinity : .infinity
      let expected = NumericText.number(from: text) ?? (NumericText.isInteger(text) ? infinity : nil)
      #expect(reading.bounded(text) == (type.accepts(text) ? expected : nil), "\(text)")
    }
  }

  @Test func aTextNotNumericGetsNoReading() {
    #expect(NumberReading(type: .text) == nil)
    #expect(NumberReading(type: .date) == nil)
    #expect(NumberReading(type: .boolean) == nil)
  }

  /// An aggregate's number, taken with its text, is what the text reads as.
  @Test(arguments: [0.1 + 0.2, 1071.1000000000001, 22, 1e21, .leastNonzeroMagnitude, -3.25])
  func aTakenNumberIsItsTextsReading(number: Double) throws {
    let taken = try #require(NumberReading(type: .number))
    let text = NumericText.format(number)
    taken.take(text, as: number)
    #expect(taken.typed(text) == ExpressionValue.typed(text, as: .number))
    #expect(taken.accepts(text))
  }
}
