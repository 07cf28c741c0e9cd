import Foundation
import Testing

/// `formcheck batch` end to end: the result lines, error lines, exit statuses.
@Suite("formcheck batch")
struct BatchCommandTests {
  let dataDirectory: URL

  init() throws { dataDirectory = try Formcheck.temporaryDirectory() }

  private func batch(_ arguments: [String], input: String) throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["batch"] + arguments, input: input, environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
  }

  @Test func oneResultLinePerRecordInTheDesignedShape() throws {
    let input = """
      {"username":"abc"}
      {"username":"alice_1","password":"secret1","repeat_password":"secret1"}

      """
    let outcome = try batch(["forms/register.yaml"], input: input)
    #expect(outcome.status == 1)
    #expect(
      outcome.lines == [
        #"{"record":1,"valid":false,"fields":{"username":{"status":"failed","message":"Username must be at least 6 characters","enabled":true},"password":{"status":"empty","enabled":false},"repeat_password":{"status":"empty","enabled":false}},"buttons":{"register":{"enabled":false}}}"#,
        #"{"record":2,"valid":true,"fields":{"username":{"status":"ok","message":"Username is available","enabled":true},"password":{"status":"ok","message":"Password is long enough","enabled":true},"repeat_password":{"status":"ok","message":"Passwords match","enabled":true}},"buttons":{"register":{"enabled":true}}}"#,
      ])
  }

  @Test func everyRecordValidExitsZero() throws {
    let outcome = try batch(
      ["forms/register.yaml", "-"],
      input: #"{"username":"bob_the_2","password":"secret1","repeat_password":"secret1"}"# + "\n")
    #expect(outcome.status == 0)
    #expect(outcome.lines.count == 1)
  }

  @Test(arguments: [
    ("not json", "expected a JSON object"),
    ("[1,2]", "expected a JSON object, found an array"),
    (#"{"username":"a"#, "unterminated"),
    (#"{"username":"a""#, "found end of input"),
    (#"{"username":["a"]}"#, "field 'username' must be a string, number, boolean or null"),
    (#"{"username":{"x":1}}"#, "field 'username' must be a string, number, boolean or null"),
    (#"{"username":"abcdefg","username":"x"}"#, "duplicate key at byte 23"),
    ("{\"username\":\"\u{1}\"}", "control character"),
  ])
  func malformedLinesGiveAnErrorLineAndProcessingGoesOn(line: String, message: String) throws {
    let outcome = try batch(["forms/register.yaml"], input: line + "\n" + #"{"username":"abc"}"# + "\n")
    #expect(outcome.status == 1)
    #expect(outcome.lines.count == 2)
    let first = try #require(outcome.lines.first)
    #expect(first.hasPrefix(#"{"record":1,"error":""#))
    #expect(first.contains(message))
    #expect(outcome.lines.last?.hasPrefix(#"{"record":2,"valid":false"#) == true)
  }

  @Test func invalidUTF8IsAnErrorLineNotACrash() throws {
    var bytes = Data(#"{"username":""#.utf8)
    bytes.append(contentsOf: [0xFF, 0xFE])
    bytes.append(contentsOf: Data("\"}\n".utf8))
    let file = dataDirectory.appendingPathComponent("bad.jsonl")
    try bytes.write(to: file)
    let outcome = try batch(["forms/register.yaml", file.path], input: "")
    #expect(outcome.status == 1)
    #expect(outcome.lines.first?.hasPrefix(#"{"record":1,"error":"#) == true)
  }

  @Test func numbersBooleansAndNullAreValues() throws {
    let outcome = try batch(
      ["forms/register.yaml"], input: #"{"username":123456789,"password":true,"repeat_password":null}"# + "\n"
    )
    #expect(outcome.lines.first?.contains(#""username":{"status":"ok""#) == true)
    #expect(outcome.lines.first?.contains(#""password":{"status":"failed""#) == true)
    #expect(outcome.lines.first?.contains(#""repeat_password":{"status":"empty""#) == true)
  }

  @Test func secretsAreNeverWrittenOut() throws {
    let canary = "Canary-7f3e9b2a"
    let outcome = try batch(
      ["forms/register.yaml"],
      input: #"{"username":"carol_3","password":"\#(canary)","repeat_password":"\#(canary)x"}"# + "\n")
    #expect(!outcome.stdout.contains(canary))
    #expect(!outcome.stderr.contains(canary))
  }

  @Test(arguments: [
    [String](), ["forms/register.yaml", "a", "b"], ["forms/register.yaml", "--tap"],
    ["forms/register.yaml", "--tap", "regster"], ["forms/register.yaml", "--frobnicate"],
    ["forms/register.yaml", "/no/such/file.jsonl"], ["/no/such/spec.yaml"],
  ])
  func usageAndSpecErrorsExitTwo(arguments: [String]) throws {
    let outcome = try batch(arguments, input: "")
    #expect(outcome.status == 2)
    #expect(!outcome.stderr.isEmpty)
    #expect(outcome.stdout.isEmpty)
  }

  @Test func aBrokenSpecReportsFileLineColumn() throws {
    let spec = dataDirectory.appendingPathComponent("broken.yaml")
    try "form: x\nfields:\n  a:\n    rules:\n      - min_lenght: 3\n".write(
      to: spec, atomically: false, encoding: .utf8)
    let outcome = try batch([spec.path], input: "")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("broken.yaml:5:9: error: [FR101]"))
    #expect(outcome.stderr.contains("did you mean 'min_length'?"))
  }

  /// A spec whose computed value would print a secret is refused before any record is
  /// read, so the secret never reaches a result line.
  @Test func aComputedValueReadingASecretRefusesTheSpec() throws {
    let spec = "Tests/formcheckTests/Fixtures/Check/secret-computed.yaml"
    let outcome = try batch([spec], input: #"{"username":"ada","password":"hunter22"}"# + "\n")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("secret-computed.yaml:13:9: error: [FR215]"))
    #expect(outcome.stdout.isEmpty)
    #expect(!outcome.stdout.contains("hunter22") && !outcome.stderr.contains("hunter22"))
  }

  @Test func helpListsTheOptions() throws {
    let outcome = try batch(["--help"], input: "")
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("--tap BUTTON"))
    #expect(outcome.stdout.contains("--data-dir DIR"))
  }
}
