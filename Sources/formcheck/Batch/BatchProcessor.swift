import FormRules
import Glibc

/// Validates a stream of records with one reused form session, writing one result line
/// per input line, in order, in constant memory.
struct BatchProcessor: ~Copyable {
  private let form: Form
  private let tapButton: String?
  private var decoder: RecordDecoder
  private let state: StateJSON
  private var output = OutputSink(fileDescriptor: STDOUT_FILENO)

  /// Whether every record so far was valid (and well-formed).
  private(set) var allValid = true

  /// Creates a processor writing to standard output.
  init(spec: FormSpec, form: Form, tapButton: String?) {
    self.form = form
    self.tapButton = tapButton
    self.decoder = RecordDecoder(spec: spec)
    self.state = StateJSON(spec: spec)
  }

  /// Processes every line `reader` yields, then flushes the output.
  mutating func process(_ reader: JSONLineReader) throws {
    try reader.forEachLine { number, line in
      switch line {
      case .text(let bytes):
        switch decoder.values(of: bytes) {
        case .success(let values): try writeResult(record: number, values: values)
        case .failure(let error): try writeError(record: number, message: error.message)
        }
      case .tooLong(let byteCount):
        try writeError(record: number, message: "line is too long (\(byteCount) bytes)")
      }
    }
    try output.flush()
  }

  private mutating func writeResult(record: Int, values: [String]) throws(JSONIOError) {
    form.setAll(values)
    form.settle()
    // The record's state is reported as validated, before any tap changes the stores.
    let snapshot = form.snapshot
    var tapResult: (button: String, result: ButtonResult)?
    if let tapButton, (try? form.tap(tapButton)) == .started {
      form.settle()
      if let result = form.snapshot.button(tapButton)?.result { tapResult = (tapButton, result) }
    }
    if !snapshot.isValid { allValid = false }
    output.writer.appendRaw("{\"record\":")
    output.writer.appendInt(record)
    output.writer.appendRaw(",")
    state.appendMembers(of: snapshot, result: tapResult, to: &output.writer)
    output.writer.appendRaw("}")
    try output.endLine()
    if tapResult != nil { form.clearButtonResults() }
  }

  private mutating func writeError(record: Int, message: String) throws(JSONIOError) {
    allValid = false
    output.writer.appendRaw("{\"record\":")
    output.writer.appendInt(record)
    output.writer.appendRaw(",\"error\":")
    output.writer.appendString(message)
    output.writer.appendRaw("}")
    try output.endLine()
  }
}
