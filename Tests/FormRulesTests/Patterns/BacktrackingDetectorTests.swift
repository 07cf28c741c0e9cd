import Testing

@testable import FormRules

/// ``BacktrackingDetector``: the classic catastrophic shapes are found, safe look-alikes
/// are not.
@Suite("backtracking detector")
struct BacktrackingDetectorTests {
  @Test(arguments: [
    ("(a+)+", BacktrackingDetector.Shape.nestedRepetition, 0..<5),
    ("(a*)*", .nestedRepetition, 0..<5),
    ("x(\\w+\\s?)*y", .nestedRepetition, 1..<10),
    ("(a|a)*", .overlappingAlternatives, 0..<6),
    ("(a|ab)+", .overlappingAlternatives, 0..<7),
    ("(\\w|\\d)+", .overlappingAlternatives, 0..<8),
    ("((ab)*c?)+", .nestedRepetition, 0..<10),
  ])
  func findsCatastrophicShapes(pattern: String, shape: BacktrackingDetector.Shape, source: Range<Int>) throws
  {
    let syntax = try #require(PatternSyntaxParser.parse(pattern))
    #expect(BacktrackingDetector.findings(in: syntax) == [.init(shape: shape, source: source)])
  }

  @Test(arguments: [
    "[A-Za-z0-9_]+", "([a-z]+-)*[a-z]+", "(a|b)*", "(a++)+", "(\\d+,)*\\d+", "(ab|cd){1,3}",
    "(a+){3}",
  ])
  func leavesSafePatternsAlone(pattern: String) throws {
    let syntax = try #require(PatternSyntaxParser.parse(pattern))
    #expect(BacktrackingDetector.findings(in: syntax).isEmpty)
  }

  @Test func theFlaggedPatternsReallyHitPCRE2sLimit() throws {
    for pattern in ["(a+)+b", "(a|a)*b", "(\\w+\\s?)*b"] {
      let syntax = try #require(PatternSyntaxParser.parse(pattern))
      #expect(!BacktrackingDetector.findings(in: syntax).isEmpty)
      let compiled = try CompiledPattern.compile(pattern).get()
      #expect(compiled.matches(String(repeating: "a", count: 40) + "!b") == .limitExceeded)
    }
  }
}
