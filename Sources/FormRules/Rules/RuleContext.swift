/// What a rule may read besides the value it checks: the current values of other fields.
struct RuleContext {
  private let read: (Int) -> String

  /// Creates a context that reads field values by field index with `read`.
  init(read: @escaping (Int) -> String) { self.read = read }

  /// The current value of the field at `index`.
  func value(ofField index: Int) -> String { read(index) }
}
