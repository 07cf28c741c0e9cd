import Foundation
import Testing

/// `formcheck batch --jobs N`: several threads, the same output in the same order.
@Suite("formcheck batch --jobs")
struct BatchJobsTests {
  let dataDirectory: URL

  init() throws { dataDirectory = try Formcheck.temporaryDirectory() }

  private func batch(_ arguments: [String], input: String = "") throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["batch"] + arguments, input: input, environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
  }

  /// A few thousand lines of every kind: valid and invalid records, keys in any order,
  /// repeated, escaped or unknown, numbers and literals, malformed lines, empty lines and
  /// CRLF endings; no newline after the last line.
  private static func mixedRecords(count: Int) -> String {
    var lines: [String] = []
    for index in 0..<count {
      let name = "user_\(index)"
      switch index % 16 {
      case 0: lines.append(#"{"username":"\#(name)","password":"secret1","repeat_password":"secret1"}"#)
      case 1: lines.append(#"{"username":"ab\#(index)"}"#)
      case 2: lines.append(#"{"repeat_password":"x","password":"secret1","username":"\#(name)"}"#)
      case 3: lines.append(#"{"username":"\#(name)","username":"b"}"#)
      case 4: lines.append(#"{"user\u006eame":"\#(name)","password":1234567,"repeat_password":true}"#)
      case 5: lines.append(#"{"username":["\#(name)"]}"#)
      case 6: lines.append("not json \(index)")
      case 7: lines.append("")
      case 8: lines.append(#"{"username":"\#(name)","extra":{"a":[1,2]},"password":null}"# + "\r")
      case 9: lines.append(#"{"username":"\#(name)","password":"secret1""#)
      case 10:
        lines.append(#"{"username":"ünï_\#(index)","password":"pässwörd","repeat_password":"pässwörd"}"#)
      case 11: lines.append(#"  {"username" : "\#(name)" , "password" : "secret1" }  "#)
      case 12: lines.append(#"{"username":"admin","password":"secret1","repeat_password":"secret2"}"#)
      case 13: lines.append(#"{"username":"\#(name)","password":"\ud800"}"#)
      case 14: lines.append(#"{"username":"\#(name)"} trailing"#)
      default: lines.append(#"{}"#)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The blank lines of `text`, which get no result line.
  private static func blankLines(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter(\.isEmpty).count
  }

  @Test func twoAndThreeJobsWriteExactlyWhatOneJobWrites() throws {
    let records = Self.mixedRecords(count: 3001)  // the last one ends in "\r"
    let tooLong = #"{"username":""# + String(repeating: "a", count: 16 * 1024 * 1024) + #""}"#
    let input = records + "\n" + tooLong + "\n" + records
    let file = dataDirectory.appendingPathComponent("records.jsonl")
    try Data(input.utf8).write(to: file)
    let one = try batch(["forms/register.yaml", file.path, "--jobs", "1"])
    #expect(one.status == 1)
    let blanks = Self.blankLines(records)
    #expect(blanks > 0)
    #expect(one.lines.count == 6003 - 2 * blanks)
    #expect(one.lines[3001 - blanks].hasPrefix(#"{"record":3002,"error":"line is too long ("#))
    for jobs in ["2", "3"] {
      let many = try batch(["forms/register.yaml", file.path, "--jobs", jobs])
      #expect(many.status == one.status)
      #expect(many.stdout == one.stdout)
      #expect(many.stderr.isEmpty)
    }
  }

  @Test func standardInputToo() throws {
    let input = Self.mixedRecords(count: 2001)
    let one = try batch(["forms/register.yaml", "-", "--jobs", "1"], input: input)
    let two = try batch(["forms/register.yaml", "--jobs=2"], input: input)
    #expect(one.lines.count == 2001 - Self.blankLines(input))
    #expect(two.status == one.status)
    #expect(two.stdout == one.stdout)
  }

  @Test func allValidRecordsExitZeroWithJobs() throws {
    let input =
      (0..<700).map {
        #"{"username":"valid_\#($0)","password":"secret1","repeat_password":"secret1"}"#
      }.joined(separator: "\n") + "\n"
    let outcome = try batch(["forms/register.yaml", "--jobs", "2"], input: input)
    #expect(outcome.status == 0)
    #expect(outcome.lines.count == 700)
    #expect(outcome.lines.last?.hasPrefix(#"{"record":700,"valid":true"#) == true)
  }

  @Test func emptyInputWritesNothing() throws {
    let outcome = try batch(["forms/register.yaml", "--jobs", "2"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.isEmpty)
  }

  @Test(arguments: [
    (["--jobs", "2", "--tap", "register"], "cannot go with --tap"),
    (["--tap", "register", "--jobs", "3"], "cannot go with --tap"),
    (["--jobs", "0"], "from 1 to 256"),
    (["--jobs", "257"], "from 1 to 256"),
    (["--jobs", "two"], "from 1 to 256"),
    (["--jobs"], "needs a value"),
  ])
  func badJobCountsAreUsageErrors(options: [String], message: String) throws {
    let outcome = try batch(["forms/register.yaml"] + options, input: #"{"username":"abc"}"# + "\n")
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains(message))
  }

  @Test func oneJobWithTapIsAllowed() throws {
    let outcome = try batch(
      ["forms/register.yaml", "--tap", "register", "--jobs", "1"],
      input: #"{"username":"tapper_1","password":"secret1","repeat_password":"secret1"}"# + "\n")
    #expect(outcome.status == 0)
    #expect(outcome.lines.first?.contains(#""result":{"status":"ok""#) == true)
  }

  @Test func helpDescribesJobs() throws {
    let outcome = try batch(["--help"])
    #expect(outcome.stdout.contains("--jobs N"))
  }
}
