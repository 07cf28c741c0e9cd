import Testing

@testable import FormRules

/// What `check` says about `computed:` values: each mistake once, where the value is
/// defined, with its stable code — and nothing for well-formed ones.
@Suite("computed values: diagnostics")
struct ComputedDiagnosticsTests {
  /// The `CODE line:column message` of each diagnostic of a spec with fields `a`
  /// (number) and `b` (text), `computed` entries from line 6 on, and `extra` after them.
  static func findings(_ computed: [String], extra: String = "") -> [String] {
    let yaml =
      "form: t\nfields:\n  a: { type: number }\n  b: {}\ncomputed:\n"
      + computed.map { "  \($0)\n" }.joined() + extra
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    return diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column) \($0.message)" }
  }

  @Test func wellFormedValuesSayNothing() {
    #expect(Self.findings(["x: a * 2", "y: x > 3 and b == \"z\"", "z: today + 3 days", "w: b"]) == [])
  }

  @Test func aCycleIsReportedOnceAtItsFirstValue() {
    #expect(
      Self.findings(["x: y + 1", "y: z - 1", "z: x"]) == [
        "FR501 6:3 computed value 'x' reads itself: x → y → z → x"
      ])
    #expect(Self.findings(["x: x + 1"]) == ["FR501 6:3 computed value 'x' reads itself: x → x"])
  }

  @Test func typeErrorsAndUnknownFieldsAreReportedWhereTheValueIsDefined() {
    #expect(
      Self.findings(["x: a * b", "y: x + 1", "z: c"]) == [
        "FR302 6:10 'b' is text; '*' needs numbers",
        "FR201 8:6 unknown field 'c'",
      ])
  }

  @Test func aComputedValueHasNoStatusOrLength() {
    #expect(
      Self.findings(["x: a * 2"], extra: "buttons:\n  go:\n    enabled_when: x.ok\n") == [
        "FR302 9:19 'x.ok' reads a property, but computed value 'x' has only a value"
      ])
  }

  @Test func aSpanAloneIsNoValue() {
    #expect(
      Self.findings(["x: 3 days"]) == [
        "FR302 6:6 '3 days' is a span of time; 'computed' needs a value such as 'today + 3 days'"
      ])
  }

  @Test func namesAreSharedWithFieldsAndButtonsAndCannotBeExpressionWords() {
    let found = Self.findings(
      ["a: b", "today: a + 1", "and: a"], extra: "buttons:\n  x:\n")
    #expect(found.contains { $0.hasPrefix("FR108 6:3 computed value 'a' has the same name as field 'a'") })
    #expect(
      found.contains { $0.hasPrefix("FR108 7:3 computed value 'today' is named like the expression word") })
    #expect(found.contains { $0.hasPrefix("FR104 8:3") } || found.contains { $0.hasPrefix("FR108 8:3") })
    let buttons = Self.findings(["x: a + 1"], extra: "buttons:\n  x:\n")
    #expect(buttons.contains { $0.hasPrefix("FR108 8:3 button 'x' has the same name as computed value 'x'") })
  }

  @Test func aHoldsReadingABrokenValueIsNotReportedTwice() {
    let yaml = """
      form: t
      fields:
        a:
          type: number
          rules:
            - holds: x < 3
      computed:
        x: a * missing
      """
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    #expect(diagnostics.map(\.code) == [.unknownField])
    #expect(diagnostics.first?.location.line == 8)
  }

  @Test func valuesDoublingAtEveryStepAreBounded() {
    // Each value reads the one before twice: 2^20 operations once expanded.
    let chain = (1...20).map { "v\($0): v\($0 - 1) + v\($0 - 1)" }
    let found = Self.findings(["v0: a"] + chain)
    #expect(found.contains { $0.hasPrefix("FR106") && $0.contains("at most 10000 are allowed") })
    #expect(found.count < 30)
  }
}

extension ComputedDiagnosticsTests {
  /// A chain of values each reading the one before is bounded in depth, so that nothing
  /// walking the expanded tree can exhaust the stack (a spec of 49,000 such values used
  /// to crash `check`).
  @Test func chainsOfValuesAreBoundedInDepth() {
    let chain = (1...600).map { "v\($0): v\($0 - 1)" }
    let found = Self.findings(["v0: a"] + chain)
    #expect(found.contains { $0.hasPrefix("FR106") && $0.contains("at most 256 are allowed") })
    #expect(found.count <= 2)
  }
}
