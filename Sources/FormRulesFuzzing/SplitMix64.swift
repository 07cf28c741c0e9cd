/// A small deterministic pseudo-random generator (SplitMix64): the same seed gives the same
/// sequence on every machine and Swift version, unlike `SystemRandomNumberGenerator`, so
/// randomized tests, generated fuzz inputs and the benchmark's workloads reproduce.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator starting from `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly drawn integer in `range`.
  package mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// Whether an event of probability `probability` happens.
  package mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }
}
