import FormRules
import FormRulesIO

/// The state of a form with groups as JSON members, nested as the spec is:
/// `"valid":…,"fields":{NAME:{…},GROUP:{"status":…,"fields":{…}},
/// LIST:{"status":…,"count":N,"items":[{NAME:{…},…,"computed":{…}},…]}},["computed":{…},]
/// "buttons":{…}` — a field's entry as ``StateJSON`` writes it; an item's `"computed"`
/// only when the item's form declares computed values.
enum GroupedStateJSON {
  /// A form's state, read at one moment.
  struct State {
    /// Whether the form is valid, its repeated groups included.
    let isValid: Bool
    /// Its fields, groups and repeated groups, nested.
    let entries: [StateEntry]
    /// Its top level's computed values.
    let computed: [ComputedState]
    /// Its buttons.
    let buttons: [ButtonState]

    /// `form`'s state now.
    init(of form: Form) {
      isValid = form.isValidWithGroups
      entries = form.stateTree()
      computed = form.declaredComputed
      buttons = form.buttonStates
    }
  }

  /// Appends the members of `form`'s state to `writer` (no braces around them), with
  /// `result` in the entry of its button.
  static func appendMembers(
    of form: Form, result: (button: String, result: ButtonResult)? = nil, to writer: inout JSONWriter
  ) {
    append(State(of: form), result: result, to: &writer)
  }

  /// Appends the members of `state` to `writer` (no braces around them), with `result` in
  /// the entry of its button.
  static func append(
    _ state: State, result: (button: String, result: ButtonResult)? = nil, to writer: inout JSONWriter
  ) {
    writer.appendRaw(state.isValid ? "\"valid\":true,\"fields\":{" : "\"valid\":false,\"fields\":{")
    appendEntries(state.entries, to: &writer)
    writer.appendRaw("}")
    appendComputed(state.computed, to: &writer)
    writer.appendRaw(",\"buttons\":{")
    for (index, button) in state.buttons.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString(button.name)
      writer.appendRaw(button.enabled ? ":{\"enabled\":true" : ":{\"enabled\":false")
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

  private static func appendEntries(_ entries: [StateEntry], to writer: inout JSONWriter) {
    for (index, entry) in entries.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString(entry.name)
      writer.appendByte(UInt8(ascii: ":"))
      switch entry {
      case .field(_, let state):
        appendStatus(state.result, to: &writer)
        if let failure = state.storeFailure {
          writer.appendRaw(",\"error\":")
          writer.appendString(failure.rawValue)
        }
        writer.appendRaw(state.enabled ? ",\"enabled\":true" : ",\"enabled\":false")
        writer.appendRaw(state.visible ? "}" : ",\"visible\":false}")
      case .group(_, _, let result, let members):
        appendStatus(result, to: &writer)
        writer.appendRaw(",\"fields\":{")
        appendEntries(members, to: &writer)
        writer.appendRaw("}}")
      case .repeated(_, _, let result, let items):
        appendStatus(result, to: &writer)
        writer.appendRaw(",\"count\":")
        writer.appendInt(items.count)
        writer.appendRaw(",\"items\":[")
        for (position, item) in items.enumerated() {
          if position > 0 { writer.appendByte(UInt8(ascii: ",")) }
          writer.appendByte(UInt8(ascii: "{"))
          appendEntries(item.entries, to: &writer)
          if !item.computed.isEmpty {
            if !item.entries.isEmpty { writer.appendByte(UInt8(ascii: ",")) }
            writer.appendRaw("\"computed\":{")
            appendValues(item.computed, to: &writer)
            writer.appendByte(UInt8(ascii: "}"))
          }
          writer.appendByte(UInt8(ascii: "}"))
        }
        writer.appendRaw("]}")
      }
    }
  }

  /// `{"status":S[,"message":M]` (the caller closes the object).
  private static func appendStatus(_ result: FieldResult, to writer: inout JSONWriter) {
    writer.appendRaw("{\"status\":")
    writer.appendString(result.status.rawValue)
    if let message = result.message {
      writer.appendRaw(",\"message\":")
      writer.appendString(message)
    }
  }

  /// `,"computed":{…}` for the top level's declared values (nothing without any).
  private static func appendComputed(_ values: [ComputedState], to writer: inout JSONWriter) {
    guard !values.isEmpty else { return }
    writer.appendRaw(",\"computed\":{")
    appendValues(values, to: &writer)
    writer.appendByte(UInt8(ascii: "}"))
  }

  private static func appendValues(_ values: [ComputedState], to writer: inout JSONWriter) {
    for (index, value) in values.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString(value.name)
      writer.appendByte(UInt8(ascii: ":"))
      switch value.value {
      case nil: writer.appendNull()
      case .number(let number)?: writer.appendRaw(contentsOf: ComputedValue.number(number).description)
      case .boolean(let flag)?: writer.appendBool(flag)
      case .text(let text)?: writer.appendString(text)
      case .date(let date)?: writer.appendString(date.text ?? "")
      }
    }
  }
}
