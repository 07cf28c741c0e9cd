import Foundation

/// Reads a file descriptor on a thread of its own until its end, handing each chunk to a
/// closure: the pump behind the DevTools replies and behind a child's drained standard
/// error.
///
/// The pump owns the descriptor and closes it when it stops. It reads with `poll` and a
/// short timeout, so that ``stop()`` ends it even when a writer the test does not know of
/// still holds the other end — no thread is left blocked in `read`.
final class DescriptorPump: @unchecked Sendable {
  private let descriptor: Int32
  private let condition = NSCondition()
  private var stopping = false
  private var finished = false

  /// Starts reading `descriptor` (now owned by the pump); `deliver` gets every chunk and
  /// returns false to stop early; `end` runs once, after the last chunk.
  init(
    owning descriptor: Int32, deliver: @escaping @Sendable ([UInt8]) -> Bool,
    end: @escaping @Sendable () -> Void
  ) {
    self.descriptor = descriptor
    let thread = Thread { [self] in
      run(deliver: deliver)
      end()
      close(descriptor)
      condition.lock()
      finished = true
      condition.broadcast()
      condition.unlock()
    }
    thread.name = "DescriptorPump \(descriptor)"
    thread.start()
  }

  /// Stops reading, and waits (boundedly) for the thread to close the descriptor.
  func stop() {
    condition.lock()
    stopping = true
    let deadline = Date().addingTimeInterval(5)
    while !finished, condition.wait(until: deadline) {}
    condition.unlock()
  }

  private var shouldStop: Bool {
    condition.lock()
    defer { condition.unlock() }
    return stopping
  }

  private func run(deliver: @Sendable ([UInt8]) -> Bool) {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while !shouldStop {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, 100)
      if ready < 0, errno != EINTR { return }
      guard ready > 0 else { continue }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0, deliver(Array(chunk[..<count])) else { return }
    }
  }
}
