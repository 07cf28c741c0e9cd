/// The parts of `formcheck serve`'s site, in the order the server asks them: the one place
/// the routes are composed.
enum ServeRoutes {
  /// Every part of the site serving `site`: its API sessions in `pools` (by form name),
  /// its live pages' sessions in `pages`, the API's taps within `limiter`'s rate.
  static func all(
    site: ServedSite, pools: [String: FormSessionPool], pages: PageRoutes, limiter: RateLimiter?,
    metrics: ServeMetrics
  ) -> [any HTTPRoutes] {
    let apiSessions = ServeMetrics.SessionGauge(kind: "api") { pools.values.reduce(0) { $0 + $1.count } }
    let pageSessions = ServeMetrics.SessionGauge(kind: "page") { pages.sessionCount }
    return [
      IndexRoutes(site: site),
      pages,
      APIRoutes(site: site, pools: pools, limiter: limiter, metrics: metrics),
      OpsRoutes(metrics: metrics, gauges: [apiSessions, pageSessions]),
    ]
  }
}
