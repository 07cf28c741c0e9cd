/// The routes for operators: `GET /healthz` (`{"status":"ok"}` while the server answers)
/// and `GET /metrics` (``ServeMetrics`` in the Prometheus text format). Neither is rate
/// limited (see ``RateLimiter``).
struct OpsRoutes: HTTPRoutes {
  /// The paths.
  static let paths: Set<String> = ["/healthz", "/metrics"]

  let metrics: ServeMetrics
  /// The session counts `/metrics` reports, by kind.
  let gauges: [ServeMetrics.SessionGauge]

  func respond(to request: HTTPRequest) -> HTTPResponse? {
    guard Self.paths.contains(request.path) else { return nil }
    guard request.method == "GET" else {
      return JSONResponse.methodNotAllowed(request.method, allowed: ["GET"])
    }
    if request.path == "/healthz" { return JSONResponse.body(Array("{\"status\":\"ok\"}\n".utf8)) }
    return HTTPResponse(
      status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8",
      body: Array(metrics.render(gauges: gauges).utf8))
  }

  func routeLabel(for path: String) -> String? {
    Self.paths.contains(path) ? path : nil
  }
}
