extension Duration {
  /// The duration in seconds, as a floating-point number (for a timer, a rate, a
  /// histogram or a log line).
  package var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
