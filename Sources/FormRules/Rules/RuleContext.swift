/// What a rule may read besides the value it checks: the current values of other fields.
struct RuleContext {
  /// Every field's value node, in field order.
  private let values: [Variable<String>]

  /// Creates a context that reads the fields' value nodes `values` (in field order).
  init(values: [Variable<String>]) { self.values = values }

  /// The current value of the field at `index`.
  func value(ofField index: Int) -> String { values[index].value }
}
