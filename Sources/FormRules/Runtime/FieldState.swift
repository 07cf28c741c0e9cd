/// One field's observable state.
public struct FieldState: Sendable, Hashable {
  /// The field's name.
  public var name: String
  /// Its validation result.
  public var result: FieldResult
  /// Whether its input is enabled.
  public var enabled: Bool
  /// Whether it counts as valid: ok, or empty and optional.
  public var isValid: Bool

  /// Creates a field state.
  public init(name: String, result: FieldResult, enabled: Bool, isValid: Bool) {
    self.name = name
    self.result = result
    self.enabled = enabled
    self.isValid = isValid
  }
}
