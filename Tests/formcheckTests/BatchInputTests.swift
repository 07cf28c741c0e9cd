import Foundation
import Testing

/// What `formcheck batch` reads: blank lines, a byte order mark, repeated keys.
@Suite("formcheck batch input")
struct BatchInputTests {
  let dataDirectory: URL

  init() throws { dataDirectory = try Formcheck.temporaryDirectory() }

  private func batch(_ arguments: [String], input: String) throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["batch"] + arguments, input: input, environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
  }

  static let valid = #"{"username":"bob_the_2","password":"secret1","repeat_password":"secret1"}"#

  @Test(arguments: ["1", "2"])
  func blankLinesGiveNoLineButKeepTheirNumber(jobs: String) throws {
    let input = "\n" + Self.valid + "\n   \t\n\r\n" + Self.valid + "\n\n"
    let outcome = try batch(["forms/register.yaml", "--jobs", jobs], input: input)
    #expect(outcome.status == 0)
    #expect(outcome.lines.count == 2)
    #expect(outcome.lines.first?.hasPrefix(#"{"record":2,"valid":true"#) == true)
    #expect(outcome.lines.last?.hasPrefix(#"{"record":5,"valid":true"#) == true)
  }

  @Test func aByteOrderMarkStartingTheInputIsSkipped() throws {
    let outcome = try batch(
      ["forms/register.yaml"], input: "\u{FEFF}" + Self.valid + "\n" + Self.valid + "\n")
    #expect(outcome.status == 0)
    #expect(outcome.lines.count == 2)
    #expect(outcome.lines.first?.hasPrefix(#"{"record":1,"valid":true"#) == true)
  }

  @Test func aByteOrderMarkAfterTheFirstLineIsAnError() throws {
    let outcome = try batch(["forms/register.yaml"], input: Self.valid + "\n\u{FEFF}" + Self.valid + "\n")
    #expect(outcome.status == 1)
    #expect(outcome.lines.last?.hasPrefix(#"{"record":2,"error":"#) == true)
    #expect(outcome.lines.last?.contains("byte order mark") == true)
  }

  @Test(arguments: [
    #"{"username":"abc","username":"bob_the_2","password":"secret1","repeat_password":"secret1"}"#,
    #"{"username":"bob_the_2","password":"secret1","repeat_password":"secret1","note":1,"note":2}"#,
    #"{"username":"bob_the_2","user\u006eame":"x","password":"secret1","repeat_password":"secret1"}"#,
  ])
  func aRepeatedKeyIsAnErrorLine(line: String) throws {
    // Twice, with a valid record between: the fast path (keys cached) and the cold path.
    let outcome = try batch(
      ["forms/register.yaml"], input: line + "\n" + Self.valid + "\n" + line + "\n")
    #expect(outcome.status == 1)
    #expect(outcome.lines.count == 3)
    #expect(outcome.lines[0].hasPrefix(#"{"record":1,"error":"duplicate key at byte "#))
    #expect(outcome.lines[1].hasPrefix(#"{"record":2,"valid":true"#))
    #expect(outcome.lines[2].hasPrefix(#"{"record":3,"error":"duplicate key at byte "#))
  }
}
