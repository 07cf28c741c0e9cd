/// The stream nodes of one field in a session's graph.
struct FieldNodes {
  /// The field's value, set by the user.
  let value: Variable<String>
  /// Its validation result (distinct: emits only on change).
  let result: Stream<FieldOutcome>
  /// Whether its input is enabled (distinct).
  let enabled: Stream<Bool>
  /// Whether it is required, for a field with `required_when` (distinct); nil otherwise.
  var required: Stream<Bool>? = nil
  /// Whether it is shown, for a field with `visible_when` (distinct); nil otherwise.
  var visible: Stream<Bool>? = nil

  /// The nodes whose changes observers hear about: the result and the gates (enabled,
  /// and required and visible where the field has them: they change its validity).
  var outputs: [StreamNode] { [result, enabled] + [required, visible].compactMap { $0 } }

  /// The state of the field called `name` (`optional` or not) these nodes belong to.
  @inline(__always)
  func state(name: String, optional: Bool) -> FieldState {
    let outcome = result.value
    return FieldState(
      name: name, result: outcome.result, enabled: enabled.value, visible: isVisible,
      isValid: FormReader.isValid(outcome.status, optional: isOptional(optional)),
      storeFailure: outcome.storeFailure)
  }

  /// Whether an empty value counts as valid now: hidden, or not required for a field with
  /// `required_when`, else `optional` (the field's `optional:`). A hidden field's result
  /// is empty, so it is valid.
  @inline(__always)
  func isOptional(_ optional: Bool) -> Bool {
    !isVisible || (required.map { !$0.value } ?? optional)
  }

  /// Whether the field is shown (always, without `visible_when`).
  var isVisible: Bool { visible?.value ?? true }
}
