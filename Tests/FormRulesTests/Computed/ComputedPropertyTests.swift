import FormRulesFuzzing
import Testing

@testable import FormRules

/// Computed values are glitch-free: 10,000 random edits of a form whose `holds` rules,
/// conditions and other computed values read computed values (one of them through a
/// hidden field), every state compared with a from-scratch evaluation of the same values.
@Suite("computed values: glitch-free")
struct ComputedPropertyTests {
  static let spec = """
    form: cart
    fields:
      quantity:
        type: integer
        rules:
          - holds: total <= 1000
      unit_price: { type: number }
      discount:
        type: number
        visible_when: quantity.ok
        rules:
          - holds: net >= 0
      express: { type: boolean, optional: true }
    computed:
      total: quantity * unit_price
      net: total - discount
      large: net > 500
    buttons:
      buy:
        enabled_when: quantity.valid and unit_price.valid and not large
    """

  static let values: [String: [String]] = [
    "quantity": ["", "0", "1", "3", "40", "1.5", "x"],
    "unit_price": ["", "0", "2.5", "30", "1e3", "-1", "cheap"],
    "discount": ["", "0", "5", "200", "5000", "lots"],
    "express": ["", "true", "false"],
  ]
  static let fields = ["quantity", "unit_price", "discount", "express"]

  @Test func everyStateIsTheFromScratchState() throws {
    let spec = try FormSpec(yaml: Self.spec)
    let form = try Form(spec: spec)
    var generator = SplitMix64(seed: 23)
    var current: [String: String] = [:]
    var present = 0
    var failedTotal = 0
    for _ in 0..<10_000 {
      var edit: [String: String] = [:]
      for _ in 0..<(generator.next() % 4 == 0 ? 2 : 1) {
        let field = Self.fields[Int(generator.next() % UInt64(Self.fields.count))]
        let choices = Self.values[field] ?? []
        edit[field] = choices[Int(generator.next() % UInt64(choices.count))]
      }
      try form.set(edit)
      current.merge(edit) { $1 }
      let fresh = try Form(spec: spec)
      try fresh.set(current)
      #expect(form.snapshot == fresh.snapshot)
      if form.snapshot.computed(named: "net")?.value != nil { present += 1 }
      if form.snapshot.field("quantity")?.result.status == .failed { failedTotal += 1 }
    }
    // The edits exercised the values both present and absent, and the rule both ways.
    #expect(present > 500)
    #expect(failedTotal > 100)
  }
}
