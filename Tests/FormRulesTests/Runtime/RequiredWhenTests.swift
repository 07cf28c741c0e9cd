import Testing

@testable import FormRules

/// `required_when`: an empty value counts as valid while the condition is false; the
/// field's `valid`, conditions reading `FIELD.valid`, the form's `valid` and a default
/// button follow it in the same transaction. `optional` beside it is FR109, a condition
/// reading its own field's validity FR501, and `check` warns about a constant one.
@Suite("required_when")
struct RequiredWhenTests {
  static let spec = """
    form: account
    fields:
      account:
        rules: [ { one_of: ["personal", "business"] } ]
      company:
        required_when: account == "business"
        rules: [ { min_length: 2 } ]
      vat:
        enabled_when: company.valid
        optional: true
    buttons:
      save: {}
    """

  /// The codes and messages `check` reports on `yaml`.
  static func diagnostics(_ yaml: String) -> [String] {
    SpecChecker().check(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
      .map { "\($0.code) \($0.location.line):\($0.location.column) \($0.message)" }
  }

  @Test func theRequirementTogglesWithItsCondition() throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec), environment: FormEnvironment(storage: .inMemory))
    try form.set("account", to: "personal")
    #expect(form.snapshot.field("company")?.isValid == true)
    #expect(form.snapshot.field("vat")?.enabled == true)
    #expect(form.snapshot.isValid)
    #expect(form.snapshot.button("save")?.enabled == true)

    try form.set("account", to: "business")
    #expect(form.snapshot.field("company")?.result == .empty)
    #expect(form.snapshot.field("company")?.isValid == false)
    #expect(form.snapshot.field("vat")?.enabled == false)
    #expect(!form.snapshot.isValid)
    #expect(form.snapshot.button("save")?.enabled == false)

    try form.set("company", to: "ACME")
    #expect(form.snapshot.isValid)
    #expect(form.snapshot.button("save")?.enabled == true)
    // A non-empty value is checked whether required or not.
    try form.set(["account": "personal", "company": "A"])
    #expect(form.snapshot.field("company")?.isValid == false)
    #expect(form.snapshot.button("save")?.enabled == false)
  }

  @Test func optionalBesideItIsAConflict() {
    let found = Self.diagnostics(
      """
      form: t
      fields:
        a:
          optional: true
          required_when: b.ok
        b: {}
      """)
    #expect(
      found.contains("FR109 5:5 field 'a' has both 'optional' and 'required_when'; keep one"), "\(found)")
  }

  @Test func readingItsOwnValidityIsACycle() {
    let found = Self.diagnostics(
      """
      form: t
      fields:
        a:
          required_when: not a.valid
      """)
    #expect(found.contains("FR501 4:20 field conditions read each other in a cycle: 'a' → 'a'"), "\(found)")
  }

  @Test func anEmptyConditionalFieldMayOrMayNotBeValid() {
    let found = Self.diagnostics(
      """
      form: t
      fields:
        account: {}
        company:
          required_when: account == "business"
        note:
          visible_when: account == "business"
        vat:
          enabled_when: company.empty and company.valid and note.empty and note.valid
      """)
    #expect(!found.contains { $0.hasPrefix("FR502") || $0.hasPrefix("FR303") }, "\(found)")
  }

  @Test func aConstantRequirementIsAWarning() {
    let found = Self.diagnostics(
      """
      form: t
      fields:
        a:
          required_when: b.ok or not b.ok
        b: {}
      """)
    #expect(found.contains("FR303 4:20 'required_when' is always true"), "\(found)")
  }
}

/// An observer hears about a field whose validity or visibility changes while its result
/// stays empty (its required or visible gate changed alone).
@Suite("conditional fields observed")
struct ConditionalFieldObservationTests {
  @Test func aGateChangingAloneIsHeard() throws {
    let yaml = """
      form: t
      fields:
        account: {}
        company:
          required_when: account == "business"
        note:
          visible_when: account == "business"
      """
    let form = try Form(spec: FormSpec(yaml: yaml), environment: FormEnvironment(storage: .inMemory))
    var heard: [FieldState] = []
    let observation = form.observe { change in
      if case .field(let state) = change, state.name != "account" { heard.append(state) }
    }
    defer { observation.cancel() }
    try form.set("account", to: "business")
    #expect(heard.map(\.name).sorted() == ["company", "note"])
    #expect(heard.first { $0.name == "company" }?.isValid == false)
    #expect(heard.first { $0.name == "note" }?.visible == true)
    heard.removeAll()
    try form.set("account", to: "personal")
    #expect(heard.first { $0.name == "company" }?.isValid == true)
    #expect(heard.first { $0.name == "note" }?.visible == false)
  }
}
