/// A `pattern` parsed into the subset of PCRE2 syntax the analyses understand: literals,
/// escapes such as `\d` and `\w`, character classes, `.`, groups, alternation, anchors and
/// quantifiers. ``PatternSyntaxParser`` returns nil for anything else (look-arounds,
/// back-references, inline options, `\p{…}`, verbs), and the analyses then say nothing.
package indirect enum PatternSyntax: Equatable {
  /// One scalar out of a class.
  case atom(ScalarClass)
  /// Items one after the other (an empty sequence matches the empty string).
  case sequence([PatternSyntax])
  /// One of several alternatives.
  case alternation([PatternSyntax])
  /// `body` repeated `min` to `max` times (nil: no upper bound). `source` is the scalar
  /// range of the repeated item and its quantifier in the pattern; `possessive` is true
  /// for `*+`, `++`, `?+`, `{…}+`, which never backtrack into the repetition.
  case repetition(
    PatternSyntax, min: Int, max: Int?, possessive: Bool, source: Range<Int>)
  /// A zero-width assertion (`^`, `$`, `\b`, `\A`, …).
  case assertion

  /// The fewest and most scalars a match can have (nil maximum: unbounded).
  package var lengthRange: (min: Int, max: Int?) {
    switch self {
    case .atom: return (1, 1)
    case .assertion: return (0, 0)
    case .sequence(let items):
      return items.reduce((min: 0, max: Optional(0))) { total, item in
        let range = item.lengthRange
        let maximum = total.max.flatMap { sum in range.max.flatMap { Self.add(sum, $0) } }
        return (Self.add(total.min, range.min) ?? Self.huge, maximum)
      }
    case .alternation(let alternatives):
      let ranges = alternatives.map(\.lengthRange)
      let minimum = ranges.map(\.min).min() ?? 0
      let maximum = ranges.contains { $0.max == nil } ? nil : ranges.compactMap(\.max).max() ?? 0
      return (minimum, maximum)
    case .repetition(let body, let low, let high, _, _):
      let range = body.lengthRange
      let minimum = Self.multiply(range.min, low) ?? Self.huge
      guard let high, let bodyMax = range.max else { return (minimum, range.max == 0 ? 0 : nil) }
      return (minimum, Self.multiply(bodyMax, high))
    }
  }

  /// Whether it can match the empty string.
  var isNullable: Bool { lengthRange.min == 0 }

  /// Whether every scalar it can match is one character in every length unit.
  package var isUnitNeutral: Bool {
    switch self {
    case .atom(let set): set.isUnitNeutral
    case .assertion: true
    case .sequence(let items), .alternation(let items): items.allSatisfy(\.isUnitNeutral)
    case .repetition(let body, _, _, _, _): body.isUnitNeutral
    }
  }

  /// The scalars a non-empty match can start with.
  package var firstScalars: ScalarClass {
    switch self {
    case .atom(let set): return set
    case .assertion: return ScalarClass()
    case .alternation(let alternatives):
      return alternatives.reduce(into: ScalarClass()) { $0.formUnion($1.firstScalars) }
    case .repetition(let body, _, let high, _, _):
      return high == 0 ? ScalarClass() : body.firstScalars
    case .sequence(let items):
      var set = ScalarClass()
      for item in items {
        set.formUnion(item.firstScalars)
        if !item.isNullable { break }
      }
      return set
    }
  }

  /// A bound on lengths far beyond any value's length, used when a product overflows.
  private static let huge = Int.max / 4

  private static func add(_ lhs: Int, _ rhs: Int) -> Int? {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow || sum > huge ? nil : sum
  }

  private static func multiply(_ lhs: Int, _ rhs: Int) -> Int? {
    let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    return overflow || product > huge ? nil : product
  }
}
