import Foundation
import Testing

/// The text transcript of `formcheck run` without `--json`: changes of enabled state said
/// explicitly, and untrusted text (messages from the spec, names typed in the script) shown
/// with visible escapes instead of acting on the terminal.
@Suite("formcheck run: text output")
struct RunTextOutputTests {
  static let spec = "Tests/formcheckTests/Fixtures/Run/escapes.yaml"

  static func run(_ script: String) throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["run", spec], input: script,
      environment: ["FORMCHECK_DATA_DIR": try Formcheck.temporaryDirectory().path])
  }

  @Test("fields and buttons say when they become enabled or disabled; escapes are visible")
  func enabledStateAndEscapes() throws {
    let outcome = try Self.run("set note ok\nset code abc\ntap send\nset note x\nshow\ntap se\u{1B}nd\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout == #"""
        note: ok(fine\u{1B}[2J\u{202E} note)
          code: empty (now enabled)
        code: ok(code ok\r)
          send: enabled
        send: ok(sent\u{1B}[31m)
        note: failed(short\u{1B}]0;pwned\u{7} note)
          code: ok(code ok\r) (now disabled)
          send: disabled (last result: ok(sent\u{1B}[31m))
        fields:
          note: failed(short\u{1B}]0;pwned\u{7} note)
          code: ok(code ok\r) (disabled)
        buttons:
          send: disabled (last result: ok(sent\u{1B}[31m))

        """#)
    #expect(outcome.stderr == #"line 6: unknown button 'se\u{1B}nd' — did you mean 'send'?"# + "\n")
    for output in [outcome.stdout, outcome.stderr] {
      #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0 == "\r" })
    }
  }
}
