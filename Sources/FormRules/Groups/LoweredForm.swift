/// One level of a spec with groups, flattened (``GroupLowering``): the form a session
/// runs for the top level or for each item of a repeated group.
struct LoweredForm: Sendable {
  /// The flat form: fields named by their paths, and the fields the session fills in.
  var definition: FormDefinition
  /// The level's fields, groups and repeated groups in spec order, by flat name.
  var layout: [Entry] = []
  /// The level's repeated groups, in spec order.
  var repeated: [Repeated] = []

  /// One entry of a level's layout.
  indirect enum Entry: Sendable {
    /// A field, by flat name.
    case field(String)
    /// A group: its flat name, its label and its members.
    case group(name: String, label: LocalizedText?, members: [Entry])
    /// A repeated group, by flat name.
    case repeated(String)
  }

  /// A repeated group of a level.
  struct Repeated: Sendable {
    /// The group's definition as written (label, bounds, rules).
    var field: FieldDefinition
    /// Its name in the level's form.
    var flatName: String
    /// The form of its items.
    var item: LoweredForm
  }
}
