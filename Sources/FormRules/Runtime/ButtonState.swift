/// One button's observable state.
public struct ButtonState: Sendable, Hashable {
  /// The button's name.
  public var name: String
  /// Whether a tap would do something: its condition holds and it is not executing.
  public var enabled: Bool
  /// Whether its action is running.
  public var executing: Bool
  /// What the last tap produced, if it was tapped and its action finished.
  public var result: ButtonResult?

  /// Creates a button state.
  public init(name: String, enabled: Bool, executing: Bool, result: ButtonResult?) {
    self.name = name
    self.enabled = enabled
    self.executing = executing
    self.result = result
  }
}
