/// A part of `serve`'s site: the routes it answers. The server asks each part in turn
/// and sends the first response; a request no part answers gets a 404.
protocol HTTPRoutes: Sendable {
  /// The response to `request`, or nil when no route of this part matches its path.
  /// Called on the server's threads, concurrently.
  func respond(to request: HTTPRequest) -> HTTPResponse?
}
