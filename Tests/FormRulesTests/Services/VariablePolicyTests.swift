import Testing

@testable import FormRules

/// A spec's `${VAR}` reads only `FORMCHECK_…` variables and those allowed by name.
@Suite("Variable policy")
struct VariablePolicyTests {
  static let spec = """
    form: t
    services:
      api: { url: "https://x.test/${AWS_SECRET}", headers: { X-Key: "k ${FORMCHECK_KEY}" } }
    fields:
      name: {}
    """

  @Test func aVariableNotAllowedIsFR214AtItsDollar() {
    let diagnostics = SpecChecker().check(yaml: Self.spec).filter { $0.code == "FR214" }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location.line == 3)
    #expect(diagnostics.first?.location.column == 31)
    #expect(diagnostics.first?.message.contains("'AWS_SECRET'") == true)
  }

  @Test func aVariableAllowedByNameIsNoDiagnostic() {
    var checker = SpecChecker()
    checker.variables = VariablePolicy(allowing: ["AWS_SECRET"])
    #expect(!checker.check(yaml: Self.spec).contains { $0.code == "FR214" })
  }

  @Test func aFormRefusesTheSpec() throws {
    let spec = try FormSpec(yaml: Self.spec)
    #expect(throws: FormError.self) { try Form(spec: spec) }
    var environment = FormEnvironment()
    environment.variablePolicy = VariablePolicy(allowing: ["AWS_SECRET"])
    _ = try Form(spec: spec, environment: environment)
  }
}
