import FormRulesIO
import Glibc

/// Validates a stream of records with one reused form session on the calling thread,
/// writing one result line per input line, in order, in constant memory.
struct BatchProcessor: ~Copyable {
  private var session: BatchSession
  private var output = OutputSink(fileDescriptor: STDOUT_FILENO)
  private let progress: BatchProgress?

  /// Whether every record so far was valid (and well-formed).
  private(set) var allValid = true

  /// Creates a processor writing to standard output, showing `progress` if given.
  init(session: BatchSession, progress: BatchProgress?) {
    self.session = session
    self.progress = progress
  }

  /// Processes every line `reader` yields, then flushes the output.
  mutating func process(_ reader: JSONLineReader) throws {
    try reader.forEachLine { number, line in
      switch session.appendResult(of: line, record: number, to: &output.writer) {
      case .valid:
        try output.endLine()
      case .invalid, .malformed:
        allValid = false
        try output.endLine()
      case .skipped:
        break
      }
      progress?.advance(to: number)
    }
    try output.flush()
  }
}
