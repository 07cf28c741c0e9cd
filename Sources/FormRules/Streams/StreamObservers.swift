/// The observers of one stream, in subscription order.
final class StreamObservers {
  @exclusivity(unchecked) private var entries: [(id: Int, notify: () -> Void)] = []
  private var nextID = 0

  /// Adds an observer; the subscription removes it again.
  func add(_ notify: @escaping () -> Void) -> StreamSubscription {
    nextID += 1
    let id = nextID
    entries.append((id, notify))
    return StreamSubscription { [weak self] in
      self?.entries.removeAll { $0.id == id }
    }
  }

  /// Calls every observer.
  func notifyAll() {
    for entry in entries { entry.notify() }
  }
}
