/// One place where an expression reads a field's property.
///
/// Two references are equal when they read the same property of the same field, wherever
/// they are written (see `FieldReference+Hashable.swift`).
package struct FieldReference: Sendable, CustomStringConvertible {
  /// The field's name as written.
  package var field: String
  /// What is read.
  var property: FieldProperty
  /// Where the field name is written.
  var location: SourceLocation

  /// `field` for the value, `field.property` otherwise: how the DSL spells it (a field
  /// named like the keyword `today` with its property always, `today.value`).
  package var description: String {
    property == .value && field != ExpressionLexer.today ? field : "\(field).\(property.rawValue)"
  }
}

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
