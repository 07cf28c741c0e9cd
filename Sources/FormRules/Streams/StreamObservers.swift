/// The observers of one stream, in subscription order.
final class StreamObservers {
  /// One observer.
  private struct Entry {
    /// Its id, for removal.
    let id: Int
    /// What it does.
    let notify: () -> Void
  }

  @exclusivity(unchecked) private var entries: [Entry] = []
  private var nextID = 0

  /// Adds an observer; returns its id, for ``remove(_:)``.
  func add(_ notify: @escaping () -> Void) -> Int {
    nextID += 1
    entries.append(Entry(id: nextID, notify: notify))
    return nextID
  }

  /// Removes the observer numbered `id` (nothing if it is gone already).
  func remove(_ id: Int) {
    entries.removeAll { $0.id == id }
  }

  /// Calls every observer.
  func notifyAll() {
    for entry in entries { entry.notify() }
  }
}
