import FormRules

extension FuzzTarget {
  /// Sample lengths tried for every pattern, besides its shortest match length.
  static let sampleLengths = 0...6

  /// Pattern text → PCRE2 and the pattern-syntax analyses. When the analyses understand
  /// the pattern, what they claim must hold for the values PCRE2 matches: the sampler
  /// builds values of exactly the length asked for; a matching value's length lies in
  /// `lengthRange`, its first scalar (when ASCII) is in `firstScalars`, and a unit-neutral
  /// pattern matches only values of one length in every unit. Backtracking findings point
  /// into the pattern.
  static func runPattern(_ input: [UInt8]) {
    let pattern = String(decoding: input, as: UTF8.self)
    let compiled = try? CompiledPattern.compile(pattern, jit: false).get()
    guard let syntax = PatternSyntaxParser.parse(pattern) else { return }
    let scalarCount = pattern.unicodeScalars.count
    for finding in BacktrackingDetector.findings(in: syntax)
    where finding.source.lowerBound < 0 || finding.source.upperBound > scalarCount {
      violated("backtracking finding \(finding.source) outside '\(pattern)' (\(scalarCount) scalars)")
    }
    let range = syntax.lengthRange
    var lengths = Array(sampleLengths)
    if range.min < 64 { lengths.append(range.min) }
    for variant in 0..<2 {
      var sampler = PatternSampler(syntax: syntax, variant: variant)
      for length in lengths {
        guard let sample = sampler.sample(length: length) else { continue }
        guard sample.unicodeScalars.count == length else {
          violated("'\(pattern)' sampled '\(sample)' for length \(length)")
        }
        if let compiled, compiled.matches(sample) == .match {
          checkMatch(sample, of: pattern, syntax: syntax)
        }
      }
    }
  }

  /// The analyses' claims about `syntax`, checked against `value`, which PCRE2 matches.
  private static func checkMatch(_ value: String, of pattern: String, syntax: PatternSyntax) {
    let scalars = value.unicodeScalars
    let range = syntax.lengthRange
    guard scalars.count >= range.min, range.max.map({ scalars.count <= $0 }) ?? true else {
      violated("'\(pattern)' matches '\(value)', outside its length range \(range)")
    }
    if let first = scalars.first, first.isASCII, !syntax.firstScalars.containsASCII(first.value) {
      violated("'\(pattern)' matches '\(value)', whose first scalar is not in its first scalars")
    }
    if syntax.isUnitNeutral {
      let counts = [value.count, value.utf8.count, value.utf16.count]
      guard counts.allSatisfy({ $0 == scalars.count }) else {
        violated("'\(pattern)' is unit-neutral but matches '\(value)' of lengths \(counts)")
      }
    }
  }
}
