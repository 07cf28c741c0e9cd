/// The connections HTTP service requests share: at most ``connections`` open at once, kept
/// alive between requests, served by one thread. A process normally uses ``shared``; a pool
/// of one's own (a test's) closes its connections and ends its thread when released.
package final class HTTPConnectionPool: Sendable {
  /// The pool of the process.
  package static let shared = HTTPConnectionPool()

  /// How many connections may be open at once (also how many idle ones are kept).
  package static let connections = 16

  /// The thread and its multi handle; nil when libcurl could not be set up.
  let loop: CurlMultiLoop?

  /// Creates a pool (its thread starts now).
  package init() {
    loop = CurlMultiLoop(connections: Self.connections)
  }

  deinit { loop?.stop() }
}
