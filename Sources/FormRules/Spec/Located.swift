/// A value together with the place in the spec it came from.
package struct Located<Value> {
  /// The value.
  package var value: Value
  /// Where it was written.
  var location: SourceLocation

  /// Creates a value written at `location`.
  package init(value: Value, location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
