import Foundation
import Testing

/// `formcheck batch` and a spec's `unknown_fields:`: a record's key of no field is skipped
/// under `ignore` (the default) and makes the record an error line under `error`, with a
/// message per key, bounded and made visible, on the fast path and the general one alike.
@Suite("formcheck batch and unknown_fields")
struct BatchUnknownFieldsTests {
  let directory: URL

  init() throws { directory = try Formcheck.temporaryDirectory() }

  /// A form of two fields, `name` (required) and `email` (optional), with `policy` as its
  /// `unknown_fields:` line (none when nil); the path of its file.
  private func spec(_ policy: String?) throws -> String {
    let file = directory.appendingPathComponent("strict-\(policy ?? "none").yaml")
    let line = policy.map { "unknown_fields: \($0)\n" } ?? ""
    try Data("form: strict\n\(line)fields:\n  name:\n  email:\n    optional: true\n".utf8).write(to: file)
    return file.path
  }

  private func batch(_ arguments: [String], input: String) throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["batch"] + arguments, input: input, environment: ["FORMCHECK_DATA_DIR": directory.path])
  }

  /// The result line of a record rejected for `messages`.
  private static func rejected(_ record: Int, _ messages: [String]) -> String {
    let list = messages.map { #""\#($0)""# }.joined(separator: ",")
    return
      #"{"record":\#(record),"error":"the record has keys that are not fields of the form","unknown_fields":[\#(list)]}"#
  }

  private static let valid =
    #"{"valid":true,"fields":{"name":{"status":"ok","enabled":true},"email":{"status":"empty","enabled":true}},"buttons":{}}"#

  /// Lines with unknown keys of every shape: plain (the fast path), escaped and non-ASCII
  /// (the general path), with a nested value, and none.
  private static let records = [
    #"{"name":"Ann","nmae":"Bob"}"#,
    #"{"name":"Ann","n\u0061me2":1}"#,
    #"{"name":"Ann","émail":"a@b.c","extra":{"a":[1]}}"#,
    #"{"name":"Ann","email":"a@b.c"}"#,
  ]

  @Test(arguments: [nil, "ignore"] as [String?])
  func ignoredKeysLeaveTheRecordValid(policy: String?) throws {
    let outcome = try batch([try spec(policy)], input: Self.records.joined(separator: "\n"))
    #expect(outcome.status == 0)
    #expect(outcome.lines.count == 4)
    #expect(outcome.lines[0] == #"{"record":1,"# + Self.valid.dropFirst())
  }

  @Test func underErrorEachUnknownKeyHasItsMessage() throws {
    let outcome = try batch([try spec("error")], input: Self.records.joined(separator: "\n"))
    #expect(outcome.status == 1)
    #expect(
      outcome.lines == [
        Self.rejected(1, ["unknown field 'nmae' — did you mean 'name'?"]),
        Self.rejected(2, ["unknown field 'name2' — did you mean 'name'?"]),
        Self.rejected(3, ["unknown field 'émail' — did you mean 'email'?", "unknown field 'extra'"]),
        #"{"record":4,"valid":true,"fields":{"name":{"status":"ok","enabled":true},"email":{"status":"ok","enabled":true}},"buttons":{}}"#,
      ])
    let clean = try batch([try spec("error")], input: Self.records[3] + "\n")
    #expect(clean.status == 0)
  }

  @Test func aMalformedRecordIsReportedAsBefore() throws {
    let outcome = try batch(
      [try spec("error")], input: #"{"name":[1],"nmae":1}"# + "\n" + #"{"name":"a","name":"b"}"#)
    #expect(
      outcome.lines[0] == #"{"record":1,"error":"field 'name' must be a string, number, boolean or null"}"#)
    #expect(outcome.lines[1].hasPrefix(#"{"record":2,"error":"duplicate key"#))
  }

  @Test func hostileKeysAreEscapedAndCut() throws {
    let huge = String(repeating: "k", count: 1024 * 1024)
    let input = [
      #"{"\u001b[31mred":1,"\u202Eevil":2}"#,
      #"{"\#(huge)":1}"#,
      // One grapheme of a hundred thousand combining marks: cut by scalars.
      #"{"a\#(String(repeating: "\u{301}", count: 100_000))":1}"#,
    ].joined(separator: "\n")
    let outcome = try batch([try spec("error")], input: input)
    #expect(outcome.status == 1)
    #expect(
      outcome.lines[0]
        == Self.rejected(1, [#"unknown field '\\u{1B}[31mred'"#, #"unknown field '\\u{202E}evil'"#]))
    #expect(
      outcome.lines[1]
        == Self.rejected(2, ["unknown field '\(String(repeating: "k", count: 64))…'"]))
    #expect(
      outcome.lines[2]
        == Self.rejected(3, ["unknown field 'a\(String(repeating: "\u{301}", count: 63))…'"]))
  }

  @Test func manyUnknownKeysAreCounted() throws {
    // More than the fast path remembers, and more than a line names.
    let keys = (0..<1000).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
    let outcome = try batch([try spec("error")], input: #"{"name":"a",\#(keys)}"#)
    let messages = (0..<16).map { "unknown field 'k\($0)'" } + ["and 984 more unknown fields"]
    #expect(outcome.lines == [Self.rejected(1, messages)])
  }

  @Test func twoJobsWriteWhatOneWrites() throws {
    var lines: [String] = []
    for index in 0..<3000 {
      lines.append(Self.records[index % Self.records.count])
      if index % 7 == 0 { lines.append(#"{"name":"n\#(index)","k\#(index % 9)":true}"#) }
    }
    let file = directory.appendingPathComponent("records.jsonl")
    try Data(lines.joined(separator: "\n").utf8).write(to: file)
    let path = try spec("error")
    let one = try batch([path, file.path, "--jobs", "1"], input: "")
    let two = try batch([path, file.path, "--jobs", "2"], input: "")
    #expect(one.status == 1)
    #expect(one.lines.count == lines.count)
    #expect(two.status == one.status)
    #expect(two.stdout == one.stdout)
  }

  @Test func aTapSkipsTheRejectedRecord() throws {
    let register = try String(contentsOfFile: "forms/register.yaml", encoding: .utf8)
      .replacingOccurrences(
        of: "title: Create an account\n", with: "title: Create an account\nunknown_fields: error\n")
    let file = directory.appendingPathComponent("register.yaml")
    try Data(register.utf8).write(to: file)
    try FileManager.default.copyItem(
      atPath: "forms/reserved-names.txt", toPath: directory.appendingPathComponent("reserved-names.txt").path)
    let input = """
      {"username":"alice_1","password":"secret1","repeat_pasword":"secret1"}
      {"username":"alice_1","password":"secret1","repeat_password":"secret1"}

      """
    let outcome = try batch([file.path, "--tap", "register"], input: input)
    #expect(outcome.status == 1)
    #expect(
      outcome.lines[0]
        == Self.rejected(1, ["unknown field 'repeat_pasword' — did you mean 'repeat_password'?"]))
    #expect(outcome.lines[1].contains(#""result":{"status":"ok","message":"Registered"}"#))
  }
}
