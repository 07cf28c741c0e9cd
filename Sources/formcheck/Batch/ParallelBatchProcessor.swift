import FormRulesIO
import Glibc

/// Validates a stream of records on several threads, writing one result line per input
/// line in input order, exactly as ``BatchProcessor`` does, in constant memory.
///
/// The calling thread reads the input into blocks of whole lines (``BatchBlock``) and
/// hands them to the workers, each with its own form session; it writes the blocks'
/// output in input order as they come back. At most ``BatchBlockQueue/capacity`` blocks
/// are in flight, so memory stays bounded however fast the input arrives.
struct ParallelBatchProcessor: ~Copyable {
  private let queue: BatchBlockQueue
  private let workers: [BatchWorker]
  private var output = OutputSink(fileDescriptor: STDOUT_FILENO)
  private let progress: BatchProgress?
  /// Blocks handed out so far.
  private var submitted = 0
  /// Blocks written so far.
  private var written = 0

  /// Whether every record so far was valid (and well-formed).
  private(set) var allValid = true

  /// Creates a processor over `workers` (not started yet) and their queue, showing
  /// `progress` if given.
  init(workers: [BatchWorker], queue: BatchBlockQueue, progress: BatchProgress?) {
    self.workers = workers
    self.queue = queue
    self.progress = progress
  }

  /// Processes every line `reader` yields, then flushes the output. The workers stop
  /// before it returns, also when reading or writing fails.
  mutating func process(_ reader: JSONLineReader) throws {
    for worker in workers { worker.start() }
    defer {
      queue.close(workers: workers.count)
      for worker in workers { worker.waitUntilStopped() }
    }
    var block = BatchBlock()
    try reader.forEachLine { number, line in
      block.append(line)
      if block.isFull { try submit(&block, nextRecord: number + 1) }
    }
    if !block.lines.isEmpty { try submit(&block, nextRecord: 0) }
    while written < submitted { _ = try writeNext() }
    try output.flush()
  }

  /// Hands `block` to the workers and replaces it with an empty block for the lines from
  /// `nextRecord` on — one written out first when the queue is full.
  private mutating func submit(_ block: inout BatchBlock, nextRecord: Int) throws {
    queue.submit(block)
    submitted += 1
    block = submitted - written == queue.capacity ? try writeNext() : BatchBlock()
    block.reset(sequence: submitted, firstRecord: nextRecord)
  }

  /// Waits for the oldest block in flight, writes its output and returns it for reuse.
  private mutating func writeNext() throws -> BatchBlock {
    let block = queue.waitForBlock(written)
    written += 1
    if !block.allValid { allValid = false }
    try block.output.withUnsafeBytes { try output.writeLines($0) }
    progress?.advance(to: block.firstRecord + block.lines.count - 1)
    return block
  }
}
