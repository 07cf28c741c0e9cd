import Testing

@testable import FormRules

/// Disabled fields are barred from validation, as in HTML: the form's `valid` and a button
/// without `enabled_when` ignore them, while their own status and `FIELD.valid` in a
/// condition still tell their own validity.
@Suite("disabled fields")
struct DisabledFieldTests {
  static let spec = """
    form: profile
    fields:
      newsletter:
        rules: [ { one_of: ["yes", "no"] } ]
      newsletter_email:
        enabled_when: newsletter == "yes"
        rules: [ { pattern: "[^@]+@[^@]+" } ]
    buttons:
      save: {}
      confirm:
        enabled_when: newsletter_email.valid
    """

  @Test func aDisabledFieldKeepsItsOwnValidityButDoesNotCount() throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec), environment: FormEnvironment(storage: .inMemory))
    try form.set("newsletter", to: "no")
    let email = try #require(form.snapshot.field("newsletter_email"))
    #expect(!email.enabled && !email.isValid && email.result == .empty)
    #expect(form.snapshot.isValid)
    #expect(form.snapshot.button("save")?.enabled == true)
    #expect(form.snapshot.button("confirm")?.enabled == false)

    try form.set("newsletter_email", to: "not an address")
    #expect(form.snapshot.field("newsletter_email")?.result.status == .failed)
    #expect(form.snapshot.isValid)

    // Enabled again in one transaction: the failed address counts at once.
    try form.set("newsletter", to: "yes")
    #expect(!form.snapshot.isValid)
    #expect(form.snapshot.button("save")?.enabled == false)
  }
}
