import Testing

@testable import FormRules

/// FR303: a condition that logic alone decides — whatever the fields hold and whatever
/// their rules — is reported where it is written; a condition that depends on the fields
/// is not.
@Suite("constant conditions")
struct ConstantConditionTests {
  /// The diagnostics of a form whose field `c` is enabled when `condition` (written on
  /// line 7, column 19), with fields `a` (one rule) and `b` (none).
  static func diagnostics(_ condition: String) -> [String] {
    let yaml = """
      form: t
      fields:
        a:
          rules: [{min_length: 3}]
        b: {}
        c:
          enabled_when: \(condition)

      """
    return SpecChecker().check(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
      .map { "\($0.code) \($0.location.line):\($0.location.column) \($0.message)" }
  }

  @Test(arguments: [
    ("a.ok or not a.ok", true), ("a.length >= 0", true), ("a == a", true), ("b.length <= b.length", true),
    ("a.empty or a.ok or a.failed or a.validating", true), ("a.enabled or not a.enabled", true),
    ("not (a.ok and a.failed)", true), ("a.length > 0 or a.empty", true), ("true", true),
    ("a.ok and not a.ok", false), ("a.length < 0", false), ("a.value != a.value", false),
    ("b.length < b.length", false),
    ("a.empty and a.length > 0", false), ("1 > 2", false), ("false or 2 == 3", false),
  ])
  func logicDecides(condition: String, holds: Bool) {
    let found = Self.diagnostics(condition)
    #expect(found.first == "FR303 7:19 'enabled_when' is always \(holds)", "\(found)")
    // A contradiction that reads fields also leaves 'c' never enabled (FR502, an error).
    let never = found.contains { $0.hasPrefix("FR502") }
    #expect(never == (!holds && condition.contains(".")), "\(found)")
  }

  @Test(arguments: [
    "a.ok", "a.length > 0", "a.length >= 1", "a == b", "a.ok or b.ok", "a.ok and not b.ok",
    "a.length == b.length", "a.enabled and b.empty", "a > 3",
  ])
  func fieldsDecide(condition: String) {
    #expect(!Self.diagnostics(condition).contains { $0.hasPrefix("FR303") })
  }

  @Test func aNumberComparedWithTextIsATypeError() {
    #expect(
      Self.diagnostics("a.ok and a.length > \"5\"") == [
        "FR302 7:28 cannot compare a number with text: 'a.length' is a number and '\"5\"' is text"
      ])
  }
}
