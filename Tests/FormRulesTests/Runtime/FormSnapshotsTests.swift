import Testing

@testable import FormRules

/// `form.snapshots`: the current state, then one snapshot per transaction that changed an
/// output; finished when the form is released.
@Suite("Form snapshots sequence")
struct FormSnapshotsTests {
  static let yaml = """
    form: pair
    fields:
      a:
        rules: [ { min_length: 3 } ]
      b:
        enabled_when: a.ok
        rules: [ { equals: a } ]
    """

  @Test func startsWithTheCurrentStateGivesOnePerChangingTransactionAndEndsWithTheForm() async throws {
    var form: Form? = try Form(
      spec: FormSpec(yaml: Self.yaml), environment: FormEnvironment(storage: .inMemory))
    var expected = [try #require(form?.snapshot)]
    let states = try #require(form?.snapshots)
    try form?.set("a", to: "ab")
    expected.append(try #require(form?.snapshot))
    try form?.set("a", to: "ab")  // the same result: nothing changed, no snapshot
    try form?.set(["a": "abc", "b": "abc"])  // several outputs, one transaction
    expected.append(try #require(form?.snapshot))
    form = nil
    var received: [FormSnapshot] = []
    for await state in states { received.append(state) }
    #expect(received == expected)
  }

  @Test func aChangeOfAComputedValueAloneGivesASnapshot() async throws {
    var form: Form? = try Form(
      spec: FormSpec(yaml: "form: c\nfields:\n  q: { type: integer }\ncomputed:\n  twice: q * 2\n"))
    let states = try #require(form?.snapshots)
    try form?.set("q", to: "2")  // the field stays ok; only the computed value changes
    try form?.set("q", to: "3")
    form = nil
    var received: [String] = []
    for await state in states { received.append(state.computed.first?.value?.description ?? "absent") }
    #expect(received == ["absent", "4", "6"])
  }

  @Test func aConsumerThatStopsStopsTheFeed() async throws {
    let form = try Form(spec: FormSpec(yaml: Self.yaml), environment: FormEnvironment(storage: .inMemory))
    do {
      var states = form.snapshots.makeAsyncIterator()
      #expect(await states.next() == form.snapshot)
    }
    let result = form.engine.fieldNodes[0].result
    #expect(result.isObserved)
    try form.set("a", to: "ab")  // the feed finds its consumer gone and unregisters
    #expect(!result.isObserved)
  }

  @Test func snapshotsCrossToAnotherTask() async throws {
    let form = try Form(spec: FormSpec(yaml: Self.yaml), environment: FormEnvironment(storage: .inMemory))
    let states = form.snapshots
    let consumer = Task {
      var statuses: [FieldStatus] = []
      for await state in states {
        statuses.append(state.fields[0].result.status)
        if statuses.count == 3 { break }
      }
      return statuses
    }
    try form.set("a", to: "ab")
    try form.set("a", to: "abc")
    #expect(await consumer.value == [.empty, .failed, .ok])
  }
}
