public import Observation

/// One button of a ``FormModel``: whether it is enabled or executing, what its last tap
/// produced, and a way to tap it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class ButtonModel: Identifiable {
  /// The button's name.
  public let name: String
  /// Whether a tap would do something: its condition holds and it is not executing.
  public private(set) var enabled: Bool
  /// Whether its action is running.
  public private(set) var executing: Bool
  /// What the last tap produced, once its action finished.
  public private(set) var result: ButtonResult?
  /// The button's position in the spec.
  @ObservationIgnored private let index: Int
  /// The session the button belongs to.
  @ObservationIgnored private let form: Form

  init(state: ButtonState, index: Int, form: Form) {
    name = state.name
    enabled = state.enabled
    executing = state.executing
    result = state.result
    self.index = index
    self.form = form
  }

  /// The button's name.
  public nonisolated var id: String { name }

  /// Taps the button: when it is enabled, its action starts with the current values (its
  /// result shows once the form's clock has run it, e.g. `model.form.settle()`).
  @discardableResult
  public func tap() -> TapResponse { form.engine.tap(button: index) }

  /// Shows `state`, changing only what differs.
  func show(_ state: ButtonState) {
    if enabled != state.enabled { enabled = state.enabled }
    if executing != state.executing { executing = state.executing }
    if result != state.result { result = state.result }
  }
}
