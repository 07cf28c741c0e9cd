extension FieldResultNode {
  /// One synchronous rule bound to a session: the built-in rules as plain data, anything
  /// else through ``SyncRule``.
  enum Check {
    /// `min_length`.
    case minLength(Int, LengthUnit)
    /// `max_length`.
    case maxLength(Int, LengthUnit)
    /// `equals`: the compared field's value node. Unretained: the graph owns every node,
    /// and a node of the graph never outlives it.
    case equals(Unmanaged<Variable<String>>)
    /// `absent_in` (`expectPresent` false) / `present_in` a list store without latency.
    case list(ListStore, expectPresent: Bool)
    /// `pattern`, compiled for this session.
    case pattern(PatternRule)
    /// Any other rule.
    case rule(any SyncRule)

    /// `rule` as a check, reading other fields' values from `values`.
    init(_ rule: any SyncRule, values: [Variable<String>]) {
      switch rule {
      case let rule as MinLengthRule: self = .minLength(rule.minimum, rule.unit)
      case let rule as MaxLengthRule: self = .maxLength(rule.maximum, rule.unit)
      case let rule as EqualsRule: self = .equals(.passUnretained(values[rule.otherField]))
      default: self = .rule(rule)
      }
    }
  }
}
