import FormRules
import FormRulesIO

/// The lines of `run --json`: one JSON object per command.
enum ScriptJSON {
  /// `{"command":"…","valid":…,"fields":{…},"buttons":{…}}`, with `"result"` in the
  /// entry of a button whose action finished during the command.
  static func line(for step: ScriptStep, state: StateJSON) -> String {
    var writer = JSONWriter(capacity: 1024)
    writer.appendRaw("{\"command\":")
    writer.appendString(step.echo)
    writer.appendRaw(",")
    state.appendMembers(of: step.after, result: step.finished, to: &writer)
    appendBusy(step.after, to: &writer)
    writer.appendRaw("}")
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// ``line(for:state:)`` for a form with groups: the state nested (``GroupedStateJSON``),
  /// as `form` has it after the step.
  static func groupedLine(for step: ScriptStep, form: Form) -> String {
    var writer = JSONWriter(capacity: 1024)
    writer.appendRaw("{\"command\":")
    writer.appendString(step.echo)
    writer.appendRaw(",")
    GroupedStateJSON.appendMembers(of: form, result: step.finished, to: &writer)
    appendBusy(step.after, to: &writer)
    writer.appendRaw("}")
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// `,"busy":true` while anything is in flight after the command (``FormSnapshot/busy``);
  /// nothing once the form has settled.
  private static func appendBusy(_ snapshot: FormSnapshot, to writer: inout JSONWriter) {
    if snapshot.busy { writer.appendRaw(",\"busy\":true") }
  }

  /// `{"line":N,"command":"…","error":"…"}` for a command that could not be carried out,
  /// or `{"line":N,"error":"…"}` for a line that could not be read (no `echo`).
  static func errorLine(lineNumber: Int, echo: String?, message: String) -> String {
    var writer = JSONWriter(capacity: 256)
    writer.appendRaw(contentsOf: "{\"line\":\(lineNumber)")
    if let echo {
      writer.appendRaw(",\"command\":")
      writer.appendString(echo)
    }
    writer.appendRaw(",\"error\":")
    writer.appendString(message)
    writer.appendRaw("}")
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
