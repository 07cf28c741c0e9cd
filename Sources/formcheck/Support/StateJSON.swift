import FormRules
import FormRulesIO

/// A form's state as JSON members — the shape shared by `batch` result lines and
/// `run --json` lines: `"valid":…,"fields":{NAME:{"status","message","enabled"[,"visible":false]}},
/// ["computed":{NAME:VALUE},]"buttons":{NAME:{"enabled","result"}}[,"lists":{…}]` (lists as
/// ``ListJSON`` writes them, only in a form with `lists:`). Field values are never
/// written, so secrets cannot be; a form's `computed:` values are (a number or condition
/// as JSON, a date or text as a string, `null` while absent) — they are what the form
/// shows.
/// A result that reports a store error (a field's or a button's) also has an `"error"`
/// member, the ``StoreFailure``'s raw value (`"full"`, `"busy"`, `"corrupt"`, …); its
/// `"message"` is then the store error's own.
///
/// Everything that depends only on the spec (each field's and button's escaped key) is
/// written once, here, and copied as bytes for every record; so are the whole states a
/// batch writes again and again (see ``TailCache``).
struct StateJSON {
  /// Per field, in spec order: `"NAME":{"status":`.
  private let fieldPrefixes: [[UInt8]]
  /// Per button, in spec order: its whole entry without a result, enabled and disabled,
  /// after a comma unless it is the first: `"NAME":{"enabled":true}`.
  /// Whether some field has `visible_when`: its entries then say `"visible":false` while
  /// hidden, and states are written piece by piece (the cache's keys have no visible bit).
  private let hidesFields: Bool
  /// Per computed value, in spec order: `"NAME":`.
  private let computedKeys: [[UInt8]]
  /// Whether the spec has `lists:` (written after the buttons, never cached).
  private let hasLists: Bool
  private let buttonEntries: [(enabled: [UInt8], disabled: [UInt8])]
  /// Per button, in spec order: `"NAME":{"enabled":`.
  private let buttonPrefixes: [[UInt8]]
  /// Numbers of the field entries of live forms, for ``tailCache`` keys.
  private var entryTable = EntryTable()
  /// States written from live forms, kept to be copied.
  private var tailCache = TailCache()

