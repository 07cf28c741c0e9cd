/// What a witness sets in a form: a value per field, and the items of each repeated group,
/// each a witness of the item's form. The fields the session sets itself (a repeated
/// group's, an aggregate's, a mirror's: ``FieldRole``) are never set: their values stay
/// empty here, and a repeated group's count is its number of items.
struct WitnessRecord: Equatable {
  /// Per field of the form, in spec order: the value to set ("" leaves it empty).
  var fields: [String]
  /// Per repeated group of the form (``CompiledForm/repeatedGroups``): its items.
  var items: [[WitnessRecord]] = []

  /// Every field empty and every repeated group with its fewest items, empty — what a
  /// fresh session of `form` holds.
  init(emptyFor form: CompiledForm) {
    fields = Array(repeating: "", count: form.fields.count)
    items = form.repeatedGroups.map { group in
      Array(repeating: WitnessRecord(emptyFor: group.item), count: group.minimum)
    }
  }

  /// The witness `fields`, with `items` per repeated group.
  init(fields: [String], items: [[WitnessRecord]] = []) {
    self.fields = fields
    self.items = items
  }

  /// How many values setting the witness sets, its items' included.
  var size: Int {
    items.reduce(fields.count) { total, group in group.reduce(total) { $0 + $1.size } }
  }

  /// Whether the witness sets nothing: no value, no item.
  var isEmpty: Bool {
    fields.allSatisfy(\.isEmpty) && items.allSatisfy(\.isEmpty)
  }

  /// The witness as a record of `form` for ``FormEngine/setRecord(_:)``.
  struct Slots: RecordSlots {
    /// The witness.
    let record: WitnessRecord
    /// The form it is a witness of.
    let form: CompiledForm

    var valueCount: Int { form.recordSlots.count }

    func value(atSlot slot: Int) -> String { record.fields[form.recordSlots[slot]] }

    func itemCount(inList list: Int) -> Int {
      let group = form.recordLists[list]
      return group < record.items.count ? record.items[group].count : 0
    }

    func withItem(_ index: Int, inList list: Int, _ body: (inout Slots) -> Void) {
      let group = form.recordLists[list]
      var item = Slots(record: record.items[group][index], form: form.repeatedGroups[group].item)
      body(&item)
    }
  }

  /// Sets the witness in `engine` (a session of the form it is a witness of) in one
  /// transaction: input fields by index, and each repeated group resized and its items
  /// filled, as a batch record is.
  func set(in engine: FormEngine) {
    let form = engine.compiledForm
    guard form.hasGroups else {
      engine.set(Array(fields.enumerated().map { ($0.offset, $0.element) }))
      return
    }
    var slots = Slots(record: self, form: form)
    engine.graph.transaction { engine.setRecord(&slots) }
  }

  /// What the witness sets, in spec order, by path: each input field's value (empty or
  /// not), each repeated group's number of items (`lines`, as a whole number) followed by
  /// its items' entries (`lines[1].sku`). The fields the session sets itself are left out.
  func entries(of form: CompiledForm, prefix: String = "") -> [Entry] {
    var entries: [Entry] = []
    for (index, field) in form.fields.enumerated() {
      switch field.role {
      case .input:
        entries.append(Entry(path: prefix + field.name, value: fields[index], kind: .value))
      case .repeatedGroup(let group):
        let groupItems = group < items.count ? items[group] : []
        entries.append(Entry(path: prefix + field.name, value: String(groupItems.count), kind: .count))
        for (position, item) in groupItems.enumerated() {
          entries += item.entries(
            of: form.repeatedGroups[group].item, prefix: "\(prefix)\(field.name)[\(position + 1)].")
        }
      case .aggregate, .mirror:
        continue
      }
    }
    return entries
  }

  /// One thing a witness sets, by path.
  struct Entry: Equatable {
    /// What is set.
    enum Kind: Equatable {
      /// A field's value.
      case value
      /// A repeated group's number of items (``Entry/value`` is the number).
      case count
    }

    /// `customer.name`, `lines`, `lines[2].sku`.
    let path: String
    /// The value, or the number of items.
    let value: String
    /// Which.
    let kind: Kind
  }
}
