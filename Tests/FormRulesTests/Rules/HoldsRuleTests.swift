import Testing

@testable import FormRules

/// `holds: EXPRESSION`: decoding and checking its expression, the default message,
/// skipping while an input is not ready, and `today`.
@Suite("holds")
struct HoldsRuleTests {
  @Test func problemsAreReportedAtTheirColumns() {
    let diagnostics = SpecChecker().check(
      yaml: """
        form: f
        fields:
          a: { type: number }
          b:
            rules:
              - holds: a.ok and a > 1
              - holds: a + c > 1
              - holds: a * 2
              - holds: a >
        """, file: "f.yaml")
    #expect(
      diagnostics.map { "\($0.location) \($0.code)" } == [
        "f.yaml:6:16 FR302", "f.yaml:7:20 FR201", "f.yaml:8:16 FR302",
        "f.yaml:9:19 FR301",
      ])
    #expect(
      diagnostics.first?.message
        == "'holds' reads values, not statuses: 'a.ok' is a property of the field's status")
  }

  static let spec = """
    form: adult
    fields:
      birth_date:
        type: date
        rules:
          - holds: birth_date <= today - 18 years
      code:
        rules:
          - holds: code.length == digits
      digits:
        type: integer
    """

  @Test(
    "the default message, today, lengths, and skipping while an input is not ready",
    arguments: [
      ("birth_date", "2008-03-01", "ok"),
      ("birth_date", "2008-03-02", "failed(Birth date is not valid)"),
      ("code", "abc", "ok"),  // digits is empty: skipped
    ])
  func outcomes(_ field: String, _ value: String, _ expected: String) throws {
    var environment = FormEnvironment()
    environment.today = CalendarDate("2026-03-01")
    let form = try Form(spec: FormSpec(yaml: Self.spec), environment: environment)
    try form.set(field, to: value)
    #expect(try #require(form.snapshot.field(field)).result.description == expected)
  }

  @Test func anotherFieldsChangeChecksItAgain() throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec))
    try form.set(["code": "abc", "digits": "3"])
    #expect(form.snapshot.field("code")?.result.status == .ok)
    try form.set("digits", to: "4")
    #expect(form.snapshot.field("code")?.result.status == .failed)
    try form.set("digits", to: "four")
    #expect(form.snapshot.field("code")?.result.status == .ok)
  }
}
