/// Reads field properties by field slot for ``CompiledExpression``: the slot is an index
/// into the expression's ``CompiledExpression/fields``.
protocol ExpressionFieldReader {
  /// The date `today` reads.
  var today: CalendarDate { get }

  /// The value of `property` of the field in `slot`.
  func value(_ slot: Int, _ property: FieldProperty) -> ExpressionValue

  /// Whether `property` of the field in `slot` holds as a condition: exactly
  /// `value(slot, property).isTrue`, which a reader may answer without building the value.
  func holds(_ slot: Int, _ property: FieldProperty) -> Bool
}

extension ExpressionFieldReader {
  func holds(_ slot: Int, _ property: FieldProperty) -> Bool {
    value(slot, property).isTrue
  }
}

/// A reader made of a function.
struct ClosureFieldReader: ExpressionFieldReader {
  /// The function.
  let resolve: (Int, FieldProperty) -> ExpressionValue
  /// The date `today` reads.
  let today: CalendarDate

  func value(_ slot: Int, _ property: FieldProperty) -> ExpressionValue {
    resolve(slot, property)
  }
}
