public import Observation

/// One field of a ``FormModel``: its text (settable, bindable) and what the form made of
/// it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class FieldModel: Identifiable {
  /// The field's name.
  public let name: String
  /// The field's value. Setting it sets the form's value: one transaction.
  public var text: String {
    didSet { if text != oldValue { form.engine.set(field: index, to: text) } }
  }
  /// Its validation result.
  public private(set) var result: FieldResult
  /// Set when the result is failed because a store failed (see ``FieldState/storeFailure``).
  public private(set) var storeFailure: StoreFailure?
  /// Whether its input is enabled.
  public private(set) var enabled: Bool
  /// Whether it counts as valid: ok, or empty and optional (or hidden).
  public private(set) var isValid: Bool
  /// Whether it is shown (false while its `visible_when` hides it).
  public private(set) var visible: Bool
  /// The field's position in the spec.
  @ObservationIgnored private let index: Int
  /// The session the field belongs to.
  @ObservationIgnored private let form: Form

  init(state: FieldState, text: String, index: Int, form: Form) {
    name = state.name
    self.text = text
    result = state.result
    storeFailure = state.storeFailure
    enabled = state.enabled
    visible = state.visible
    isValid = state.isValid
    self.index = index
    self.form = form
  }

  /// The field's name.
  public nonisolated var id: String { name }

  /// Shows `state`, changing only what differs (so that views reading the rest are not
  /// invalidated).
  func show(_ state: FieldState) {
    if result != state.result { result = state.result }
    if storeFailure != state.storeFailure { storeFailure = state.storeFailure }
    if enabled != state.enabled { enabled = state.enabled }
    if visible != state.visible { visible = state.visible }
    if isValid != state.isValid { isValid = state.isValid }
  }
}
