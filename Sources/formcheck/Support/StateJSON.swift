import FormRules

/// A form's state as JSON members — the shape shared by `batch` result lines and
/// `run --json` lines: `"valid":…,"fields":{NAME:{"status","message","enabled"}},
/// "buttons":{NAME:{"enabled","result"}}`. Values are never written, so secrets cannot be.
enum StateJSON {
  /// Appends the state's members (no braces around them) to `writer`. `result` is added to
  /// the entry of the button it belongs to.
  static func appendMembers(
    of snapshot: FormSnapshot, result: (button: String, result: ButtonResult)?,
    to writer: inout JSONWriter
  ) {
    writer.appendRaw("\"valid\":")
    writer.appendBool(snapshot.isValid)
    writer.appendRaw(",\"fields\":{")
    for (index, field) in snapshot.fields.enumerated() {
      if index > 0 { writer.appendRaw(",") }
      writer.appendString(field.name)
      writer.appendRaw(":{\"status\":")
      writer.appendString(field.result.status.rawValue)
      if let message = field.result.message {
        writer.appendRaw(",\"message\":")
        writer.appendString(message)
      }
      writer.appendRaw(",\"enabled\":")
      writer.appendBool(field.enabled)
      writer.appendRaw("}")
    }
    writer.appendRaw("},\"buttons\":{")
    for (index, button) in snapshot.buttons.enumerated() {
      if index > 0 { writer.appendRaw(",") }
      writer.appendString(button.name)
      writer.appendRaw(":{\"enabled\":")
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
}
