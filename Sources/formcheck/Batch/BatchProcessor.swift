import FormRules
import Glibc

/// Validates a stream of records with one reused form session on the calling thread,
/// writing one result line per input line, in order, in constant memory.
struct BatchProcessor: ~Copyable {
  private var session: BatchSession
  private var output = OutputSink(fileDescriptor: STDOUT_FILENO)

  /// Whether every record so far was valid (and well-formed).
  private(set) var allValid = true

  /// Creates a processor writing to standard output.
  init(session: BatchSession) {
    self.session = session
  }

  /// Processes every line `reader` yields, then flushes the output.
  mutating func process(_ reader: JSONLineReader) throws {
    try reader.forEachLine { number, line in
      if !session.appendResult(of: line, record: number, to: &output.writer) { allValid = false }
      try output.endLine()
    }
    try output.flush()
  }
}
