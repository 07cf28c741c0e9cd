/// A part of `serve`'s site: the routes it answers. The server asks each part in turn
/// and sends the first response; a request no part answers gets a 404.
protocol HTTPRoutes: Sendable {
  /// The response to `request`, or nil when no route of this part matches its path.
  /// Called on the server's threads, concurrently.
  func respond(to request: HTTPRequest) -> HTTPResponse?
  /// The pattern of the route of this part that `path` matches, for the metrics.
  func routeLabel(for path: String) -> String?
  /// Whether answering `request` may wait on something (a session, a service), so that
  /// the server must answer it on a thread of its own.
  func mayWait(_ request: HTTPRequest) -> Bool
}

extension HTTPRoutes {
  /// The pattern of the route of this part that `path` matches, as the metrics label it
  /// (`/api/forms/{name}/validate`: a label names a route, never a raw path, so that
  /// labels stay few); nil when none does. A part with routes of its own says so.
  func routeLabel(for path: String) -> String? { nil }

  /// Whether answering `request` may wait: none of a part's routes, unless it says so.
  func mayWait(_ request: HTTPRequest) -> Bool { false }
}
