import FormRules

/// `serve`'s ``HTTPResponder``: refuses a `Host` that does not name the server (421; but
/// for `/healthz`, which a load balancer may ask by any name and which tells nothing),
/// takes the client's address from `X-Forwarded-For` when the request comes from a
/// trusted proxy (the parts apply the rate limit to it), asks each part of the site in
/// turn (the first response wins, none is a 404; a `HEAD` request is asked as a `GET`, and
/// libmicrohttpd sends the head of its answer only), refuses bodies over the limit, and
/// counts and logs every exchange — one line on standard error per request, `METHOD PATH
/// STATUS DURATIONms`, the path without its query (values never reach the log) and
/// terminal-safe.
struct ServeResponder: HTTPResponder {
  let routes: [any HTTPRoutes]
  /// The names a request's `Host` may give.
  let hosts: HostAllowList
  /// The proxies whose `X-Forwarded-For` names the client.
  let proxies: TrustedProxies
  let metrics: ServeMetrics
  /// Whether to log each request.
  let logs: Bool

  /// The responder of a site serving `loaded` in `environment` — its index, live pages
  /// (returned too: stopping the server ends their sessions first), API and operations
  /// routes — answering to `hosts`, with at most `rate` taps, new page sessions and form
  /// posts a second from one client address (nil: no limit), `X-Forwarded-For` trusted
  /// from `proxies`.
  static func site(
    of loaded: [ServedFormLoader.Loaded], environment: FormEnvironment, pages options: PageOptions,
    hosts: HostAllowList, rate: Int?, proxies: TrustedProxies = TrustedProxies(),
    logs: Bool
  ) -> (responder: ServeResponder, pages: PageRoutes) {
    let site = ServedSite(forms: loaded.map(\.form), environment: environment)
    var pools: [String: FormSessionPool] = [:]
    for entry in loaded {
      pools[entry.form.name] = FormSessionPool(
        spec: entry.form.spec, source: entry.source, environment: environment)
    }
    let metrics = ServeMetrics()
    let limiter = rate.map(RateLimiter.init)
    var pages = PageRoutes(site: site, options: options)
    pages.allowedHosts = hosts.extraNames
    pages.limiter = limiter
    let responder = ServeResponder(
      routes: ServeRoutes.all(site: site, pools: pools, pages: pages, limiter: limiter, metrics: metrics),
      hosts: hosts, proxies: proxies, metrics: metrics, logs: logs)
    return (responder, pages)
  }

  func respond(to request: HTTPRequest) -> HTTPResponse {
    if request.path != "/healthz", let host = request.header("host"), !hosts.allows(host: host) {
      return JSONResponse.error(
        421, "this server does not answer to that host name: start it with --allowed-host NAME")
    }
    var request = request
    request.clientAddress = proxies.clientAddress(of: request)
    if request.method == "HEAD" { request.method = "GET" }
    for part in routes {
      if let response = part.respond(to: request) { return response }
    }
    return JSONResponse.error(404, "no such page")
  }

  func mayWait(_ request: HTTPRequest) -> Bool {
    routes.contains { $0.mayWait(request) }
  }

  func bodyTooLarge(limit: Int) -> HTTPResponse {
    JSONResponse.error(
      413, "the request body is larger than \(limit) bytes", headers: [("Connection", "close")])
  }

  func malformed(_ reason: String) -> HTTPResponse {
    JSONResponse.error(400, reason, headers: [("Connection", "close")])
  }

  func finished(_ exchange: HTTPExchange) {
    let route = routes.lazy.compactMap { $0.routeLabel(for: exchange.path) }.first ?? "other"
    metrics.recordRequest(route: route, status: exchange.status, duration: exchange.duration)
    guard logs else { return }
    let rounded = (exchange.duration.seconds * 100_000).rounded() / 100
    Console.error(VisibleText.escaped("\(exchange.method) \(exchange.path) \(exchange.status) \(rounded)ms"))
  }
}
