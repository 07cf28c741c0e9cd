extension FieldReference: Hashable {
  /// Equal when the field and the property are; the location does not count.
  package static func == (lhs: FieldReference, rhs: FieldReference) -> Bool {
    lhs.field == rhs.field && lhs.property == rhs.property
  }

  /// Hashes the field and the property only, consistently with `==`.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(field)
    hasher.combine(property)
  }
}
