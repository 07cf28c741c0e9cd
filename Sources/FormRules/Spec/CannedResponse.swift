/// One of an example's `responses:`: what a service answers a route with, on the virtual
/// clock — `"GET /users/alice_1": { status: 200, body: {…}, latency: 300ms }`, or just
/// `"GET /users/bob": 404`.
package struct CannedResponse: Sendable, Equatable {
  /// The route answered, `METHOD /path` as requests are named (placeholders filled, not
  /// percent-encoded), where the example writes it.
  package var route: Located<String>
  /// The HTTP status (default 200).
  package var status: Int
  /// The body, as JSON (empty when none is given).
  package var body: [UInt8]
  /// How long the answer takes on the virtual clock (default zero).
  package var latency: Duration
}
