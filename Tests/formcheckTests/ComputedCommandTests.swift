import Foundation
import Testing

/// Computed values end to end on forms/checkout.yaml: in `batch` lines and `run --json`,
/// at `show`, in `graph`, and in examples `check` runs.
@Suite("computed values end to end")
struct ComputedCommandTests {
  static let checkout = "forms/checkout.yaml"

  @Test func batchWritesTheComputedMemberAfterTheFields() throws {
    let input = """
      {"email":"ada@example.org","quantity":"3","unit_price":"2.5","country":"fr"}
      {"email":"ada@example.org","quantity":"40","unit_price":"30","country":"US"}
      {"quantity":"2"}

      """
    let outcome = try Formcheck.run(["batch", Self.checkout], input: input)
    #expect(outcome.status == 1)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix(#"{"record":1,"valid":true,"fields":{"#))
    #expect(lines[0].contains(#"}},"computed":{"total":7.5},"buttons":{"pay":{"enabled":true}}}"#))
    #expect(lines[1].contains(#""quantity":{"status":"failed","message":"The total can be at most 1000""#))
    #expect(lines[1].contains(#""computed":{"total":1200}"#))
    #expect(lines[2].contains(#""computed":{"total":null}"#))
  }

  @Test func showListsTheValuesAndASetReportsTheirChanges() throws {
    let script = "set quantity 3\nset unit_price 2.5\nshow\nset unit_price 4\n"
    let outcome = try Formcheck.run(["run", Self.checkout], input: script)
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("computed:"))
    #expect(lines.contains("  total = 7.5"))
    #expect(lines.contains("  total = 12"))
  }

  @Test func runJSONCarriesTheValues() throws {
    let outcome = try Formcheck.run(
      ["run", Self.checkout, "--json"], input: "set quantity 2\nset unit_price 0.25\n")
    #expect(outcome.stdout.contains(#""computed":{"total":0.5}"#))
  }

  @Test func theGraphDrawsEachValueReadingTheFields() throws {
    let outcome = try Formcheck.run(["graph", Self.checkout, "--format", "mermaid"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("total ="))
    #expect(outcome.stdout.contains("quantity * unit_price"))
    #expect(outcome.stdout.contains("normalize: trim, lowercase"))
  }

  @Test func aWrongExpectedValueIsAnExampleFailureNamingBoth() throws {
    let directory = try Formcheck.temporaryDirectory()
    let spec = directory.appendingPathComponent("wrong.yaml")
    try """
    form: wrong
    fields:
      a: { type: number }
      secret_code: { secret: true }
    computed:
      double: a * 2
    examples:
      - name: doubling
        set: { a: "2", secret_code: hunter22 }
        expect:
          double: { value: 5 }
          secret_code: { value: hunter23 }
    """.write(to: spec, atomically: false, encoding: .utf8)
    let outcome = try Formcheck.run(["check", spec.path])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("'double' expected value \"5\", found \"4\""))
    #expect(outcome.stdout.contains("'secret_code' expected another value (secret, not shown)"))
    #expect(!outcome.stdout.contains("hunter22"))
  }
}
