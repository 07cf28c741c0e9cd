import FormRules
import FormRulesIO

/// How a batch runs: one session on the calling thread, or workers on threads of their
/// own. The sessions are created (and their stores opened) before any input is read.
enum BatchRunner {
  /// One session, on the calling thread (``BatchProcessor``).
  case single(BatchSession)
  /// Workers, each with its own session (``ParallelBatchProcessor``).
  case parallel(workers: [BatchWorker], queue: BatchBlockQueue)

  /// Opens one session per spec of `specs` (one per thread: independent copies of one
  /// spec, see ``FormSpec/independentCopies(ofFile:count:)``); with `tapButton`, there
  /// must be one.
  static func make(
    specs: [FormSpec], environment: FormEnvironment, tapButton: String?
  ) throws(FormError) -> BatchRunner {
    if specs.count == 1 {
      let form = try Form(spec: specs[0], environment: environment)
      return .single(BatchSession(spec: specs[0], form: form, tapButton: tapButton))
    }
    let queue = BatchBlockQueue(capacity: 2 * specs.count + 1)
    var workers: [BatchWorker] = []
    for spec in specs {
      let form = try Form(spec: spec, environment: environment)
      workers.append(
        BatchWorker(session: BatchSession(spec: spec, form: form, tapButton: nil), queue: queue))
    }
    return .parallel(workers: workers, queue: queue)
  }

  /// Validates every line `reader` yields, writing the results to standard output and
  /// showing `progress` if given, and returns whether every record was valid.
  func process(_ reader: JSONLineReader, progress: BatchProgress?) throws -> Bool {
    switch self {
    case .single(let session):
      var processor = BatchProcessor(session: session, progress: progress)
      try processor.process(reader)
      return processor.allValid
    case .parallel(let workers, let queue):
      var processor = ParallelBatchProcessor(workers: workers, queue: queue, progress: progress)
      try processor.process(reader)
      return processor.allValid
    }
  }
}
