/// The parts of `formcheck serve`'s site, in the order the server asks them: the one place
/// the routes are composed.
enum ServeRoutes {
  /// Every part of the site serving `site`, its API sessions in `pools` (by form name).
  static func all(
    site: ServedSite, pools: [String: FormSessionPool], options: ServeOptions, metrics: ServeMetrics
  ) -> [any HTTPRoutes] {
    let apiSessions = ServeMetrics.SessionGauge(kind: "api") { pools.values.reduce(0) { $0 + $1.count } }
    return [
      IndexRoutes(site: site),
      APIRoutes(site: site, pools: pools, metrics: metrics),
      OpsRoutes(metrics: metrics, gauges: [apiSessions]),
      // The live pages (`/forms/NAME`, their sessions and assets) join this list, built
      // from `options` (page session limits), and add their gauge to OpsRoutes' gauges.
    ]
  }
}
