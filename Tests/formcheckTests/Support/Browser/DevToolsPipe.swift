import Foundation

/// The Chrome DevTools Protocol spoken over `--remote-debugging-pipe`: each message a JSON
/// object followed by a NUL byte; commands (`id`, `method`, `params`, and `sessionId` for
/// a page) go to the browser, and replies (the command's `id` with `result` or `error`)
/// and events (`method`, `params`, `sessionId`) come back.
///
/// A pump thread splits the replies and events as they come; ``call(_:_:session:timeout:)``
/// waits for its reply, ``waitForEvent(_:session:after:timeout:)`` for an event. Every wait
/// is bounded, a message larger than ``messageLimit`` ends the connection with an error,
/// and only the latest ``eventLimit`` events are kept.
final class DevToolsPipe: @unchecked Sendable {
  /// The largest message accepted by default (a screenshot is the largest the tests ask
  /// for).
  static let defaultMessageLimit = 32 << 20
  /// How many of the latest events are kept for ``waitForEvent(_:session:after:timeout:)``.
  static let eventLimit = 1_024

  private let commands: Int32
  /// The largest message accepted; a larger one ends the connection with an error.
  let messageLimit: Int
  private let condition = NSCondition()
  private var pump: DescriptorPump?
  // Guarded by `condition`:
  private var partial: [UInt8] = []
  private var nextID = 1
  private var waiting: Set<Int> = []
  private var replies: [Int: [String: Any]] = [:]
  private var events: [[String: Any]] = []
  private var eventsDropped = 0
  private var ended: String?

  /// Speaks over `commands` (the non-blocking write end, still owned by the caller) and
  /// `replies` (the read end, now owned by the connection).
  init(commands: Int32, replies: Int32, messageLimit: Int = defaultMessageLimit) {
    self.commands = commands
    self.messageLimit = messageLimit
    pump = DescriptorPump(
      owning: replies, deliver: { [self] in receive($0) },
      end: { [self] in finish("the browser closed the DevTools pipe") })
  }

  /// Stops reading replies.
  func stop() {
    pump?.stop()
    finish("the DevTools connection was stopped")
  }

  /// Sends `method` with `params` (to the page `session`, or to the browser) and returns
  /// its `result`; throws the protocol's error, or when no reply comes within `timeout`.
  @discardableResult
  func call(
    _ method: String, _ params: [String: Any] = [:], session: String? = nil, timeout: Duration
  ) throws -> [String: Any] {
    condition.lock()
    let id = nextID
    nextID += 1
    waiting.insert(id)
    condition.unlock()
    defer {
      condition.lock()
      waiting.remove(id)
      replies[id] = nil
      condition.unlock()
    }
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if let session { message["sessionId"] = session }
    try send(JSONSerialization.data(withJSONObject: message) + [0], before: ContinuousClock.now + timeout)

    let deadline = Date().addingTimeInterval(timeout.seconds)
    condition.lock()
    defer { condition.unlock() }
    while replies[id] == nil {
      if let ended { throw Browser.Failure("\(method): \(ended)") }
      guard condition.wait(until: deadline) else {
        throw Browser.Failure("\(method): no reply within \(timeout)")
      }
    }
    let reply = replies[id] ?? [:]
    if let error = reply["error"] as? [String: Any] {
      throw Browser.Failure("\(method) failed: \(error["message"] ?? error)")
    }
    return reply["result"] as? [String: Any] ?? [:]
  }

  /// How many events have come so far: a mark for ``waitForEvent(_:session:after:timeout:)``.
  var eventCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return eventsDropped + events.count
  }

  /// Waits for an event named `method` for `session` among those that came after the mark
  /// `after`; returns its parameters.
  @discardableResult
  func waitForEvent(
    _ method: String, session: String, after mark: Int, timeout: Duration
  ) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(timeout.seconds)
    condition.lock()
    defer { condition.unlock() }
    var next = mark
    while true {
      next = max(next, eventsDropped)
      while next < eventsDropped + events.count {
        let event = events[next - eventsDropped]
        next += 1
        if event["method"] as? String == method, event["sessionId"] as? String == session {
          return event["params"] as? [String: Any] ?? [:]
        }
      }
      if let ended { throw Browser.Failure("waiting for \(method): \(ended)") }
      guard condition.wait(until: deadline) else {
        throw Browser.Failure("no \(method) within \(timeout)")
      }
    }
  }

  /// Writes `bytes` whole, waiting for room in the pipe until `deadline`.
  private func send(_ bytes: Data, before deadline: ContinuousClock.Instant) throws {
    var offset = 0
    while offset < bytes.count {
      guard ContinuousClock.now < deadline else {
        throw Browser.Failure("the browser stopped reading commands")
      }
      var entry = pollfd(fd: commands, events: Int16(POLLOUT), revents: 0)
      guard poll(&entry, 1, 100) > 0 else { continue }
      let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if errno != EAGAIN, errno != EINTR {
        throw Browser.Failure("cannot write to the browser: \(String(cString: strerror(errno)))")
      }
    }
  }

  /// Splits `chunk` into messages at NUL bytes and files each; false (stop reading) when
  /// a message grows beyond the limit or is not a JSON object.
  private func receive(_ chunk: [UInt8]) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    defer { condition.broadcast() }
    var start = chunk.startIndex
    while start < chunk.endIndex {
      let end = chunk[start...].firstIndex(of: 0)
      partial += chunk[start..<(end ?? chunk.endIndex)]
      // Checked before the message is whole, so that an endless one never grows memory.
      guard partial.count <= messageLimit else {
        ended = "the browser sent a message larger than \(messageLimit) bytes"
        return false
      }
      guard let end else { break }
      start = end + 1
      let message = partial
      partial = []
      guard let object = try? JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] else {
        ended = "the browser sent a message that is not a JSON object"
        return false
      }
      file(object)
    }
    return true
  }

  /// Keeps a reply someone waits for, or an event; called with `condition` locked.
  private func file(_ message: [String: Any]) {
    if let id = message["id"] as? Int {
      if waiting.contains(id) { replies[id] = message }
      return
    }
    events.append(message)
    if events.count > Self.eventLimit {
      events.removeFirst()
      eventsDropped += 1
    }
  }

  /// Records why the connection ended (the first reason wins) and wakes every waiter.
  private func finish(_ reason: String) {
    condition.lock()
    if ended == nil { ended = reason }
    condition.broadcast()
    condition.unlock()
  }
}

extension Duration {
  /// The duration in seconds, for `Date`-based waits.
  var seconds: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
