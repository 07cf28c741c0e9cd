/// What a service answered: the HTTP status and the body.
package struct ServiceResponse: Sendable, Equatable {
  /// The HTTP status code, such as 200 or 404.
  package var status: Int
  /// The body, at most ``ServiceFailure/largestBody`` bytes.
  package var body: [UInt8]

  /// Creates a response.
  package init(status: Int, body: [UInt8] = []) {
    self.status = status
    self.body = body
  }
}
