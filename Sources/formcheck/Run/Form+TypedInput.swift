import FormRules

extension Form {
  /// What a person typed for field `name`, as the value to set: `yes`, `y`, `on` for a
  /// boolean field become `true` (``ValueType/value(typed:)``); anything else is kept.
  func value(typed input: String, for name: String) -> String {
    spec.fields.first { $0.name == name }?.type.value(typed: input) ?? input
  }
}
