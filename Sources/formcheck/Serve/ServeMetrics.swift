import FormRules
import Synchronization

/// What `GET /metrics` reports, in the Prometheus text format: requests by route and
/// status, a histogram of request durations, store errors, and the sessions open by kind.
final class ServeMetrics: Sendable {
  /// The histogram's upper bounds, in seconds.
  static let durationBounds: [Double] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
  ]

  /// A count of sessions of one kind (`api`, `page`), read when the metrics are.
  struct SessionGauge: Sendable {
    /// The `kind` label.
    let kind: String
    /// The count now.
    let count: @Sendable () -> Int
  }

  private struct RequestKey: Hashable {
    var route: String
    var status: Int
  }

  private struct State {
    var requests: [RequestKey: Int] = [:]
    /// Per bound of ``durationBounds``, the requests that took at most that long (not
    /// cumulated: the rendering sums them).
    var durationCounts = [Int](repeating: 0, count: ServeMetrics.durationBounds.count)
    var durationSum = 0.0
    var durationCount = 0
    var storeErrors = 0
  }

  private let state = Mutex(State())

  /// Empty metrics.
  init() {}

  /// A request to `route` (a route's pattern, never a raw path: labels stay few) was
  /// answered with `status` after `duration`.
  func recordRequest(route: String, status: Int, duration: Duration) {
    let seconds = duration.seconds
    let bucket = Self.durationBounds.firstIndex { seconds <= $0 }
    state.withLock { state in
      state.requests[RequestKey(route: route, status: status), default: 0] += 1
      if let bucket { state.durationCounts[bucket] += 1 }
      state.durationSum += seconds
      state.durationCount += 1
    }
  }

  /// A store could not be opened or used.
  func recordStoreError() {
    state.withLock { $0.storeErrors += 1 }
  }

  /// The metrics as Prometheus text, with `gauges` read now.
  func render(gauges: [SessionGauge]) -> String {
    let state = state.withLock { $0 }
    var text = """
      # HELP formcheck_http_requests_total HTTP requests answered, by route and status.
      # TYPE formcheck_http_requests_total counter

      """
    let keys = state.requests.keys.sorted { ($0.route, $0.status) < ($1.route, $1.status) }
    for key in keys {
      text += "formcheck_http_requests_total{route=\"\(Self.label(key.route))\",status=\"\(key.status)\"} "
      text += "\(state.requests[key] ?? 0)\n"
    }
    text += """
      # HELP formcheck_http_request_duration_seconds Time from a request's head to its answer sent.
      # TYPE formcheck_http_request_duration_seconds histogram

      """
    var cumulative = 0
    for (bound, count) in zip(Self.durationBounds, state.durationCounts) {
      cumulative += count
      text += "formcheck_http_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)\n"
    }
    text += "formcheck_http_request_duration_seconds_bucket{le=\"+Inf\"} \(state.durationCount)\n"
    text += "formcheck_http_request_duration_seconds_sum \(state.durationSum)\n"
    text += "formcheck_http_request_duration_seconds_count \(state.durationCount)\n"
    text += """
      # HELP formcheck_store_errors_total Stores that could not be opened or used.
      # TYPE formcheck_store_errors_total counter
      formcheck_store_errors_total \(state.storeErrors)
      # HELP formcheck_sessions Form sessions open, by kind.
      # TYPE formcheck_sessions gauge

      """
    for gauge in gauges {
      text += "formcheck_sessions{kind=\"\(Self.label(gauge.kind))\"} \(gauge.count())\n"
    }
    return text
  }

  /// `value` escaped for a label: backslash, double quote and line feed.
  private static func label(_ value: String) -> String {
    var escaped = ""
    for character in value {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
