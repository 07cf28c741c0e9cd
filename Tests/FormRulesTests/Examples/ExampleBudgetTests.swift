import Testing

@testable import FormRules

/// `formcheck check` runs an untrusted spec's examples: they hash with the cheap checking
/// parameters, and one spec's hashing is bounded by a budget (FR602 beyond it).
@Suite("Example work budget")
struct ExampleBudgetTests {
  /// A register form whose examples tap `taps` times in all, spread over examples of 10
  /// taps each (each tap hashes the two secrets, taken name or not).
  static func spec(taps: Int) throws -> AnalysableForm {
    var yaml = """
      form: many_taps
      stores:
        users: { table: users, key: username }
      fields:
        username: {}
        password: { secret: true }
        pin: { secret: true }
      buttons:
        register:
          action: { insert: users }
          failed: Taken
      examples:

      """
    for example in 0..<(taps / 10) {
      yaml += "  - name: taps \(example)\n    steps:\n"
      yaml += "      - set: { username: user\(example), password: pw, pin: '1' }\n"
      yaml += String(repeating: "      - tap: register\n", count: 10)
      yaml += "    expect: { register: { failed: Taken } }\n"
    }
    return AnalysableForm(form: try FormSpec(yaml: yaml).compiled, broken: [])
  }

  @Test func aFiveKilobyteSpecWith120TapsCostsAFewThousandthsOfOneRealHash() throws {
    let spec = try Self.spec(taps: 120)
    #expect(spec.form.definition.examples.count == 12)
    let budget = HashBudget()
    #expect(ExampleRunner.run(spec, budget: budget).isEmpty)
    // Two secrets per tap, every one hashed with the checking parameters.
    #expect(budget.derivations == 240)
    #expect(budget.spentUnits == 240 * PasswordHasher.Parameters.checking.work)
    // About 0.3 s per OWASP hash on the reference machine: all of this is under 0.02 s.
    #expect(budget.spentUnits * 16 < PasswordHasher.Parameters.owasp.work)
  }

  @Test func aSpecOverTheBudgetStopsWithFR602() throws {
    let spec = try Self.spec(taps: 120)
    let budget = HashBudget(limit: 50 * PasswordHasher.Parameters.checking.work)
    let diagnostics = ExampleRunner.run(spec, budget: budget)
    #expect(diagnostics.map(\.code) == [.tooExpensive])
    #expect(diagnostics.first?.message.contains("example 'taps 2'") == true)
    #expect(budget.spentUnits <= budget.limit)
  }
}
