import Dispatch
import Synchronization

/// Hands blocks from the reading thread to the workers, and processed blocks back in
/// input order: at most ``capacity`` blocks are in flight, each finished block waits in
/// the slot of its sequence number modulo ``capacity`` until the reader takes it.
final class BatchBlockQueue: Sendable {
  /// What the threads share.
  private struct State {
    /// Blocks waiting for a worker, oldest first.
    var pending: [BatchBlock] = []
    /// Processed blocks not yet taken back, by slot.
    var finished: [BatchBlock?]
  }

  /// The most blocks in flight (submitted and not yet taken back).
  let capacity: Int
  private let state: Mutex<State>
  /// Signalled once per submitted block, and once per worker on closing.
  private let work = DispatchSemaphore(value: 0)
  /// Per slot: signalled when the block of that slot is finished.
  private let finishedSignals: [DispatchSemaphore]

  /// A queue for `capacity` blocks in flight.
  init(capacity: Int) {
    self.capacity = capacity
    state = Mutex(State(finished: Array(repeating: nil, count: capacity)))
    finishedSignals = (0..<capacity).map { _ in DispatchSemaphore(value: 0) }
  }

  /// Hands `block` to the next free worker. The caller keeps no more than ``capacity``
  /// blocks in flight.
  func submit(_ block: BatchBlock) {
    state.withLock { $0.pending.append(block) }
    work.signal()
  }

  /// The next block to process, waiting for one; `nil` once the queue is closed (each
  /// submitted block signals once, so a wake that finds nothing pending is a close).
  func nextBlock() -> BatchBlock? {
    work.wait()
    return state.withLock { state in
      state.pending.isEmpty ? nil : state.pending.removeFirst()
    }
  }

  /// Hands a processed block back.
  func finish(_ block: BatchBlock) {
    let slot = block.sequence % capacity
    state.withLock { $0.finished[slot] = block }
    finishedSignals[slot].signal()
  }

  /// Waits for block `sequence` to be processed and takes it back.
  func waitForBlock(_ sequence: Int) -> BatchBlock {
    let slot = sequence % capacity
    while true {
      finishedSignals[slot].wait()
      // A finished block signals its slot once, after storing itself: the first wake
      // finds it.
      if let block = state.withLock({ $0.finished[slot].take() }) { return block }
    }
  }

  /// Drops the pending blocks and tells `workers` workers to stop.
  func close(workers: Int) {
    state.withLock { $0.pending.removeAll() }
    for _ in 0..<workers { work.signal() }
  }
}
