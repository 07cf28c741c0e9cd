import FormRulesFuzzing
import Testing

@testable import FormRules

/// `holds` across fields is glitch-free: 10,000 random edits of a form with typed fields
/// and cross-field `holds` rules, every emitted state compared with a from-scratch
/// evaluation of the same values in a fresh session.
@Suite("holds: glitch-free across fields")
struct HoldsPropertyTests {
  static let spec = """
    form: booking
    fields:
      start: { type: date }
      end:
        type: date
        rules:
          - holds: end > start
            message: The end must come after the start
      total: { type: number }
      limit:
        type: integer
        rules:
          - holds: total <= limit
          - max: 100
      nights:
        type: integer
        enabled_when: end.ok and start.ok
        rules:
          - holds: nights == end - start
    buttons:
      book:
        enabled_when: end.ok and limit.ok and nights.ok
    """

  /// The values each field takes: valid ones on both sides of the others, empty, ill-typed.
  static let values: [String: [String]] = [
    "start": ["", "2024-02-28", "2024-02-29", "2024-03-01", "2024-02-30", "x"],
    "end": ["", "2024-02-28", "2024-02-29", "2024-03-01", "2025-01-01", "tomorrow"],
    "total": ["", "0", "99.5", "100", "1e2", "-3", "ten"],
    "limit": ["", "0", "99", "100", "101", "100.0"],
    "nights": ["", "0", "1", "2", "307", "1.5"],
  ]
  static let fields = ["start", "end", "total", "limit", "nights"]

  /// The state of a fresh session given `values` in one transaction.
  static func fromScratch(_ spec: FormSpec, _ values: [String: String]) throws -> FormSnapshot {
    let form = try Form(spec: spec)
    try form.set(values)
    return form.snapshot
  }

  @Test func everyEmittedStateIsTheFromScratchState() throws {
    let spec = try FormSpec(yaml: Self.spec)
    let form = try Form(spec: spec)
    var emitted: [FormChange] = []
    let observation = form.observe { emitted.append($0) }
    defer { observation.cancel() }
    var generator = SplitMix64(seed: 11)
    var current: [String: String] = [:]
    var previous = form.snapshot
    var failedHolds = 0
    for _ in 0..<10_000 {
      emitted.removeAll()
      // Mostly one field at a time; sometimes several in one transaction.
      var edit: [String: String] = [:]
      for _ in 0..<(generator.next() % 4 == 0 ? 3 : 1) {
        let field = Self.fields[Int(generator.next() % UInt64(Self.fields.count))]
        let choices = Self.values[field] ?? []
        edit[field] = choices[Int(generator.next() % UInt64(choices.count))]
      }
      try form.set(edit)
      current.merge(edit) { $1 }
      let expected = try Self.fromScratch(spec, current)
      #expect(form.snapshot == expected)
      var seen: [String: Int] = [:]
      for change in emitted {
        switch change {
        case .field(let state):
          seen[state.name, default: 0] += 1
          #expect(state == expected.field(state.name))
        case .button(let state):
          seen[state.name, default: 0] += 1
          #expect(state == expected.button(state.name))
        }
      }
      // Exactly the outputs that changed emitted, each once.
      for state in expected.fields {
        #expect(seen[state.name] == (state == previous.field(state.name) ? nil : 1), "\(state.name)")
        if state.result.status == .failed, state.result.message?.contains("after") == true {
          failedHolds += 1
        }
      }
      for state in expected.buttons {
        #expect(seen[state.name] == (state == previous.button(state.name) ? nil : 1), "\(state.name)")
      }
      previous = expected
    }
    // The edits did exercise the cross-field rule both ways.
    #expect(failedHolds > 100)
  }
}
