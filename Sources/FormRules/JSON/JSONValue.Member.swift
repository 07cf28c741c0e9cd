extension JSONValue {
  /// One member of a JSON object: a key and its value.
  package struct Member: Equatable, Sendable {
    /// The key, with escapes decoded.
    package var key: String
    /// The value.
    package var value: JSONValue

    /// Creates a member.
    package init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }

    /// Members are equal when their keys have the same scalars and their values are
    /// equal (see ``JSONValue/==(_:_:)``).
    package static func == (lhs: Member, rhs: Member) -> Bool {
      JSONValue.sameScalars(lhs.key, rhs.key) && lhs.value == rhs.value
    }
  }
}
