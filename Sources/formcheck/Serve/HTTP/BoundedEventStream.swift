import Dispatch
import FormRules
import Synchronization

/// An event stream that ends once its lifetime is over, and tells its owner once when it
/// has ended for any reason — its lifetime, its source's end (a session stopped), the
/// client leaving, the server stopping — so that its place in a ``StreamQuota`` is given
/// back at once.
final class BoundedEventStream: HTTPEventStream {
  private let stream: any HTTPEventStream
  /// Called once, by the first ``close()``.
  private let ended: Mutex<(@Sendable () -> Void)?>

  /// `stream`, closed after `lifetime`; `ended` is called once it is closed.
  init(_ stream: any HTTPEventStream, lifetime: Duration, ended: @escaping @Sendable () -> Void) {
    self.stream = stream
    self.ended = Mutex(ended)
    DispatchQueue.global().asyncAfter(deadline: .now() + lifetime.seconds) { [weak self] in self?.close() }
  }

  func poll(waking wake: @escaping @Sendable () -> Void) -> HTTPStreamPoll {
    let answer = stream.poll(waking: wake)
    if case .end = answer { close() }
    return answer
  }

  func close() {
    let ended = ended.withLock { ended in
      defer { ended = nil }
      return ended
    }
    ended?()
    stream.close()
  }
}
