extension CompilationContext {
  /// Reports a lower bound above an upper bound of the same field (`min_length` over
  /// `max_length`, `min` over `max`) at whichever rule comes later, with a note at the
  /// other.
  mutating func reportBoundConflict(
    _ code: DiagnosticCode, minimum: RuleDefinition, maximum: RuleDefinition,
    in field: FieldDefinition
  ) {
    let (later, earlier) =
      minimum.location < maximum.location ? (maximum, minimum) : (minimum, maximum)
    report(
      code, at: later.location,
      "'\(minimum.specText)' is larger than '\(maximum.specText)': no value of field '\(field.name.value)' can pass both",
      notes: [Diagnostic.Note("'\(earlier.specText)' is here", at: earlier.location)])
  }
}
