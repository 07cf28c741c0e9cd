import FormRules

/// A form's state as JSON members — the shape shared by `batch` result lines and
/// `run --json` lines: `"valid":…,"fields":{NAME:{"status","message","enabled"}},
/// "buttons":{NAME:{"enabled","result"}}`. Values are never written, so secrets cannot be.
///
/// Everything that depends only on the spec (each field's and button's escaped key) is
/// written once, here, and copied as bytes for every record; so are the field entries a
/// batch writes again and again (see ``EntryCache``).
struct StateJSON {
  /// Per field, in spec order: `"NAME":{"status":`.
  private let fieldPrefixes: [[UInt8]]
  /// Per button, in spec order: its whole entry without a result, enabled and disabled,
  /// after a comma unless it is the first: `"NAME":{"enabled":true}`.
  private let buttonEntries: [(enabled: [UInt8], disabled: [UInt8])]
  /// Per button, in spec order: `"NAME":{"enabled":`.
  private let buttonPrefixes: [[UInt8]]
  /// Field entries written from a live form, kept to be copied.
  private var entryCache: EntryCache

  /// The writer for states of `spec`'s forms.
  init(spec: FormSpec) {
    fieldPrefixes = spec.fields.map { Self.bytes(key: $0.name, member: "status") }
    buttonPrefixes = spec.buttonNames.map { Self.bytes(key: $0, member: "enabled") }
    buttonEntries = buttonPrefixes.enumerated().map { index, prefix in
      let comma: [UInt8] = index > 0 ? [UInt8(ascii: ",")] : []
      return (comma + prefix + Array("true}".utf8), comma + prefix + Array("false}".utf8))
    }
    entryCache = EntryCache()
  }

  /// Appends the state's members (no braces around them) to `writer`. `result` is added to
  /// the entry of the button it belongs to. `snapshot` must come from a form of the spec.
  func appendMembers(
    of snapshot: FormSnapshot, result: (button: String, result: ButtonResult)?,
    to writer: inout JSONWriter
  ) {
    writer.appendRaw("\"valid\":")
    writer.appendBool(snapshot.isValid)
    writer.appendRaw(",\"fields\":{")
    for (index, field) in snapshot.fields.enumerated() {
      appendField(index, result: field.result, enabled: field.enabled, to: &writer)
    }
    writer.appendRaw("},\"buttons\":{")
    for (index, button) in snapshot.buttons.enumerated() {
      appendButtonStart(index, enabled: button.enabled, to: &writer)
      if let result, result.button == button.name {
        writer.appendRaw(",\"result\":{\"status\":")
        writer.appendString(result.result.status.rawValue)
        writer.appendRaw(",\"message\":")
        writer.appendString(result.result.message)
        writer.appendRaw("}")
      }
      writer.appendRaw("}")
    }
    writer.appendRaw("}")
  }

  /// Appends the members of `form`'s current state, read straight from the session (no
  /// snapshot), with no button result, and returns whether the state is valid. `form`
  /// must be a session of the spec.
  mutating func appendMembers(of form: Form, to writer: inout JSONWriter) -> Bool {
    var isValid = true
    for index in fieldPrefixes.indices where !form.isFieldValid(at: index) {
      isValid = false
      break
    }
    writer.appendRaw(isValid ? "\"valid\":true,\"fields\":{" : "\"valid\":false,\"fields\":{")
    for index in fieldPrefixes.indices {
      let result = form.fieldResult(at: index)
      let enabled = form.isFieldEnabled(at: index)
      if entryCache.append(field: index, result: result, enabled: enabled, to: &writer) {
        continue
      }
      let start = writer.count
      appendField(index, result: result, enabled: enabled, to: &writer)
      writer.withBytes { written in
        entryCache.keep(
          UnsafeRawBufferPointer(rebasing: written[start...]), field: index, result: result,
          enabled: enabled)
      }
    }
    writer.appendRaw("},\"buttons\":{")
    for (index, entry) in buttonEntries.enumerated() {
      let bytes = form.isButtonEnabled(at: index) ? entry.enabled : entry.disabled
      bytes.withUnsafeBytes { writer.appendRaw($0) }
    }
    writer.appendRaw("}")
    return isValid
  }

  /// Appends the entry of the field at `index`, preceded by a comma unless it is the first.
  private func appendField(
    _ index: Int, result: FieldResult, enabled: Bool, to writer: inout JSONWriter
  ) {
    if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
    fieldPrefixes[index].withUnsafeBytes { writer.appendRaw($0) }
    switch result.status {
    case .ok: writer.appendRaw("\"ok\"")
    case .empty: writer.appendRaw("\"empty\"")
    case .failed: writer.appendRaw("\"failed\"")
    case .validating: writer.appendRaw("\"validating\"")
    }
    if let message = result.message {
      writer.appendRaw(",\"message\":")
      writer.appendString(message)
    }
    writer.appendRaw(enabled ? ",\"enabled\":true}" : ",\"enabled\":false}")
  }

  /// Appends the entry of the button at `index` up to its enabled flag (the caller closes
  /// it), preceded by a comma unless it is the first.
  private func appendButtonStart(_ index: Int, enabled: Bool, to writer: inout JSONWriter) {
    if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
    buttonPrefixes[index].withUnsafeBytes { writer.appendRaw($0) }
    writer.appendBool(enabled)
  }

  /// `"KEY":{"MEMBER":` with KEY escaped as JSON.
  private static func bytes(key: String, member: StaticString) -> [UInt8] {
    var writer = JSONWriter(capacity: 64)
    writer.appendString(key)
    writer.appendRaw(":{\"")
    writer.appendRaw(member)
    writer.appendRaw("\":")
    return writer.bytes
  }
}
