import FormRulesFuzzing
import Testing

@testable import FormRules

/// The register diamond through the whole engine: password feeds its own result and the
/// repeat result, both feed the button. No observer may see a transient state. The same
/// for a profile whose default button reads an enabled gate (disabled fields are barred
/// from validation): every settled state is also what a fresh session makes of the values.
@Suite("Glitch-free forms")
struct GlitchFreeFormTests {
  /// A form to edit at random: its spec, the fields edited and the values they take.
  struct Case: Sendable, CustomStringConvertible {
    let description: String
    let spec: String
    let fields: [String]
    let values: [String]
  }

  static let register = Case(
    description: "register",
    spec: """
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
      """,
    fields: ["username", "password", "repeat_password"],
    values: ["", "abc", "secret1", "secret2", "alice_1", "bob_the_2"])

  /// The newsletter e-mail is enabled by the newsletter answer; the save button has no
  /// condition, so it reads every field's result and the e-mail's enabled gate.
  static let profile = Case(
    description: "conditional profile",
    spec: """
      form: profile
      fields:
        nickname:
          rules: [ { min_length: 3 } ]
        newsletter:
          rules: [ { one_of: ["yes", "no"] } ]
        newsletter_email:
          enabled_when: newsletter == "yes" and nickname.valid
          rules: [ { pattern: "[^@]+@[^@]+" } ]
      buttons:
        save: {}
      """,
    fields: ["nickname", "newsletter", "newsletter_email"],
    values: ["", "no", "yes", "al", "alice", "a@b", "maybe"])

  /// The company is required only for a business account; the VAT number's gate reads
  /// the company's validity, so both gates change in the transaction that sets `account`
  /// (``RequiredWhenTests/spec``).
  static let account = Case(
    description: "required_when",
    spec: RequiredWhenTests.spec,
    fields: ["account", "company", "vat"],
    values: ["", "personal", "business", "A", "ACME", "x"])

  /// The company is shown only for a business account; the VAT number's gate reads the
  /// company's value, which reads as empty while it is hidden.
  static let visibility = Case(
    description: "visible_when",
    spec: """
      form: account
      fields:
        account:
          rules: [ { one_of: ["personal", "business"] } ]
        company:
          visible_when: account == "business"
          rules: [ { min_length: 2 } ]
        vat:
          enabled_when: company == "" or company.ok
          optional: true
      buttons:
        save: {}
      """,
    fields: ["account", "company", "vat"],
    values: ["", "personal", "business", "A", "ACME", "x"])

  @Test(arguments: [register, profile, account, visibility])
  func everyEmissionIsTheSettledValueAndOutputsEmitAtMostOnce(_ form: Case) throws {
    let spec = try FormSpec(yaml: form.spec)
    let session = try Form(spec: spec, environment: FormEnvironment(storage: .inMemory))
    var emitted: [FormChange] = []
    let observation = session.observe { emitted.append($0) }
    defer { observation.cancel() }
    var generator = SplitMix64(seed: 7)
    var current = [String: String]()
    var transients = 0
    var unlikeFresh = 0
    for step in 0..<5_000 {
      emitted.removeAll()
      let field = form.fields[Int(generator.next() % UInt64(form.fields.count))]
      let value = form.values[Int(generator.next() % UInt64(form.values.count))]
      try session.set(field, to: value)
      current[field] = value
      let settled = session.snapshot
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
      if step % 10 == 0 {
        let fresh = try Form(spec: spec, environment: FormEnvironment(storage: .inMemory))
        try fresh.set(current)
        if fresh.snapshot != settled { unlikeFresh += 1 }
      }
    }
    #expect(transients == 0)
    #expect(unlikeFresh == 0)
  }
}
