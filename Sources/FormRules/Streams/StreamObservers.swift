/// The observers of one stream, in subscription order.
final class StreamObservers {
  @exclusivity(unchecked) private var entries: [(id: Int, notify: () -> Void)] = []
  private var nextID = 0

  /// Adds an observer; returns its id, for ``remove(_:)``.
  func add(_ notify: @escaping () -> Void) -> Int {
    nextID += 1
    entries.append((nextID, notify))
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
