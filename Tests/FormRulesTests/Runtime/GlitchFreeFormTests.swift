import FormRulesFuzzing
import Testing

@testable import FormRules

/// The register diamond through the whole engine: password feeds its own result and the
/// repeat result, both feed the button. No observer may see a transient state.
@Suite("Glitch-free forms")
struct GlitchFreeFormTests {
  static let spec = """
    form: register
    fields:
      username:
        rules: [ { min_length: 6 }, { pattern: "[a-z0-9_]+" } ]
        ok: fine
      password:
        enabled_when: username.ok
        rules: [ { min_length: 6 } ]
        ok: fine
      repeat_password:
        enabled_when: password.ok
        rules: [ { equals: password } ]
        ok: fine
    buttons:
      register:
        enabled_when: username.ok and password.ok and repeat_password.ok
    """

  @Test func everyEmissionIsTheSettledValueAndOutputsEmitAtMostOnce() throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec), environment: FormEnvironment(storage: .inMemory))
    var emitted: [FormChange] = []
    let observation = form.observe { emitted.append($0) }
    defer { observation.cancel() }
    var generator = SplitMix64(seed: 7)
    let values = ["", "abc", "secret1", "secret2", "alice_1", "bob_the_2"]
    let fields = ["username", "password", "repeat_password"]
    var transients = 0
    for _ in 0..<5_000 {
      emitted.removeAll()
      let field = fields[Int(generator.next() % 3)]
      try form.set(field, to: values[Int(generator.next() % UInt64(values.count))])
      let settled = form.snapshot
      var seen: [String: Int] = [:]
      for change in emitted {
        switch change {
        case .field(let state):
          seen["field " + state.name, default: 0] += 1
          if state != settled.field(state.name) { transients += 1 }
        case .button(let state):
          seen["button " + state.name, default: 0] += 1
          if state != settled.button(state.name) { transients += 1 }
        }
      }
      // Once per field or button, whatever of its outputs changed.
      #expect(seen.values.allSatisfy { $0 == 1 })
    }
    #expect(transients == 0)
  }
}
