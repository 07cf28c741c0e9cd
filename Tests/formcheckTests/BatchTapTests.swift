import Foundation
import Testing

/// `formcheck batch --tap`: the exit status tells whether every tap gave `ok`, and an
/// unknown button gets a suggestion.
@Suite("formcheck batch --tap", .serialized)
struct BatchTapTests {
  let dataDirectory: URL

  init() throws { dataDirectory = try Formcheck.temporaryDirectory() }

  private func batch(_ arguments: [String], input: String) throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["batch"] + arguments, input: input, environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
  }

  private func register(_ username: String) throws {
    let outcome = try batch(
      ["forms/register.yaml", "--tap", "register"],
      input: #"{"username":"\#(username)","password":"secret1","repeat_password":"secret1"}"# + "\n")
    #expect(outcome.status == 0)
  }

  @Test func everyTapOkExitsZero() throws {
    try register("gina_7")
    let outcome = try batch(
      ["forms/login.yaml", "--tap", "login"], input: #"{"username":"gina_7","password":"secret1"}"# + "\n")
    #expect(outcome.lines.first?.contains(#""result":{"status":"ok""#) == true)
    #expect(outcome.status == 0)
  }

  @Test func aWrongPasswordOnAValidRecordExitsOne() throws {
    try register("hank_8")
    let input = """
      {"username":"hank_8","password":"secret1"}
      {"username":"hank_8","password":"not-the-password"}

      """
    let outcome = try batch(["forms/login.yaml", "--tap", "login"], input: input)
    #expect(outcome.lines.count == 2)
    #expect(outcome.lines[1].contains(#""valid":true"#))
    #expect(outcome.lines[1].contains(#""result":{"status":"failed","message":"Wrong password"}"#))
    #expect(outcome.status == 1)
  }

  @Test func aDisabledButtonOnAValidRecordExitsOne() throws {
    let spec = dataDirectory.appendingPathComponent("note.yaml")
    try """
    form: note
    stores:
      notes: { table: notes, key: title }
    fields:
      title:
        rules: [ { min_length: 1 } ]
    buttons:
      save:
        enabled_when: title.length > 3
        action: { insert: notes }
    """.write(to: spec, atomically: false, encoding: .utf8)
    let saved = try batch([spec.path, "--tap", "save"], input: #"{"title":"long enough"}"# + "\n")
    #expect(saved.status == 0)
    // Valid (one character is enough) but too short for the button.
    let outcome = try batch([spec.path, "--tap", "save"], input: #"{"title":"ab"}"# + "\n")
    #expect(outcome.lines.first?.contains(#""valid":true"#) == true)
    #expect(outcome.lines.first?.contains(#""result""#) == false)
    #expect(outcome.status == 1)
  }

  @Test func ofProcessesRacingForOneNameOnlyTheWinnerExitsZero() async throws {
    let input = #"{"username":"jack_10","password":"secret1","repeat_password":"secret1"}"# + "\n"
    let environment = ["FORMCHECK_DATA_DIR": dataDirectory.path]
    let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
      for _ in 0..<8 {
        group.addTask {
          try Formcheck.run(
            ["batch", "forms/register.yaml", "--tap", "register"], input: input, environment: environment
          ).status
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    // A loser saw the name taken (an invalid record) or lost the insert (a failed tap).
    #expect(statuses.sorted() == [0] + Array(repeating: 1, count: 7))
  }

  @Test func anUnknownButtonSuggestsTheNearestName() throws {
    let outcome = try batch(["forms/register.yaml", "--tap", "regster"], input: "")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("unknown button 'regster' — did you mean 'register'?"))
  }
}
