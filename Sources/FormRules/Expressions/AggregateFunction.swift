/// A function over the values one column takes across a repeated group's items:
/// `sum(lines.amount)`, `count(phones.number)`, `all(lines.quantity.valid)`.
package enum AggregateFunction: String, CaseIterable, Sendable {
  /// The sum of the numbers; absent when any item's is, 0 without items.
  case sum
  /// How many items have a value (a non-empty field, a present computed value, a true flag).
  case count
  /// The least number; absent without items or when any item's is absent.
  case min
  /// The greatest number; absent without items or when any item's is absent.
  case max
  /// Whether every item's flag is true (true without items).
  case all
  /// Whether some item's flag is true.
  case any

  /// The type of the aggregate's value.
  var valueType: ValueType {
    switch self {
    case .sum, .min, .max: .number
    case .count: .integer
    case .all, .any: .boolean
    }
  }

  /// The function and the column named by `name` when it is an aggregate's reference name
  /// as the parser writes it (`sum(lines.amount)`), else nil.
  static func split(_ name: String) -> (AggregateFunction, column: String)? {
    guard name.hasSuffix(")"), let open = name.firstIndex(of: "("),
      let function = AggregateFunction(rawValue: String(name[..<open]))
    else { return nil }
    return (function, String(name[name.index(after: open)..<name.index(before: name.endIndex)]))
  }
}
