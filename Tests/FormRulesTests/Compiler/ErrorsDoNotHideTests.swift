import Testing

@testable import FormRules

/// One error does not hide the next: `check` analyses and runs every part of a spec that
/// its errors leave intact, and skips only what depends on a broken item.
@Suite("errors do not hide each other")
struct ErrorsDoNotHideTests {
  /// The `CODE line` of each diagnostic `check` reports for `yaml`, in order.
  static func check(_ yaml: String) -> [String] {
    SpecChecker().check(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
      .map { "\($0.code) \($0.location.line)" }
  }

  @Test func contradictoryLengthsHideNeitherReachabilityNorExamples() {
    let yaml = """
      form: t
      fields:
        a:
          rules:
            - min_length: 8
            - max_length: 4
        b:
          label: B
        c:
          enabled_when: b.failed
      examples:
        - name: b is ok
          set: { b: x }
          expect:
            b: { failed: nope }

      """
    #expect(Self.check(yaml) == ["FR402 6", "FR502 10", "FR601 15"])
  }

  @Test func aBrokenFieldSkipsOnlyWhatReadsIt() {
    let yaml = """
      form: t
      fields:
        a:
          rules:
            - absent_in: nowhere
        b:
          enabled_when: a.ok
        c:
          label: C
        d:
          enabled_when: c.failed
      buttons:
        go:
          enabled_when: b.ok
        stop:
          enabled_when: c.ok and c.empty
      examples:
        - name: reads the broken field
          set: { a: x }
          expect:
            a: { failed: nope }
        - name: reads only c
          set: { c: x }
          expect:
            c: disabled
        - name: taps an unknown button
          tap: og

      """
    // Compile diagnostics come first, then reachability, then examples.
    // 'stop' is a contradiction: FR303 says so, and it is never enabled (FR502).
    #expect(
      Self.check(yaml) == ["FR202 5", "FR303 16", "FR203 27", "FR502 11", "FR502 16", "FR601 25"])
  }

  @Test func aBrokenConditionSkipsItsTargetAndWhatReadsItsEnabledState() {
    let yaml = """
      form: t
      fields:
        a:
          enabled_when: b.length > "x" and nothing.ok
        b:
          enabled_when: a.enabled
        c:
          enabled_when: c2.failed
        c2:
          label: C2

      """
    let found = Self.check(yaml)
    #expect(found.filter { $0.hasPrefix("FR5") } == ["FR502 8"], "\(found)")
  }

  @Test func structuralErrorsStillStopTheAnalysis() {
    let yaml = """
      form: t
      fields:
        a:
          rules:
            - min_length: -1
        c:
          enabled_when: b.failed
        b:
          label: B

      """
    #expect(Self.check(yaml) == ["FR106 5"])
  }
}
