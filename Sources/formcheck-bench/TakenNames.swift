import FormRulesFuzzing

/// The 10,000 taken user names of the propagation and graph-build scenarios, made from
/// syllables and digits the way the peers' generator makes them (deterministic, ≥ 6
/// characters, distinct).
enum TakenNames {
  private static let syllables = [
    "al", "be", "ca", "do", "el", "fa", "gi", "ho", "ja", "ka", "li", "mo", "na", "ol", "pe",
    "qu", "ri", "sa", "te", "ul", "vi", "wa", "xe", "yo", "za", "an", "er", "in", "on", "us",
  ]

  /// `count` distinct names drawn with `seed`.
  static func generate(count: Int = 10_000, seed: UInt64 = 20_240_611) -> [String] {
    var random = SplitMix64(seed: seed)
    var names: [String] = []
    var seen: Set<String> = []
    while names.count < count {
      var name = ""
      for _ in 0..<random.int(in: 2...4) { name += syllable(&random) }
      let style = random.int(in: 0...9)
      if style < 5 {
        name += String(random.int(in: 0...9999))
      } else if style < 7 {
        name += "_" + syllable(&random) + syllable(&random)
      }
      guard name.utf8.count >= 6, seen.insert(name).inserted else { continue }
      names.append(name)
    }
    return names
  }

  /// One syllable drawn with `random`.
  private static func syllable(_ random: inout SplitMix64) -> String {
    syllables[random.int(in: 0...(syllables.count - 1))]
  }
}
