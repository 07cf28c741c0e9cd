/// One `computed:` value's observable state.
public struct ComputedState: Sendable, Hashable {
  /// The value's name.
  public var name: String
  /// The value; nil while a field whose value it reads is empty, hidden or not of its
  /// type, or when its arithmetic has no result (a division by zero).
  public var value: ComputedValue?

  /// Creates a computed value's state.
  public init(name: String, value: ComputedValue?) {
    self.name = name
    self.value = value
  }
}
