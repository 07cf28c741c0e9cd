/// One measured figure of a scenario, with the figures it is compared against.
struct Metric: Sendable {
  /// Which way is better for this figure, which decides how an advantage is computed.
  enum Direction: String, Sendable {
    /// More is better (events/s, records/s): advantage = ours / theirs.
    case higher
    /// Less is better (µs, MiB, emissions): advantage = theirs / ours.
    case lower
    /// A count that is checked, not raced (glitches, mismatches): no advantage.
    case exact
  }

  /// The scenario that measured it (`propagation`, `batch`, `compile`, `graph`).
  let scenario: String
  /// What it is, e.g. `events/s`.
  let name: String
  /// The figure: the median of ``samples`` when there are several.
  let value: Double
  /// The unit, for people (`events/s`, `µs`, `MiB`, `count`, `x`).
  let unit: String
  /// How many decimals to print.
  let decimals: Int
  /// Which way is better.
  let direction: Direction
  /// Every timed run (empty for counts).
  let samples: [Double]
  /// Reference figures: peers, floors and goals.
  let comparisons: [Comparison]

  /// Creates a metric.
  init(
    _ scenario: String, _ name: String, _ value: Double, unit: String, decimals: Int = 0,
    direction: Direction = .exact, samples: [Double] = [], comparisons: [Comparison] = []
  ) {
    self.scenario = scenario
    self.name = name
    self.value = value
    self.unit = unit
    self.decimals = decimals
    self.direction = direction
    self.samples = samples
    self.comparisons = comparisons
  }

  /// A timed metric: the median of `statistics`, with every run kept.
  init(
    _ scenario: String, _ name: String, _ statistics: Statistics, unit: String, decimals: Int = 0,
    direction: Direction, comparisons: [Comparison] = []
  ) {
    self.init(
      scenario, name, statistics.median, unit: unit, decimals: decimals, direction: direction,
      samples: statistics.samples, comparisons: comparisons)
  }

  /// How many times better ours is than `comparison` (above 1: ours is better); nil for
  /// checked counts and for zero figures.
  func advantage(over comparison: Comparison) -> Double? {
    switch direction {
    case .exact: return nil
    case .higher: return comparison.value > 0 ? value / comparison.value : nil
    case .lower: return value > 0 ? comparison.value / value : nil
    }
  }
}

/// A reference figure a metric is compared against.
struct Comparison: Sendable {
  /// What it is, e.g. `RxSwift 6.10 (RESULTS.md A)`.
  let label: String
  /// The figure, in the metric's unit.
  let value: Double
}
