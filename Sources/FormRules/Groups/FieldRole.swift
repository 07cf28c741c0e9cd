/// What a field of a flattened form is (``GroupLowering``). Inputs are what people and
/// records set; the other roles are fields the session sets itself, with no rules, so
/// that expressions read repeated groups and enclosing forms as they read any field.
enum FieldRole: Sendable, Equatable {
  /// A value people and records set.
  case input
  /// A repeated group of the form: its value is the number of items, its status the
  /// group's own (``RepeatedGroupNode``). Holds the group's index in the form.
  case repeatedGroup(Int)
  /// `function` over `column` of the items of repeated group `group` (the group's index):
  /// its value is the aggregate's, as text.
  case aggregate(group: Int, function: AggregateFunction, column: FieldReference)
  /// In an item's form, the enclosing form's field `name`: value, status and flags as
  /// the enclosing session has them.
  case mirror(String)

  /// Whether people and records set the field.
  var isInput: Bool { self == .input }
}
