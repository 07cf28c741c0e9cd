/// Finds the shapes that make a backtracking matcher such as PCRE2 take exponential time
/// on a value that almost matches: an unbounded repetition of something that can itself
/// match the same text in many ways.
///
/// Two shapes are recognised, both under an unbounded, non-possessive repetition:
/// * a nested unbounded repetition that can make up a whole iteration on its own
///   (`(a+)+`, `(a*)*`, `(\w+\s?)*`) — the outer and inner loops can split a run of
///   scalars in exponentially many ways;
/// * alternatives that can start with the same scalar (`(a|a)*`, `(a|ab)*`,
///   `(\w|\d)+`) — each iteration can choose either.
/// A repetition whose iterations must be separated by something the inner loop cannot
/// match (`([a-z]+-)*`) is not reported. PCRE2's step limit still bounds every match;
/// these warnings say that such a pattern can hit the limit and fail valid-looking values.
package enum BacktrackingDetector {
  /// Why a repetition can backtrack catastrophically.
  enum Shape: Equatable {
    /// A repetition inside a repetition.
    case nestedRepetition
    /// Alternatives under a repetition that can match the same text.
    case overlappingAlternatives
  }

  /// One risky repetition: its shape and the scalar range of its source in the pattern.
  package struct Finding: Equatable {
    /// Why it is risky.
    var shape: Shape
    /// The repetition's scalars in the pattern (item and quantifier).
    package var source: Range<Int>
  }

  /// The risky repetitions of `syntax`, outermost first; a repetition nested inside a
  /// reported one is not reported again.
  package static func findings(in syntax: PatternSyntax) -> [Finding] {
    switch syntax {
    case .atom, .assertion:
      return []
    case .sequence(let items), .alternation(let items):
      return items.flatMap { findings(in: $0) }
    case .repetition(let body, _, let max, let possessive, let source):
      if max == nil, !possessive {
        if canFillIteration(body) { return [Finding(shape: .nestedRepetition, source: source)] }
        if hasOverlappingAlternatives(body) {
          return [Finding(shape: .overlappingAlternatives, source: source)]
        }
      }
      return findings(in: body)
    }
  }

  /// Whether an unbounded, non-possessive repetition that matches something non-empty
  /// can make up the whole of `syntax` (everything else in it being optional).
  private static func canFillIteration(_ syntax: PatternSyntax) -> Bool {
    switch syntax {
    case .atom, .assertion:
      return false
    case .repetition(let body, _, let max, let possessive, _):
      if max == nil, !possessive, body.lengthRange.max != 0 { return true }
      return max == 1 && canFillIteration(body)
    case .alternation(let alternatives):
      return alternatives.contains(where: canFillIteration)
    case .sequence(let items):
      return items.indices.contains { index in
        canFillIteration(items[index])
          && items.indices.allSatisfy { $0 == index || items[$0].isNullable }
      }
    }
  }

  /// Whether `syntax` is (a group around) alternatives of which two can start alike.
  private static func hasOverlappingAlternatives(_ syntax: PatternSyntax) -> Bool {
    switch syntax {
    case .alternation(let alternatives):
      let firsts = alternatives.map(\.firstScalars)
      for (index, first) in firsts.enumerated() {
        for other in firsts[(index + 1)...] where first.mayOverlap(other) { return true }
      }
      return false
    case .sequence(let items) where items.count == 1:
      return hasOverlappingAlternatives(items[0])
    default:
      return false
    }
  }
}
