import Testing

@testable import FormRules

/// The glitch-freedom property with a repeated group: after every random event (a value
/// set at the top level or in an item, an item added or removed), the live session's
/// state is the state a fresh session reaches from the same values in one transaction.
@Suite struct GroupGlitchFreedomTests {
  /// A small deterministic generator (SplitMix64), so that a failure replays.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// What the test set, to replay from scratch.
  struct Model {
    var top: [String: String] = [:]
    var items: [[String: String]] = [[:]]

    /// The record a fresh session of `spec` is given.
    func record(of spec: FormSpec) -> Record {
      let form = spec.compiled
      let item = form.repeatedGroups[0].item
      return Record(
        values: form.recordSlots.map { top[form.fields[$0].name] ?? "" },
        items: items.map { values in
          Record(values: item.recordSlots.map { values[item.fields[$0].name] ?? "" })
        })
    }
  }

  /// A record given slot by slot, with the items of one list.
  struct Record: RecordSlots {
    var values: [String]
    var items: [Record] = []

    var valueCount: Int { values.count }
    func value(atSlot slot: Int) -> String { values[slot] }
    func itemCount(inList list: Int) -> Int { items.count }
    mutating func withItem(_ index: Int, inList list: Int, _ body: (inout Record) -> Void) {
      body(&items[index])
    }
  }

  /// Everything a person or a record reader sees of `form`, as text: every field by path
  /// (items included), the repeated group's own status, every computed value, every
  /// button, and validity.
  static func describe(_ form: Form) -> String {
    let view = form.pathView.snapshot
    let lines = (try? form.fieldState(at: "lines")).map { "\($0.result)/\($0.isValid)" } ?? "none"
    return view.fields.map { "\($0.name)=\($0.result)/\($0.enabled)/\($0.visible)/\($0.isValid)" }
      .joined(separator: " ")
      + " lines:" + lines
      + " computed:"
      + view.computed.map { "\($0.name)=\($0.value.map(String.init(describing:)) ?? "nil")" }
      .joined(separator: ",")
      + " buttons:" + view.buttons.map { "\($0.name)=\($0.enabled)" }.joined(separator: ",")
      + " valid:\(form.isValidWithGroups)"
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomEditsMatchAFreshSession(seed: UInt64) throws {
    let spec = try FormSpec(yaml: GroupFormTests.order)
    let form = try Form(spec: spec)
    var model = Model()
    var random = Generator(state: seed)
    let topFields = ["customer.name", "customer.email", "country"]
    let itemFields = ["sku", "quantity", "unit_price", "gift_note"]
    let values = ["", "A", "Ada", "ada@example.org", "DE", "FR", "ABC", "XYZ", "0", "1", "2", "7.5", "x"]
    for _ in 0..<400 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        try form.addItem(to: "lines")
        model.items.append([:])
      case 1 where !model.items.isEmpty:
        let index = Int.random(in: 0..<model.items.count, using: &random)
        try form.removeItem("lines[\(index + 1)]")
        model.items.remove(at: index)
      case 2, 3:
        let field = topFields.randomElement(using: &random)!
        let value = values.randomElement(using: &random)!
        try form.set(field, to: value)
        model.top[field] = value
      default:
        guard !model.items.isEmpty else { continue }
        let index = Int.random(in: 0..<model.items.count, using: &random)
        let field = itemFields.randomElement(using: &random)!
        let value = values.randomElement(using: &random)!
        try form.set("lines[\(index + 1)].\(field)", to: value)
        model.items[index][field] = value
      }
      let fresh = try Form(spec: spec)
      fresh.setRecord(model.record(of: spec))
      #expect(Self.describe(form) == Self.describe(fresh))
    }
  }
}
