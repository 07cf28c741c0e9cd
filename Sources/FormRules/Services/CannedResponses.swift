/// The answers of an example's `responses:`, by route: what a session that runs an
/// example (or `check`'s witness search) gets instead of sending requests. Each answers
/// every request for its route, after its latency on the virtual clock.
package struct CannedResponses: Sendable {
  /// One answer and how long it takes.
  package struct Answer: Sendable, Equatable {
    /// The response.
    package let response: ServiceResponse
    /// How long it takes on the virtual clock.
    package let latency: Duration
  }

  /// What answers a route with no canned response.
  package enum Fallback: Sendable {
    /// Nothing: the request fails (``ServiceFailure/notCanned``), and the example with it.
    case fail
    /// What `check`'s analysis assumes of services, at once: a `GET` (a lookup) finds
    /// nothing (404), as of every store; any other request is accepted (200,
    /// `{"valid": true}`), as a service validator would.
    case assumed
  }

  /// The body of an accepted request under ``Fallback/assumed``.
  private static let accepted = Array(#"{"valid":true}"#.utf8)

  /// The answers, by route.
  let answers: [String: Answer]
  /// What answers the other routes.
  let fallback: Fallback

  /// The answers of `responses` (the first one written for a route counts).
  package init(_ responses: [CannedResponse], fallback: Fallback = .fail) {
    var answers: [String: Answer] = [:]
    for canned in responses where answers[canned.route.value] == nil {
      answers[canned.route.value] = Answer(
        response: ServiceResponse(status: canned.status, body: canned.body), latency: canned.latency)
    }
    self.answers = answers
    self.fallback = fallback
  }

  /// The answer to `route`, or nil when the request fails.
  package func answer(to route: String) -> Answer? {
    if let answer = answers[route] { return answer }
    switch fallback {
    case .fail: return nil
    case .assumed:
      let response =
        route.hasPrefix("GET ")
        ? ServiceResponse(status: 404) : ServiceResponse(status: 200, body: Self.accepted)
      return Answer(response: response, latency: .zero)
    }
  }
}
