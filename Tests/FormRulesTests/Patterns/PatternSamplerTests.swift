import Testing

@testable import FormRules

/// ``PatternSampler``: samples have the length asked for and PCRE2 agrees they match.
@Suite("pattern sampler")
struct PatternSamplerTests {
  @Test(arguments: [
    ("[0-9]{4}", [4]),
    ("[A-Za-z0-9_]+", [1, 6, 20]),
    ("[A-Z][a-z]+(-[A-Z][a-z]+)?", [2, 5, 9]),
    ("\\d{3}-\\d{4}", [8]),
    ("(?:ab|cde){2}", [4, 5, 6]),
    ("[^@ ]+@[^@ ]+\\.[a-z]{2,}", [6, 12]),
    ("é?x+", [1, 3]),
  ])
  func samplesMatchTheirPattern(pattern: String, lengths: [Int]) throws {
    let syntax = try #require(PatternSyntaxParser.parse(pattern))
    let compiled = try CompiledPattern.compile(pattern).get()
    for variant in 0..<3 {
      var sampler = PatternSampler(syntax: syntax, variant: variant)
      for length in lengths {
        let sampled = sampler.sample(length: length)
        let sample = try #require(sampled, "\(pattern) at \(length)")
        #expect(sample.unicodeScalars.count == length)
        #expect(compiled.matches(sample) == .match, "\(sample) should match \(pattern)")
      }
    }
  }

  @Test func impossibleLengthsGiveNothing() throws {
    var sampler = PatternSampler(syntax: try #require(PatternSyntaxParser.parse("[0-9]{4}")), variant: 0)
    #expect(sampler.sample(length: 6) == nil)
    #expect(sampler.sample(length: 0) == nil)
  }

  /// Lengths a spec could ask for are never built beyond the longest candidate, and
  /// lengths near `Int.max` do not overflow.
  @Test(arguments: ["a*", "(a{2,65535}){65535}b", "(ab|c{9999}){3,65535}", "x{1,}y{5}"])
  func hugeLengthsAreRefusedAndLongOnesBounded(pattern: String) throws {
    let syntax = try #require(PatternSyntaxParser.parse(pattern))
    var sampler = PatternSampler(syntax: syntax, variant: 0)
    for length in [Int.max, Int.max / 4, 1 << 40, CandidateGenerator.longestCandidate + 1] {
      #expect(sampler.sample(length: length) == nil)
    }
    let longest = sampler.sample(length: CandidateGenerator.longestCandidate)
    #expect(longest.map { $0.unicodeScalars.count == CandidateGenerator.longestCandidate } ?? true)
  }
}
