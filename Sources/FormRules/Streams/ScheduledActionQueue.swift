/// One action waiting on a ``VirtualScheduler``.
struct ScheduledAction {
  /// When it is due.
  var due: Duration
  /// Tie-breaker: earlier scheduled runs first.
  var sequence: UInt64
  /// Cancels it.
  var token: ScheduledToken
  /// The work.
  var run: () -> Void

  /// Whether `self` runs before `other`.
  func precedes(_ other: ScheduledAction) -> Bool {
    (due, sequence) < (other.due, other.sequence)
  }
}

/// A binary min-heap of scheduled actions ordered by due time, then scheduling order.
struct ScheduledActionQueue {
  private var heap: [ScheduledAction] = []

  /// Whether the queue is empty.
  var isEmpty: Bool { heap.isEmpty }

  /// The action that runs next.
  var first: ScheduledAction? { heap.first }

  /// Adds an action.
  mutating func insert(_ action: ScheduledAction) {
    heap.append(action)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the action that runs next. The queue must not be empty.
  mutating func removeFirst() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
      if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}

/// A handle on a scheduled action; cancelling it keeps the action from running.
final class ScheduledToken: Cancellable {
  /// Whether ``cancel()`` was called.
  private(set) var isCancelled = false

  /// Prevents the action from running, if it has not run yet.
  func cancel() { isCancelled = true }
}
