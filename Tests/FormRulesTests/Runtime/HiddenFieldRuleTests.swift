import FormRulesFuzzing
import Testing

@testable import FormRules

/// A hidden field's value counts as empty for every rule, other fields' `equals` and
/// `holds` included: they are re-checked in the same transaction as its visible flag.
@Suite("rules reading a hidden field")
struct HiddenFieldRuleTests {
  static let spec = """
    form: plan
    fields:
      kind: {}
      budget:
        type: number
        visible_when: kind == "pro"
      spend:
        type: number
        rules:
          - holds: spend <= budget
            message: Over budget
      code:
        visible_when: kind == "pro"
      code_again:
        optional: true
        rules:
          - equals: code
            message: The codes differ
    computed:
      left: budget - spend
    """

  @Test func aHoldsReadingAHiddenFieldIsSkipped() throws {
    let form = try Form(spec: try FormSpec(yaml: Self.spec))
    try form.set(["kind": "pro", "budget": "100", "spend": "150"])
    #expect(form.snapshot.field("spend")?.result == .failed("Over budget"))
    var spendChanges = 0
    let observation = form.observe { change in
      if case .field(let state) = change, state.name == "spend" { spendChanges += 1 }
    }
    defer { observation.cancel() }
    try form.set("kind", to: "personal")  // budget hidden: its 100 counts as empty
    #expect(form.snapshot.field("spend")?.result == .ok(nil))
    #expect(form.snapshot.computed(named: "left")?.value == nil)
    try form.set("kind", to: "pro")
    #expect(form.snapshot.field("spend")?.result == .failed("Over budget"))
    #expect(spendChanges == 2)
  }

  @Test func anEqualsWithAHiddenFieldComparesWithEmpty() throws {
    let form = try Form(spec: try FormSpec(yaml: Self.spec))
    try form.set(["kind": "pro", "code": "x1", "code_again": "x1"])
    #expect(form.snapshot.field("code_again")?.result == .ok(nil))
    try form.set("kind", to: "personal")
    #expect(form.snapshot.field("code_again")?.result == .failed("The codes differ"))
    try form.set("code_again", to: "")
    #expect(form.snapshot.field("code_again")?.isValid == true)
  }

  @Test func aFieldShownByTheResultOfOneThatReadsItIsACycle() {
    let yaml = """
      form: loop
      fields:
        a:
          visible_when: b.ok
        b:
          rules:
            - equals: a
      """
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    #expect(diagnostics.map(\.code) == [.dependencyCycle])
  }

  /// 5,000 random edits, every state equal to a from-scratch evaluation of the same
  /// values: the deferred results are glitch-free.
  @Test func everyStateIsTheFromScratchState() throws {
    let spec = try FormSpec(yaml: Self.spec)
    let form = try Form(spec: spec)
    let values: [String: [String]] = [
      "kind": ["", "pro", "personal"], "budget": ["", "100", "x"], "spend": ["", "50", "150"],
      "code": ["", "x1", "y2"], "code_again": ["", "x1"],
    ]
    let fields = values.keys.sorted()
    var generator = SplitMix64(seed: 5)
    var current: [String: String] = [:]
    for _ in 0..<5_000 {
      let field = fields[Int(generator.next() % UInt64(fields.count))]
      let choices = values[field] ?? []
      let value = choices[Int(generator.next() % UInt64(choices.count))]
      try form.set(field, to: value)
      current[field] = value
      let fresh = try Form(spec: spec)
      try fresh.set(current)
      #expect(form.snapshot == fresh.snapshot)
    }
  }
}
