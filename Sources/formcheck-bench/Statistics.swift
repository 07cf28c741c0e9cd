/// Summary statistics of repeated measurements.
struct Statistics: Sendable {
  /// Every measurement, in the order taken.
  let samples: [Double]

  /// The median (the mean of the middle two for an even count); 0 when there are none.
  var median: Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The smallest measurement; 0 when there are none.
  var minimum: Double { samples.min() ?? 0 }

  /// The largest measurement; 0 when there are none.
  var maximum: Double { samples.max() ?? 0 }

  /// The nearest-rank `fraction` percentile (0.99: the value 99% of the samples are at or
  /// below); 0 when there are none.
  func percentile(_ fraction: Double) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count, max(1, rank)) - 1]
  }
}
