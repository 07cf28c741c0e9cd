/// Sends service requests: HTTP(S) in a real session, canned responses in an example.
package protocol ServiceTransport: Sendable {
  /// Sends `request` and returns the response, or why there is none, within the request's
  /// timeout. Cancelling the calling task aborts the exchange — the connection is closed,
  /// so the server sees the request end — and the call then returns
  /// ``ServiceFailure/cancelled`` promptly.
  func send(_ request: ServiceRequest) async -> Result<ServiceResponse, ServiceFailure>
}
