import FormRules

/// How a batch runs: one session on the calling thread, or workers on threads of their
/// own. The sessions are created (and their stores opened) before any input is read.
enum BatchRunner {
  /// One session, on the calling thread (``BatchProcessor``).
  case single(BatchSession)
  /// Workers, each with its own session (``ParallelBatchProcessor``).
  case parallel(workers: [BatchWorker], queue: BatchBlockQueue)

  /// Opens the sessions for `jobs` threads of `spec`, compiled from `specPath`; with
  /// `tapButton`, `jobs` must be 1.
  static func make(
    spec: FormSpec, specPath: String, environment: FormEnvironment, tapButton: String?, jobs: Int
  ) throws(FormError) -> BatchRunner {
    if jobs == 1 {
      let form = try Form(spec: spec, environment: environment)
      return .single(BatchSession(spec: spec, form: form, tapButton: tapButton))
    }
    let queue = BatchBlockQueue(capacity: 2 * jobs + 1)
    var workers: [BatchWorker] = []
    for job in 0..<jobs {
      // Each worker gets a spec of its own, so that the threads share no reference
      // counts; should the file no longer compile, the one already compiled serves.
      let spec = job == 0 ? spec : (try? FormSpec(contentsOfFile: specPath)) ?? spec
      let form = try Form(spec: spec, environment: environment)
      workers.append(
        BatchWorker(session: BatchSession(spec: spec, form: form, tapButton: nil), queue: queue))
    }
    return .parallel(workers: workers, queue: queue)
  }

  /// Validates every line `reader` yields, writing the results to standard output, and
  /// returns whether every record was valid.
  func process(_ reader: JSONLineReader) throws -> Bool {
    switch self {
    case .single(let session):
      var processor = BatchProcessor(session: session)
      try processor.process(reader)
      return processor.allValid
    case .parallel(let workers, let queue):
      var processor = ParallelBatchProcessor(workers: workers, queue: queue)
      try processor.process(reader)
      return processor.allValid
    }
  }
}
