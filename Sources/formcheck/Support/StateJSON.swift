import FormRules

/// A form's state as JSON members — the shape shared by `batch` result lines and
/// `run --json` lines: `"valid":…,"fields":{NAME:{"status","message","enabled"}},
/// "buttons":{NAME:{"enabled","result"}}`. Values are never written, so secrets cannot be.
///
/// Everything that depends only on the spec (each field's and button's escaped key) is
/// written once, here, and copied as bytes for every record.
struct StateJSON {
  /// Per field, in spec order: `"NAME":{"status":`.
  private let fieldPrefixes: [[UInt8]]
  /// Per button, in spec order: `"NAME":{"enabled":`.
  private let buttonPrefixes: [[UInt8]]

  /// The writer for states of `spec`'s forms.
  init(spec: FormSpec) {
    fieldPrefixes = spec.fields.map { Self.bytes(key: $0.name, member: "status") }
    buttonPrefixes = spec.buttonNames.map { Self.bytes(key: $0, member: "enabled") }
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
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      fieldPrefixes[index].withUnsafeBytes { writer.appendRaw($0) }
      switch field.result.status {
      case .ok: writer.appendRaw("\"ok\"")
      case .empty: writer.appendRaw("\"empty\"")
      case .failed: writer.appendRaw("\"failed\"")
      case .validating: writer.appendRaw("\"validating\"")
      }
      if let message = field.result.message {
        writer.appendRaw(",\"message\":")
        writer.appendString(message)
      }
      writer.appendRaw(field.enabled ? ",\"enabled\":true}" : ",\"enabled\":false}")
    }
    writer.appendRaw("},\"buttons\":{")
    for (index, button) in snapshot.buttons.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      buttonPrefixes[index].withUnsafeBytes { writer.appendRaw($0) }
      writer.appendBool(button.enabled)
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