  /// The writer for states of `spec`'s forms.
  init(spec: FormSpec) {
    hidesFields = spec.hidesFields
    hasLists = spec.hasLists
    computedKeys = spec.computedNames.map { name in
      var writer = JSONWriter(capacity: 64)
      writer.appendString(name)
      writer.appendByte(UInt8(ascii: ":"))
      return writer.bytes
    }
    fieldPrefixes = spec.fields.map { Self.bytes(key: $0.name, member: "status") }
    buttonPrefixes = spec.buttonNames.map { Self.bytes(key: $0, member: "enabled") }
    buttonEntries = buttonPrefixes.enumerated().map { index, prefix in
      let comma: [UInt8] = index > 0 ? [UInt8(ascii: ",")] : []
      return (comma + prefix + Array("true}".utf8), comma + prefix + Array("false}".utf8))
    }
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
      appendField(
        index, result: field.result, storeFailure: field.storeFailure, enabled: field.enabled,
        visible: field.visible, to: &writer)
    }
    writer.appendRaw("}")
    appendComputed(to: &writer) { snapshot.computed[$0].value }
    writer.appendRaw(",\"buttons\":{")
    for (index, button) in snapshot.buttons.enumerated() {
      appendButtonStart(index, enabled: button.enabled, to: &writer)
      if let result, result.button == button.name {
        writer.appendRaw(",\"result\":{\"status\":")
        writer.appendString(result.result.status.rawValue)
        writer.appendRaw(",\"message\":")
        writer.appendString(result.result.message)
        appendError(result.result.error, to: &writer)
        writer.appendRaw("}")
      }
      writer.appendRaw("}")
    }
    writer.appendRaw("}")
    if !snapshot.lists.isEmpty { ListJSON.append(snapshot.lists, to: &writer) }
  }

  /// Appends the members of `form`'s current state, read straight from the session (no
  /// snapshot), with no button result, and returns whether the state is valid. `form`
  /// must be a session of the spec.
  mutating func appendMembers(of form: Form, to writer: inout JSONWriter) -> Bool {
    let isValid = appendFieldsAndButtons(of: form, to: &writer)
    if hasLists { ListJSON.append(form.listStates, to: &writer) }
    return isValid
  }

  /// ``appendMembers(of:to:)`` up to the buttons.
  ///
  /// A state seen before is copied whole (``TailCache``), found by the numbers of its
  /// field entries (``EntryTable``) and its buttons' flags; whether it is valid comes
  /// along, since whether a field counts follows from its status and enabled flag.
  private mutating func appendFieldsAndButtons(of form: Form, to writer: inout JSONWriter) -> Bool {
    guard let key = stateKey(of: form) else { return appendState(of: form, to: &writer) }
    if let isValid = tailCache.append(key: key, to: &writer) { return isValid }
    let start = writer.count
    let isValid = appendState(of: form, to: &writer)
    writer.withBytes { written in
      tailCache.keep(UnsafeRawBufferPointer(rebasing: written[start...]), key: key, isValid: isValid)
    }
    return isValid
  }

  /// The key of `form`'s current state in ``tailCache``: a byte per field (its entry's
  /// number), then a bit per button (enabled); `nil` when the spec has too many fields
  /// and buttons for a key or some entry has no number.
  private mutating func stateKey(of form: Form) -> UInt64? {
    guard !hidesFields, computedKeys.isEmpty, fieldPrefixes.count * 8 + buttonEntries.count <= 64 else {
      return nil
    }
    var key: UInt64 = 0
    for index in fieldPrefixes.indices {
      guard form.fieldStoreFailure(at: index) == nil,
        let number = entryTable.number(
          field: index, status: form.fieldStatus(at: index), message: form.fieldMessage(at: index),
          enabled: form.isFieldEnabled(at: index))
      else { return nil }
      key |= UInt64(number) << UInt64(index * 8)
    }
    let buttonShift = fieldPrefixes.count * 8
    for index in buttonEntries.indices where form.isButtonEnabled(at: index) {
      key |= 1 << UInt64(buttonShift + index)
    }
    return key
  }

  /// Appends the members of `form`'s current state piece by piece, and returns whether
  /// the state is valid.
  private func appendState(of form: Form, to writer: inout JSONWriter) -> Bool {
    var isValid = true
    for index in fieldPrefixes.indices where !form.fieldCounts(at: index) {
      isValid = false
      break
    }
    writer.appendRaw(isValid ? "\"valid\":true,\"fields\":{" : "\"valid\":false,\"fields\":{")
    for index in fieldPrefixes.indices {
      appendField(
        index, result: form.fieldResult(at: index), storeFailure: form.fieldStoreFailure(at: index),
        enabled: form.isFieldEnabled(at: index), visible: !hidesFields || form.isFieldVisible(at: index),
        to: &writer)
    }
    writer.appendRaw("}")
    appendComputed(to: &writer, form.computedValue(at:))
    appendButtons(of: form, to: &writer)
    return isValid
  }

  /// Appends `,"buttons":{…}` of `form`'s buttons, none with a result (a form with
  /// groups writes its buttons so too).
  func appendButtons(of form: Form, to writer: inout JSONWriter) {
    writer.appendRaw(",\"buttons\":{")
    for (index, entry) in buttonEntries.enumerated() {
      let bytes = form.isButtonEnabled(at: index) ? entry.enabled : entry.disabled
      bytes.withUnsafeBytes { writer.appendRaw($0) }
    }
    writer.appendRaw("}")
  }

  /// Appends the entry of the field at `index`, preceded by a comma unless it is the first.
  private func appendField(
    _ index: Int, result: FieldResult, storeFailure: StoreFailure?, enabled: Bool, visible: Bool,
    to writer: inout JSONWriter
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
    appendError(storeFailure, to: &writer)
    writer.appendRaw(enabled ? ",\"enabled\":true" : ",\"enabled\":false")
    writer.appendRaw(visible ? "}" : ",\"visible\":false}")
  }

  /// Appends `,"computed":{…}`, the value at each index in spec order (read in place: no
  /// state is built per record); nothing for a form without computed values.
  private func appendComputed(to writer: inout JSONWriter, _ value: (Int) -> ComputedValue?) {
    guard !computedKeys.isEmpty else { return }
    writer.appendRaw(",\"computed\":{")
    for index in computedKeys.indices {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      computedKeys[index].withUnsafeBytes { writer.appendRaw($0) }
      ComputedValue.appendJSON(value(index), to: &writer)
    }
    writer.appendByte(UInt8(ascii: "}"))
  }

  /// Appends `,"error":KIND` for a result that reports a store error.
  private func appendError(_ error: StoreFailure?, to writer: inout JSONWriter) {
    guard let error else { return }
    writer.appendRaw(",\"error\":")
    writer.appendString(error.rawValue)
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
