import Testing

@testable import FormRules

/// Computed values never read a secret field's value (FR215), directly or through other
/// computed values; its length and status may be read.
@Suite("secret computed values")
struct SecretComputedPassTests {
  /// The FR215 diagnostics of a spec with a text field `name`, a secret field `password`
  /// and `computed` (one value per line, starting on line 7).
  static func findings(_ computed: [String]) -> [String] {
    let yaml =
      "form: t\nfields:\n  name:\n    type: text\n  password:\n    secret: true\ncomputed:\n"
      + computed.map { "  \($0)\n" }.joined()
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    return diagnostics.filter { $0.code == .secretInComputed }.map {
      "\($0.location.line):\($0.location.column) \($0.message)"
        + $0.notes.map { " (\($0.message))" }.joined()
    }
  }

  /// Each read of the value is reported at the computed value's expression.
  @Test(
    arguments: [
      (
        ["echo: password"],
        [
          "8:9 computed value 'echo' reads the value of secret field 'password'; only its length and status may be read"
        ]
      ),
      (
        ["same: password == name"],
        [
          "8:9 computed value 'same' reads the value of secret field 'password'; only its length and status may be read"
        ]
      ),
      (
        ["echo: password", "again: echo == name"],
        [
          "8:9 computed value 'echo' reads the value of secret field 'password'; only its length and status may be read",
          "9:10 computed value 'again' reads the value of secret field 'password'; only its length and status may be read (it reads it through computed value 'echo')",
        ]
      ),
      (["long: password.length >= 8", "fine: password.ok and long", "greeting: name"], []),
    ] as [([String], [String])])
  func refusesEveryReadOfTheValue(computed: [String], expected: [String]) {
    #expect(Self.findings(computed) == expected)
  }

  /// The items of a repeated group are checked too, and a form's value reading a group's
  /// secret field by its path.
  @Test(
    arguments: [
      (
        "form: t\nfields:\n  keys:\n    repeat: { max: 3 }\n    fields:\n      pin: { secret: true }\n"
          + "    computed:\n      echo: pin\n",
        "8:13 computed value 'echo' reads the value of secret field 'pin'"
      ),
      (
        "form: t\nfields:\n  account:\n    fields:\n      token: { secret: true }\n"
          + "computed:\n  leak: account.token\n",
        "7:9 computed value 'leak' reads the value of secret field 'account.token'"
      ),
    ])
  func groupsAreCheckedToo(yaml: String, expected: String) {
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    let found = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    #expect(diagnostics.map(\.code) == [.secretInComputed])
    #expect(found == [expected + "; only its length and status may be read"])
  }

  /// No form is built from such a spec, so no command can run it.
  @Test func theErrorRefusesTheSpec() {
    let yaml = "form: t\nfields:\n  password:\n    secret: true\ncomputed:\n  echo: password\n"
    let (form, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    #expect(diagnostics.map(\.code) == [.secretInComputed])
    #expect(form == nil)
  }
}
