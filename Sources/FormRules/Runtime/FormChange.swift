/// One change a ``Form`` reports to its observers.
public enum FormChange: Sendable, Hashable {
  /// A field's result or enabled flag changed; its new state.
  case field(FieldState)
  /// A button's enabled flag, executing flag or result changed; its new state.
  case button(ButtonState)
}
