import Synchronization

/// A count of the event streams open per key (a client address, a session), each key
/// allowed at most ``limit``: ``admit(_:)`` takes a place, ``release(_:)`` gives it back.
/// Keys without a stream are forgotten, so the table holds only what is open.
final class StreamQuota<Key: Hashable & Sendable>: Sendable {
  /// The most streams open at once per key.
  let limit: Int
  private let open = Mutex<[Key: Int]>([:])

  /// A quota of `limit` streams per key.
  init(limit: Int) { self.limit = limit }

  /// Takes a place for `key`; false when it holds ``limit`` already.
  func admit(_ key: Key) -> Bool {
    open.withLock { open in
      let count = open[key, default: 0]
      guard count < limit else { return false }
      open[key] = count + 1
      return true
    }
  }

  /// Gives back a place `key` took.
  func release(_ key: Key) {
    open.withLock { open in
      let count = open[key, default: 0] - 1
      open[key] = count > 0 ? count : nil
    }
  }

  /// Whether `key` holds fewer than ``limit`` streams (a look, taking nothing).
  func hasRoom(for key: Key) -> Bool { open.withLock { $0[key, default: 0] < limit } }
}
