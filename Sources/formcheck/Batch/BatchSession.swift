import FormRules
import FormRulesIO
import ServeWire

/// One form session validating records, one at a time: decodes a line into the form's
/// values, settles the form, optionally taps a button, and writes the record's result.
///
/// A blank line (empty, or JSON whitespace only) is no record: it gets no result line,
/// though it keeps its number, so that record N is always line N. A UTF-8 byte order
/// mark starting line 1 is skipped.
struct BatchSession {
  /// What became of one input line.
  enum Outcome {
    /// A valid record (with a tap: one whose tap gave `ok`); its line is written.
    case valid
    /// An invalid record, or a tap that did not give `ok`; its line is written.
    case invalid
    /// A line that is no record (not a JSON object, a value of no field's kind, too
    /// long); its error line is written.
    case malformed
    /// A blank line: nothing is written.
    case skipped
  }

  /// The UTF-8 byte order mark.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The session's form.
  let form: Form
  /// The button tapped for each record once its checks have settled, if any.
  var tapButton: String?
  private var decoder: RecordDecoder
  /// The decoder of a form with groups (nil for one without, which takes the flat path).
  private var groupedDecoder: GroupedRecordDecoder?
  private var state: StateJSON
  /// The constant parts of a form with groups' entries, kept across records.
  private var fragments = GroupedStateJSON.Fragments()
  /// The start of the result line, numbered.
  private var prefix: RecordPrefix
  /// The store failure the last record's tap reported, if any.
  private var tapFailure: StoreFailure?

  /// Creates a session of `form`, a session of `spec`, tapping `tapButton` for each
  /// record when given; its results start `{"record":N,` when `numbered`, else `{`.
  init(spec: FormSpec, form: Form, tapButton: String?, numbered: Bool = true) {
    self.form = form
    self.tapButton = tapButton
    self.prefix = RecordPrefix(numbered: numbered)
    self.decoder = RecordDecoder(spec: spec)
    self.groupedDecoder = spec.hasGroups ? GroupedRecordDecoder(spec: spec) : nil
    self.state = StateJSON(spec: spec)
  }

  /// Appends the result line of input line `record` to `writer`, without its `\n`, and
  /// returns what became of it (nothing is appended for a blank line).
  mutating func appendResult(
    of line: JSONLineReader.Line, record: Int, to writer: inout JSONWriter
  ) -> Outcome {
    switch line {
    case .text(var bytes):
      if record == 1, bytes.starts(with: Self.byteOrderMark) {
        bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst(Self.byteOrderMark.count))
      }
      if bytes.first != UInt8(ascii: "{"), Self.isBlank(bytes) { return .skipped }
      prefix.show(record)
      if groupedDecoder != nil { return appendGroupedResult(of: bytes, to: &writer) }
      if let error = decoder.decode(bytes) {
        appendError(error.message, unknownFields: error.unknownFields, to: &writer)
        return .malformed
      }
      form.setAll(decoder.values)
      RealTimePacer.settleVirtually(form)
      prefix.append(to: &writer)
      let isValid: Bool
      if let tapButton {
        isValid = appendTapped(tapButton, to: &writer)
      } else {
        isValid = state.appendMembers(of: form, to: &writer)
      }
      writer.appendRaw("}")
      return isValid ? .valid : .invalid
    case .tooLong(let byteCount):
      prefix.show(record)
      appendError("line is too long (\(byteCount) bytes)", to: &writer)
      return .malformed
    }
  }

  /// ``appendResult(of:record:to:)`` for a record of a form with groups.
  private mutating func appendGroupedResult(of bytes: UnsafeRawBufferPointer, to writer: inout JSONWriter)
    -> Outcome
  {
    // Decoded in place: a copy of the decoder counts two dozen references per record.
    if let error = groupedDecoder?.decode(bytes) {
      appendError(error.message, to: &writer)
      return .malformed
    }
    guard groupedDecoder?.setRecord(in: form) != nil else { return .invalid }
    RealTimePacer.settleVirtually(form)
    prefix.append(to: &writer)
    // As for a flat form: the state as validated, before the tap changes the stores, then
    // the tap's result in its button's entry.
    var isValid = GroupedStateJSON.appendFields(of: form, fragments: &fragments, to: &writer)
    let lists = form.listStates
    var tapResult: (button: String, result: ButtonResult)?
    if let tapButton {
      let buttons = form.buttonStates
      if (try? form.tap(tapButton)) == .started {
        RealTimePacer.settleVirtually(form)
        if let result = form.buttonStates.first(where: { $0.name == tapButton })?.result {
          tapResult = (tapButton, result)
        }
      }
      GroupedStateJSON.appendButtons(buttons, result: tapResult, to: &writer)
    } else {
      state.appendButtons(of: form, to: &writer)
    }
    tapFailure = tapResult?.result.error
    if !lists.isEmpty { ListJSON.append(lists, to: &writer) }
    if tapResult != nil { form.clearButtonResults() }
    if tapButton != nil { isValid = isValid && tapResult?.result.status == .ok }
    writer.appendRaw("}")
    return isValid ? .valid : .invalid
  }

  /// The store failure the last record reported: its tap's (when it tapped), else the
  /// first field's (a field's check that could not read its store). Not for batch's hot
  /// path: it takes a snapshot.
  var lastStoreFailure: StoreFailure? {
    if tapButton != nil, let tapFailure { return tapFailure }
    return form.snapshot.fields.lazy.compactMap(\.storeFailure).first
  }

  /// Whether `bytes` holds only JSON whitespace (space, tab, carriage return), or nothing.
  private static func isBlank(_ bytes: UnsafeRawBufferPointer) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }

  /// Taps `button`, then appends the state as it was before the tap (the record's state
  /// as validated, before the tap changes the stores) with the tap's result, and returns
  /// whether that state is valid and the tap gave `ok` (not a disabled button, a failed
  /// action such as a wrong password or a lost race, or a store error).
  private mutating func appendTapped(_ button: String, to writer: inout JSONWriter) -> Bool {
    let snapshot = form.snapshot
    var tapResult: (button: String, result: ButtonResult)?
    if (try? form.tap(button)) == .started {
      RealTimePacer.settleVirtually(form)
      if let result = form.snapshot.button(button)?.result { tapResult = (button, result) }
    }
    tapFailure = tapResult?.result.error
    state.appendMembers(of: snapshot, result: tapResult, to: &writer)
    if tapResult != nil { form.clearButtonResults() }
    return snapshot.isValid && tapResult?.result.status == .ok
  }

  /// Appends `{"record":N,"error":"…"}` for the record being processed, with
  /// `"unknown_fields":["…",…]` when `unknownFields` has messages.
  private func appendError(
    _ message: String, unknownFields: [String] = [], to writer: inout JSONWriter
  ) {
    prefix.append(to: &writer)
    writer.appendRaw("\"error\":")
    writer.appendString(message)
    if !unknownFields.isEmpty {
      writer.appendRaw(",\"unknown_fields\":[")
      for (index, field) in unknownFields.enumerated() {
        if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
        writer.appendString(field)
      }
      writer.appendRaw("]")
    }
    writer.appendRaw("}")
  }
}
