/// One item of a spec that an error can leave unusable, by its index in the definition.
enum SpecItem: Hashable {
  /// A field: a rule or its `enabled_when` refers to nothing, or cannot be compiled.
  case field(Int)
  /// A button: its `enabled_when` or action refers to nothing, or cannot be compiled.
  case button(Int)
  /// An example that names an unknown field or button.
  case example(Int)
}
