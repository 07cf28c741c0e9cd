/// Builds values a pattern should match, of a chosen length in scalars, from its
/// ``PatternSyntax``: each class contributes one of its readable members, alternatives
/// are tried in order, and repetitions are stretched to reach the length.
///
/// Samples are candidates only: whoever uses them matches them with ``CompiledPattern``
/// first (assertions such as `\b` are not modelled here).
package struct PatternSampler {
  /// The pattern's syntax.
  let syntax: PatternSyntax
  /// Which member of each class to use: 0 for the most readable, 1 for the next…
  let variant: Int
  /// Building steps left: a pattern whose lengths do not line up cannot make the search
  /// take long.
  private var budget = 10_000

  /// A sampler of `syntax` using the `variant`-th readable member of each class.
  package init(syntax: PatternSyntax, variant: Int) {
    self.syntax = syntax
    self.variant = variant
  }

  /// A value of exactly `length` scalars, or nil when none is found (always nil beyond
  /// ``CandidateGenerator/longestCandidate``).
  package mutating func sample(length: Int) -> String? {
    guard length <= CandidateGenerator.longestCandidate else { return nil }
    budget = 10_000
    return build(syntax, length: length).map { String(String.UnicodeScalarView($0)) }
  }

  private mutating func build(_ node: PatternSyntax, length: Int) -> [Unicode.Scalar]? {
    let range = node.lengthRange
    budget -= 1
    guard budget > 0, length >= range.min, range.max.map({ length <= $0 }) ?? true else {
      return nil
    }
    switch node {
    case .assertion:
      return []
    case .atom(let set):
      let samples = set.samples
      guard !samples.isEmpty else { return nil }
      return [samples[variant % samples.count]]
    case .alternation(let alternatives):
      for alternative in alternatives {
        if let built = build(alternative, length: length) { return built }
      }
      return nil
    case .sequence(let items):
      return buildSequence(items[...], length: length)
    case .repetition(let body, let low, let high, _, _):
      let bodyRange = body.lengthRange
      let upper = high ?? max(low, length)
      for count in low...max(low, upper) {
        let (needed, overflow) = count.multipliedReportingOverflow(by: bodyRange.min)
        guard budget > 0, !overflow, needed <= length else { break }
        if count == 0 {
          if length == 0 { return [] }
          continue
        }
        if let built = buildCopies(body, count: count, length: length) { return built }
      }
      return nil
    }
  }

  /// `items` in order, `length` scalars in all: each item gets its minimum, and what is
  /// left goes to the earliest items that can take it.
  private mutating func buildSequence(_ items: ArraySlice<PatternSyntax>, length: Int) -> [Unicode.Scalar]? {
    guard let first = items.first else { return length == 0 ? [] : nil }
    let rest = items.dropFirst()
    // Capped just past `length` (item minimums are at most a quarter of `Int.max`).
    let restMinimum = rest.reduce(0) { min($0 + $1.lengthRange.min, length + 1) }
    guard restMinimum <= length else { return nil }
    let firstRange = first.lengthRange
    var share = min(length - restMinimum, firstRange.max ?? Int.max)
    while share >= firstRange.min, budget > 0 {
      if let head = build(first, length: share),
        let tail = buildSequence(rest, length: length - share)
      {
        return head + tail
      }
      share -= 1
    }
    return nil
  }

  /// `count` copies of `body`, `length` scalars in all, as evenly shared as possible.
  private mutating func buildCopies(_ body: PatternSyntax, count: Int, length: Int) -> [Unicode.Scalar]? {
    var result: [Unicode.Scalar] = []
    var remaining = length
    for copy in 0..<count {
      let copiesLeft = count - copy
      let share = remaining / copiesLeft + (remaining % copiesLeft > 0 ? 1 : 0)
      guard let built = build(body, length: share) ?? build(body, length: remaining / copiesLeft)
      else { return nil }
      result += built
      remaining -= built.count
    }
    return remaining == 0 ? result : nil
  }
}
