import FormRules
import FormRulesIO

/// The state of a form with groups as JSON members, nested as the spec is:
/// `"valid":…,"fields":{NAME:{…},GROUP:{"status":…,"fields":{…}},
/// LIST:{"status":…,"count":N,"items":[{NAME:{…},…,"computed":{…}},…]}},["computed":{…},]
/// "buttons":{…}[,"lists":{…}]` — a field's entry as ``StateJSON`` writes it; an item's `"computed"`
/// only when the item's form declares computed values.
enum GroupedStateJSON {
  /// Appends the members of `form`'s current state to `writer` (no braces around them),
  /// with `result` in the entry of its button, and returns whether the form is valid.
  @discardableResult
  static func appendMembers(
    of form: Form, result: (button: String, result: ButtonResult)? = nil, to writer: inout JSONWriter
  ) -> Bool {
    var fragments = Fragments()
    let isValid = appendFields(of: form, fragments: &fragments, to: &writer)
    appendButtons(form.buttonStates, result: result, to: &writer)
    let lists = form.listStates
    if !lists.isEmpty { ListJSON.append(lists, to: &writer) }
    return isValid
  }

  /// Appends `"valid":…,"fields":{…}[,"computed":{…}]` of `form`'s current state, read
  /// straight from the session, and returns whether the form is valid; the buttons' entries
  /// follow (``appendButtons(_:result:to:)``). `fragments` keeps the entries' constant
  /// parts for the next record of the same spec.
  static func appendFields(of form: Form, fragments: inout Fragments, to writer: inout JSONWriter) -> Bool {
    let isValid = form.isValidWithGroups
    writer.appendRaw(isValid ? "\"valid\":true,\"fields\":{" : "\"valid\":false,\"fields\":{")
    var visitor = Writer(writer: JSONWriter(capacity: 0))
    swap(&visitor.writer, &writer)
    swap(&visitor.fragments, &fragments)
    form.visitState(&visitor)
    swap(&visitor.fragments, &fragments)
    swap(&visitor.writer, &writer)
    writer.appendRaw("}")
    fragments.appendComputed(of: form, to: &writer)
    return isValid
  }

  /// `,"buttons":{…}`, `result` in the entry of its button.
  static func appendButtons(
    _ buttons: [ButtonState], result: (button: String, result: ButtonResult)?, to writer: inout JSONWriter
  ) {
    writer.appendRaw(",\"buttons\":{")
    for (index, button) in buttons.enumerated() {
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

  /// Writes what it visits as JSON members; the one home of the nested entries' shape.
  private struct Writer: StateVisitor, ~Copyable {
    var writer: JSONWriter
    /// The entries' constant parts, kept across records.
    var fragments = Fragments()
    /// Whether an entry was written in the innermost open object or array yet.
    private var written = false

    init(writer: consuming JSONWriter) { self.writer = writer }

    /// A comma unless the entry is the first of its object or array.
    private mutating func separate() {
      if written { writer.appendByte(UInt8(ascii: ",")) }
      written = true
    }

    /// An object or array opens: its entries follow.
    private mutating func open() {
      written = false
    }

    /// The innermost object or array closes. Every one opens right after its key or its
    /// separator (``key(_:)``, ``beginItem()``), which marked the enclosing one as holding
    /// an entry: that is what it holds again, and no stack of flags is needed.
    private mutating func close() {
      written = true
    }

    private mutating func key(_ key: String) {
      separate()
      writer.appendString(key)
      writer.appendByte(UInt8(ascii: ":"))
    }

    mutating func field(key: String, index: Int, state: VisitedField) {
      separate()
      fragments.appendField(key: key, index: index, state: state, to: &writer)
    }

    mutating func beginGroup(key: String, result: FieldResult) {
      self.key(key)
      GroupedStateJSON.appendStatus(result, to: &writer)
      writer.appendRaw(",\"fields\":{")
      open()
    }

    mutating func endGroup() {
      close()
      writer.appendRaw("}}")
    }

    mutating func beginList(key: String, index: Int, result: FieldResult, count: Int) {
      fragments.enterList(index)
      self.key(key)
      GroupedStateJSON.appendStatus(result, to: &writer)
      writer.appendRaw(",\"count\":")
      writer.appendInt(count)
      writer.appendRaw(",\"items\":[")
      open()
    }

    mutating func beginItem() {
      separate()
      writer.appendByte(UInt8(ascii: "{"))
      open()
    }

    mutating func plainlyOkFields(_ fields: [Int], keys: [String]) {
      separate()
      fragments.appendPlainlyOkFields(fields, keys: keys, to: &writer)
    }

    mutating func itemComputed(name: String, index: Int, value: ComputedValue?, first: Bool) {
      if first {
        separate()
        itemHasComputed = true
      }
      fragments.appendComputedKey(name, index: index, first: first, to: &writer)
      ComputedValue.appendJSON(value, to: &writer)
    }

    mutating func endItem() {
      // An item with computed values left its `"computed":{` open.
      if itemHasComputed { writer.appendByte(UInt8(ascii: "}")) }
      itemHasComputed = false
      close()
      writer.appendByte(UInt8(ascii: "}"))
    }

    mutating func endList() {
      close()
      writer.appendRaw("]}")
      fragments.leaveList()
    }

    /// Whether the item being written has begun its computed values.
    private var itemHasComputed = false
  }

  /// A field's entry after its key: `{"status":S[,"message":M][,"error":E],"enabled":B[,"visible":false]}`.
  static func appendEntry(_ state: VisitedField, to writer: inout JSONWriter) {
    appendStatus(state.status, message: state.message, to: &writer)
    if let failure = state.storeFailure {
      writer.appendRaw(",\"error\":")
      writer.appendString(failure.rawValue)
    }
    switch (state.enabled, state.visible) {
    case (true, true): writer.appendRaw(",\"enabled\":true}")
    case (false, true): writer.appendRaw(",\"enabled\":false}")
    case (true, false): writer.appendRaw(",\"enabled\":true,\"visible\":false}")
    case (false, false): writer.appendRaw(",\"enabled\":false,\"visible\":false}")
    }
  }

  /// `{"status":S[,"message":M]` (the caller closes the object).
  static func appendStatus(_ result: FieldResult, to writer: inout JSONWriter) {
    appendStatus(result.status, message: result.message, to: &writer)
  }

  /// `{"status":S[,"message":M]` of a status and message (the caller closes the object).
  static func appendStatus(_ status: FieldStatus, message: String?, to writer: inout JSONWriter) {
    switch status {
    case .ok: writer.appendRaw("{\"status\":\"ok\"")
    case .empty: writer.appendRaw("{\"status\":\"empty\"")
    case .failed: writer.appendRaw("{\"status\":\"failed\"")
    case .validating: writer.appendRaw("{\"status\":\"validating\"")
    }
    if let message {
      writer.appendRaw(",\"message\":")
      writer.appendString(message)
    }
  }
}
