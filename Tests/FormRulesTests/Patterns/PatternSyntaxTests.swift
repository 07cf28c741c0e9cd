import Testing

@testable import FormRules

/// ``PatternSyntaxParser`` and the lengths, unit neutrality and first scalars it yields.
@Suite("pattern syntax")
struct PatternSyntaxTests {
  @Test(
    arguments: [
      ("[0-9]{4}", 4, 4),
      ("[A-Za-z0-9_]+", 1, nil),
      ("a|bc|", 0, 2),
      ("(ab)?c{2,5}", 2, 7),
      ("\\d{3}-\\d{4}", 8, 8),
      ("^x*$", 0, nil),
      ("(?:ab|cde){2}", 4, 6),
      ("(?<year>\\d{4})-\\d\\d", 7, 7),
      ("[\\]a-]\\.", 2, 2),
      ("\\x{e9}\\bz", 2, 2),
    ] as [(String, Int, Int?)])
  func lengthRange(pattern: String, minimum: Int, maximum: Int?) throws {
    let syntax = try #require(PatternSyntaxParser.parse(pattern))
    #expect(syntax.lengthRange.min == minimum)
    #expect(syntax.lengthRange.max == maximum)
  }

  @Test(arguments: [
    "(?=a)b", "(a)\\1", "(?i)abc", "\\p{L}+", "a{,3}", "[[:alpha:]]", "(?>a+)", "\\R", "(*UTF)a",
  ])
  func unsupportedSyntaxIsNotGuessed(pattern: String) {
    #expect(PatternSyntaxParser.parse(pattern) == nil)
  }

  @Test func unitNeutralityNeedsASCIIWithoutCarriageReturns() throws {
    #expect(try #require(PatternSyntaxParser.parse("[a-z0-9]{3}")).isUnitNeutral)
    #expect(try #require(PatternSyntaxParser.parse("\\w+")).isUnitNeutral == false)
    #expect(try #require(PatternSyntaxParser.parse("é")).isUnitNeutral == false)
    #expect(try #require(PatternSyntaxParser.parse("[^a]")).isUnitNeutral == false)
    #expect(try #require(PatternSyntaxParser.parse("a\\r")).isUnitNeutral == false)
  }

  @Test func firstScalarsSkipOptionalItems() throws {
    let first = try #require(PatternSyntaxParser.parse("a?b*c")).firstScalars
    for scalar in ["a", "b", "c"] as [Unicode.Scalar] { #expect(first.containsASCII(scalar.value)) }
    #expect(!first.containsASCII(("d" as Unicode.Scalar).value))
  }
}
