/// What happened right when a button was tapped.
public enum TapResponse: Sendable, Hashable {
  /// The button was enabled: its action started with the current values. Its result
  /// appears in the button's state once the action finishes.
  case started
  /// The button was disabled (its condition does not hold, or it is executing): nothing
  /// happened.
  case disabled
}
