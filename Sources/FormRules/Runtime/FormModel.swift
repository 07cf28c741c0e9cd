public import Observation

/// A form session as an `@Observable` model for SwiftUI: each field's text goes in, its
/// result and enabled flag come out, and so do the buttons' states — updated on the main
/// actor once per transaction, each field and button only when it changed.
///
/// ```swift
/// @MainActor struct RegisterView: View {
///   @State var model = try! FormModel(spec: spec)
///   var body: some View {
///     ForEach(model.fields) { field in
///       @Bindable var field = field
///       TextField(field.name, text: $field.text).disabled(!field.enabled)
///       Text(field.result.message ?? "")
///     }
///     Button("Register") { model.button("register")?.tap() }
///       .disabled(model.button("register")?.enabled != true)
///   }
/// }
/// ```
///
/// Set values through ``FieldModel/text`` so that the texts stay in step with the form (a
/// value set on ``form`` directly does not show in `text`). Move the clock through
/// ``form``: `model.form.settle()`, or `await model.form.settle(realTime: true)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class FormModel {
  /// The session the model shows.
  public let form: Form
  /// The fields, in spec order.
  public let fields: [FieldModel]
  /// The buttons, in spec order.
  public let buttons: [ButtonModel]
  /// The `computed:` values, in spec order (`total = 7.5`).
  public private(set) var computed: [ComputedState]
  /// Keeps the model up to date for as long as the model exists.
  @ObservationIgnored private var observation: FormObservation?
  /// Keeps the computed values up to date for as long as the model exists.
  @ObservationIgnored private var computedObservation: FormObservation?

  /// A model of `form`, which it keeps: use the form only through the model from now on.
  public init(form: sending Form) {
    self.form = form
    let snapshot = form.snapshot
    fields = snapshot.fields.indices.map { index in
      FieldModel(
        state: snapshot.fields[index], text: form.engine.value(ofField: index), index: index, form: form)
    }
    buttons = snapshot.buttons.indices.map { index in
      ButtonModel(state: snapshot.buttons[index], index: index, form: form)
    }
    computed = snapshot.computed
    let fields = self.fields
    let buttons = self.buttons
    var fieldIndex: [String: Int] = [:]
    for (index, field) in fields.enumerated() { fieldIndex[field.name] = index }
    var buttonIndex: [String: Int] = [:]
    for (index, button) in buttons.enumerated() { buttonIndex[button.name] = index }
    observation = form.observe { change in
      switch change {
      case .field(let state): if let index = fieldIndex[state.name] { fields[index].show(state) }
      case .button(let state): if let index = buttonIndex[state.name] { buttons[index].show(state) }
      }
    }
    computedObservation = form.observeComputed { [weak self] state in
      guard let self, let index = self.computed.firstIndex(where: { $0.name == state.name }) else { return }
      self.computed[index] = state
    }
  }

  /// A model of a new session of `spec` in `environment`.
  public convenience init(spec: FormSpec, environment: FormEnvironment = FormEnvironment()) throws(FormError)
  {
    self.init(form: try Form(spec: spec, environment: environment))
  }

  /// Whether every enabled field is valid (disabled fields are barred from validation, as
  /// in HTML).
  public var isValid: Bool {
    fields.allSatisfy { FormReader.counts(isValid: $0.isValid, enabled: $0.enabled) }
  }

  /// The field called `name`.
  public func field(_ name: String) -> FieldModel? { fields.first { $0.name == name } }

  /// The button called `name`.
  public func button(_ name: String) -> ButtonModel? { buttons.first { $0.name == name } }

  /// The value of the computed value called `name` (nil while absent, or when there is
  /// none).
  public func computed(_ name: String) -> ComputedValue? { computed.first { $0.name == name }?.value }
}
