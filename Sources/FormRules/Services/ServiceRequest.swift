/// One request to a service, resolved from a spec's request line (`GET /users/{key}`) and
/// ready to send: every placeholder filled, every `${VAR}` of the service's URL and headers
/// read from the environment.
///
/// The URL and the header values may hold secrets (a token, credentials in the URL), so a
/// request is never printed whole: messages, logs and examples name it by ``route`` only.
package struct ServiceRequest: Sendable {
  /// The name of the service in the spec (`services: { api: … }`).
  package var service: String
  /// The HTTP method: `GET`, `POST`, `PUT`, `PATCH` or `DELETE`.
  package var method: String
  /// The absolute URL: the service's `url` followed by the path, each placeholder replaced
  /// by its value, percent-encoded.
  package var url: String
  /// `METHOD /path` as the spec writes it, placeholders filled (not percent-encoded), relative
  /// to the service: what messages name, and what an example's `responses:` are keyed by.
  package var route: String
  /// Header names and values, in the order the spec gives them.
  package var headers: [(name: String, value: String)]
  /// The JSON body of a `POST`, `PUT` or `PATCH`, if any.
  package var body: [UInt8]?
  /// How long the whole exchange may take, connecting included.
  package var timeout: Duration

  /// Creates a request.
  package init(
    service: String, method: String, url: String, route: String,
    headers: [(name: String, value: String)] = [], body: [UInt8]? = nil, timeout: Duration
  ) {
    self.service = service
    self.method = method
    self.url = url
    self.route = route
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }
}

extension ServiceRequest: CustomStringConvertible {
  /// The service and the route, never the URL nor the headers.
  package var description: String { "\(service): \(route)" }
}
