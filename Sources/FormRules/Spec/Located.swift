/// A value together with the place in the spec it came from.
struct Located<Value> {
  /// The value.
  var value: Value
  /// Where it was written.
  var location: SourceLocation
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
