extension Diagnostic {
  /// Concrete field values that enable an input or button: what `check --explain`
  /// shows so that a reviewer sees how a form is meant to be completed.
  public struct Witness: Hashable, Sendable {
    /// One field's value.
    public struct Value: Hashable, Sendable {
      /// The field's name.
      public var field: String
      /// Its value (synthetic, also for secret fields).
      public var value: String

      /// Creates a value.
      public init(field: String, value: String) {
        self.field = field
        self.value = value
      }
    }

    /// Every field's value, in spec order.
    public var values: [Value]

    /// Creates a witness.
    public init(values: [Value]) { self.values = values }
  }
}
