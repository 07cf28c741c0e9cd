import Glibc

/// A thread of the operating system's that runs one closure and ends with it: libcurl's
/// loop, a batch's workers, the server's responders.
///
/// Started with `pthread_create` and detached (nobody joins it), with a stack as large as
/// the main thread's usually is (``stackSize``): the JSON parser and the evaluation of
/// expressions recurse through nested values. The closure travels to the new thread in a
/// box retained once by ``start(_:)``; the thread's entry takes that retain back
/// (`takeRetainedValue`), so the box goes when the closure has run.
package enum DetachedThread {
  /// Starts a thread that runs `body`. Stops the process when the system cannot start one.
  package static func start(_ body: @escaping @Sendable () -> Void) {
    let box = Unmanaged.passRetained(Box(body: body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let code = pthread_create(
      &thread, &attributes,
      { pointer in
        guard let pointer else { return nil }
        Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue().body()
        return nil
      }, box)
    precondition(code == 0, "could not start a thread: \(String(cString: strerror(code)))")
  }

  /// The stack of each thread, in bytes.
  static let stackSize = 8 * 1024 * 1024

  /// What a new thread runs.
  private final class Box: Sendable {
    let body: @Sendable () -> Void

    init(body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
