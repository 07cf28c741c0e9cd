import FormRules

/// One form session validating records, one at a time: decodes a line into the form's
/// values, settles the form, optionally taps a button, and writes the record's result.
struct BatchSession {
  private let form: Form
  private let tapButton: String?
  private var decoder: RecordDecoder
  private var state: StateJSON
  /// The start of the result line, numbered.
  private var prefix = RecordPrefix()

  /// Creates a session of `form`, a session of `spec`, tapping `tapButton` for each
  /// record when given.
  init(spec: FormSpec, form: Form, tapButton: String?) {
    self.form = form
    self.tapButton = tapButton
    self.decoder = RecordDecoder(spec: spec)
    self.state = StateJSON(spec: spec)
  }

  /// Appends the result line of input line `record` to `writer`, without its `\n`, and
  /// returns whether the record is valid (false for a malformed line).
  mutating func appendResult(
    of line: JSONLineReader.Line, record: Int, to writer: inout JSONWriter
  ) -> Bool {
    prefix.show(record)
    switch line {
    case .text(let bytes):
      if let error = decoder.decode(bytes) {
        appendError(error.message, to: &writer)
        return false
      }
      form.setAll(decoder.values)
      form.settle()
      prefix.append(to: &writer)
      let isValid: Bool
      if let tapButton {
        isValid = appendTapped(tapButton, to: &writer)
      } else {
        isValid = state.appendMembers(of: form, to: &writer)
      }
      writer.appendRaw("}")
      return isValid
    case .tooLong(let byteCount):
      appendError("line is too long (\(byteCount) bytes)", to: &writer)
      return false
    }
  }

  /// Taps `button`, then appends the state as it was before the tap (the record's state
  /// as validated, before the tap changes the stores) with the tap's result, and returns
  /// whether that state is valid.
  private func appendTapped(_ button: String, to writer: inout JSONWriter) -> Bool {
    let snapshot = form.snapshot
    var tapResult: (button: String, result: ButtonResult)?
    if (try? form.tap(button)) == .started {
      form.settle()
      if let result = form.snapshot.button(button)?.result { tapResult = (button, result) }
    }
    state.appendMembers(of: snapshot, result: tapResult, to: &writer)
    if tapResult != nil { form.clearButtonResults() }
    return snapshot.isValid
  }

  /// Appends `{"record":N,"error":"…"}` for the record being processed.
  private func appendError(_ message: String, to writer: inout JSONWriter) {
    prefix.append(to: &writer)
    writer.appendRaw("\"error\":")
    writer.appendString(message)
    writer.appendRaw("}")
  }
}
