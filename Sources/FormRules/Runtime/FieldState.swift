/// One field's observable state.
public struct FieldState: Sendable, Hashable {
  /// The field's name.
  public var name: String
  /// Its validation result.
  public var result: FieldResult
  /// Set when the result is failed because a store failed (a lookup in a locked, damaged
  /// or missing database), not because of the value: the rule's message would not be true
  /// then, so the result's message says what went wrong with the store.
  public var storeFailure: StoreFailure?
  /// Whether its input is enabled.
  public var enabled: Bool
  /// Whether it counts as valid: ok, or empty and optional (or hidden).
  public var isValid: Bool
  /// Whether it is shown: false for a field hidden by its `visible_when`, whose value
  /// then counts as empty, which is valid and never stored.
  public var visible: Bool

  /// Creates a field state.
  public init(
    name: String, result: FieldResult, enabled: Bool, visible: Bool = true, isValid: Bool,
    storeFailure: StoreFailure? = nil
  ) {
    self.visible = visible
    self.name = name
    self.result = result
    self.storeFailure = storeFailure
    self.enabled = enabled
    self.isValid = isValid
  }
}
