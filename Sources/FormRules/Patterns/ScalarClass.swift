/// The scalars one position of a pattern can match, as the analyses see them: exact for
/// ASCII (a 128-bit set), exact for non-ASCII scalars written out (`é`, `[à-ÿ]`), and a
/// flag for "other non-ASCII scalars too" (`\w`, `.`, `[^a]` under PCRE2's Unicode
/// properties), where the exact set is not worked out.
package struct ScalarClass: Equatable {
  /// ASCII scalars 0–63.
  private var low: UInt64 = 0
  /// ASCII scalars 64–127.
  private var high: UInt64 = 0
  /// Non-ASCII scalars written out explicitly.
  private(set) var nonASCIIRanges: [ClosedRange<UInt32>] = []
  /// Whether the class also holds non-ASCII scalars not listed in `nonASCIIRanges`.
  private(set) var hasUnlistedNonASCII = false

  /// The empty class.
  init() {}

  /// The class of the single scalar `scalar`.
  init(_ scalar: Unicode.Scalar) { insert(scalar.value...scalar.value) }

  /// The class of the scalars in `range`.
  init(_ range: ClosedRange<UInt32>) { insert(range) }

  /// `\d`: ASCII digits, and (with Unicode properties) other decimal digits.
  static let digits: ScalarClass = {
    var set = ScalarClass(UInt32(48)...57)
    set.hasUnlistedNonASCII = true
    return set
  }()

  /// `\w`: letters, digits and `_`, Unicode-aware.
  static let word: ScalarClass = {
    var set = ScalarClass(UInt32(48)...57)
    set.insert(65...90)
    set.insert(97...122)
    set.insert(95...95)
    set.hasUnlistedNonASCII = true
    return set
  }()

  /// `\s`: white space, Unicode-aware.
  static let space: ScalarClass = {
    var set = ScalarClass(UInt32(9)...13)
    set.insert(32...32)
    set.hasUnlistedNonASCII = true
    return set
  }()

  /// `\h`: horizontal white space.
  static let horizontalSpace: ScalarClass = {
    var set = ScalarClass(UInt32(9)...9)
    set.insert(32...32)
    set.hasUnlistedNonASCII = true
    return set
  }()

  /// `\v`: vertical white space.
  static let verticalSpace: ScalarClass = {
    var set = ScalarClass(UInt32(10)...13)
    set.hasUnlistedNonASCII = true
    return set
  }()

  /// `.`: any scalar but a line feed.
  static let anyButNewline: ScalarClass = ScalarClass(UInt32(10)...10).inverted

  /// Whether every scalar of the class is ASCII other than a carriage return, so that a
  /// scalar of it is one character in every length unit (`\r\n` would be one grapheme).
  var isUnitNeutral: Bool { nonASCIIRanges.isEmpty && !hasUnlistedNonASCII && !containsASCII(13) }

  /// Whether the ASCII scalar `value` (0–127) is in the class.
  package func containsASCII(_ value: UInt32) -> Bool {
    value < 64 ? low & (1 << UInt64(value)) != 0 : high & (1 << UInt64(value - 64)) != 0
  }

  /// Adds the scalars in `range`.
  mutating func insert(_ range: ClosedRange<UInt32>) {
    var value = range.lowerBound
    while value <= range.upperBound && value < 128 {
      if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
      value += 1
    }
    if range.upperBound >= 128 { nonASCIIRanges.append(max(range.lowerBound, 128)...range.upperBound) }
  }

  /// Adds every scalar of `other`.
  mutating func formUnion(_ other: ScalarClass) {
    low |= other.low
    high |= other.high
    nonASCIIRanges += other.nonASCIIRanges
    hasUnlistedNonASCII = hasUnlistedNonASCII || other.hasUnlistedNonASCII
  }

  /// The complement: every ASCII scalar not in the class, and non-ASCII scalars (not worked
  /// out exactly).
  var inverted: ScalarClass {
    var set = ScalarClass()
    set.low = ~low
    set.high = ~high
    set.hasUnlistedNonASCII = true
    return set
  }

  /// Whether some scalar may be in both classes (unlisted non-ASCII scalars count as
  /// possibly shared, so the answer errs towards yes).
  func mayOverlap(_ other: ScalarClass) -> Bool {
    if low & other.low != 0 || high & other.high != 0 { return true }
    let mine = !nonASCIIRanges.isEmpty || hasUnlistedNonASCII
    let theirs = !other.nonASCIIRanges.isEmpty || other.hasUnlistedNonASCII
    if hasUnlistedNonASCII && theirs || other.hasUnlistedNonASCII && mine { return true }
    return nonASCIIRanges.contains { range in other.nonASCIIRanges.contains { $0.overlaps(range) } }
  }

  /// Members to build sample values from, most readable first: lower-case letters,
  /// digits, upper-case letters, other printable ASCII, then listed non-ASCII scalars.
  var samples: [Unicode.Scalar] {
    let ranges: [ClosedRange<UInt32>] = [97...122, 48...57, 65...90, 32...126]
    var result: [Unicode.Scalar] = []
    for range in ranges {
      for value in range where containsASCII(value) {
        if let scalar = Unicode.Scalar(value), !result.contains(scalar) { result.append(scalar) }
      }
    }
    for range in nonASCIIRanges {
      if let scalar = Unicode.Scalar(range.lowerBound) { result.append(scalar) }
    }
    return result
  }
}
