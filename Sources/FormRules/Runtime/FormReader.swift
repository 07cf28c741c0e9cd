/// Reads a session's state from its output nodes. It holds the nodes but not the session,
/// so an observer keeping one does not keep the session alive (the graph drops its
/// observers when it goes, which frees the nodes).
struct FormReader {
  /// The form's fields, in spec order.
  let fields: [CompiledField]
  /// Their nodes.
  let fieldNodes: [FieldNodes]
  /// The form's buttons, in spec order.
  let buttons: [CompiledButton]
  /// Their nodes.
  let buttonNodes: [ButtonNodes]
  /// The form's computed values, in spec order.
  let computed: [CompiledComputed]
  /// Their nodes.
  let computedNodes: [ComputedNode]
  /// The lists' state nodes, in spec order.
  var listNodes: [ListNode] = []

  /// The state of the field at `index`.
  func fieldState(_ index: Int) -> FieldState {
    fieldNodes[index].state(name: fields[index].name, optional: fields[index].optional)
  }

  /// The state of the button at `index`.
  func buttonState(_ index: Int) -> ButtonState { buttonNodes[index].state(name: buttons[index].name) }

  /// The state of the computed value at `index`.
  func computedState(_ index: Int) -> ComputedState {
    ComputedState(name: computed[index].name, value: computedNodes[index].shownValue)
  }

  /// The whole state.
  func snapshot() -> FormSnapshot {
    FormSnapshot(
      fields: fields.indices.map(fieldState), buttons: buttons.indices.map(buttonState),
      computed: computed.indices.map(computedState), lists: listNodes.map(\.value))
  }

  /// Whether a result with `status` counts as valid for a field that is `optional` or not.
  static func isValid(_ status: FieldStatus, optional: Bool) -> Bool {
    status == .ok || (optional && status == .empty)
  }

  /// Whether a field counts as valid for the form's `valid` and a button's default
  /// condition: disabled fields are barred from validation, as in HTML, so a field counts
  /// when it is valid or its input is disabled (its own status and `FIELD.valid` still
  /// tell its own validity).
  static func counts(isValid: Bool, enabled: @autoclosure () -> Bool) -> Bool { isValid || !enabled() }
}
