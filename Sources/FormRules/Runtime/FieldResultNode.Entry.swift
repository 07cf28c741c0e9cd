extension FieldResultNode {
  /// A side-table entry of a field's rules (a list store, a rule kind's check holding a
  /// pattern, a set or a closure) kept in an object, so that a check reads it in place
  /// through an unretained reference instead of copying it out of an array (which retains
  /// everything the entry holds).
  final class Entry<Value> {
    /// The entry.
    let value: Value

    /// Keeps `value`.
    init(_ value: Value) { self.value = value }
  }
}
