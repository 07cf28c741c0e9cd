import Foundation
import Testing

@testable import FormRules

/// `formcheck check` on specs from a pull request: nothing but the regular files named
/// (or found under a folder named) is ever quoted, nothing blocks, and every human-readable
/// byte it prints is visible text.
@Suite("formcheck check on untrusted specs")
struct CheckUntrustedSpecTests {
  /// A clean spec.
  static let cleanSpec = "form: a\nfields:\n  a:\n    label: A\n"
  /// A value in the environment that must never be printed.
  static let token = "TOKEN_\(UUID().uuidString)"

  /// A new folder holding `files` (relative path → content).
  static func folder(_ files: [String: String] = [:]) throws -> URL {
    let directory = try Formcheck.temporaryDirectory()
    for (path, content) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url, atomically: false, encoding: .utf8)
    }
    return directory
  }

  /// `formcheck check arguments…` run in `directory`, with the secret token in its
  /// environment and no color.
  static func check(_ arguments: [String], in directory: URL) throws -> Formcheck.Outcome {
    try Formcheck.run(
      ["check"] + arguments, environment: ["SECRET_TOKEN": token, "NO_COLOR": "1"],
      directory: directory)
  }

  @Test(arguments: ["text", "json", "github", "sarif"])
  func aSymbolicLinkToTheEnvironmentIsNeverRead(_ format: String) throws {
    let directory = try Self.folder(["forms/a.yaml": Self.cleanSpec])
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/forms/c.yaml", withDestinationPath: "/proc/self/environ")
    let inFolder = try Self.check(["forms", "--format", format], in: directory)
    #expect(!inFolder.stdout.contains(Self.token) && !inFolder.stderr.contains(Self.token))
    #expect(inFolder.stdout.contains("FR007"))
    #expect(inFolder.status == 0)
    #expect(try Self.check(["forms", "--format", format, "--strict"], in: directory).status == 1)
    let named = try Self.check(["forms/c.yaml", "--format", format], in: directory)
    #expect(!named.stdout.contains(Self.token) && !named.stderr.contains(Self.token))
    #expect(named.stdout.contains("FR001"))
    #expect(named.stdout.contains("symbolic links are not followed"))
    #expect(named.status == 1)
  }

  @Test(arguments: ["sqlite_master", "SQLite_Schema"])
  func aTableNameTheStoreRefusesIsAnErrorOfCheck(table: String) throws {
    let message = "invalid table name '\(table)': names starting with 'sqlite_' are reserved by SQLite"
    let spec =
      "form: a\nstores:\n  users:\n    table: \(table)\n    key: name\nfields:\n  name:\n    label: Name\n"
    let directory = try Self.folder(["a.yaml": spec])
    let outcome = try Self.check(["a.yaml"], in: directory)
    #expect(outcome.stdout.hasPrefix("a.yaml:4:12: error: [FR104] \(message)"))
    #expect(outcome.status == 1)
    let batch = try Formcheck.run(["batch", "a.yaml"], input: "{}\n", directory: directory)
    #expect(batch.status == 2)
  }

  @Test func aSymbolicLinkedFolderInsideAFolderIsNotEntered() throws {
    let directory = try Self.folder(["forms/a.yaml": Self.cleanSpec, "elsewhere/b.yaml": "form: b\n"])
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/forms/more", withDestinationPath: directory.path + "/elsewhere")
    let outcome = try Self.check(["forms"], in: directory)
    #expect(outcome.stdout == "checked 1 spec: 0 errors, 0 warnings\n")
    #expect(outcome.status == 0)
  }

  @Test func aFIFOIsAnErrorNamedAndNotACandidateInAFolder() throws {
    let directory = try Self.folder(["forms/a.yaml": Self.cleanSpec])
    #expect(mkfifo(directory.path + "/forms/f.yaml", 0o600) == 0)
    let named = try Self.check(["forms/f.yaml"], in: directory)
    #expect(
      named.stdout.hasPrefix("forms/f.yaml:1:1: error: [FR001] cannot read 'forms/f.yaml': it is a FIFO"))
    #expect(named.status == 1)
    let inFolder = try Self.check(["forms"], in: directory)
    #expect(inFolder.stdout == "checked 1 spec: 0 errors, 0 warnings\n")
  }

  @Test(arguments: [
    ("/etc/passwd", "not absolute"),
    ("../../../../../../etc/passwd", "leads out of the spec's folder"),
    ("fifo.txt", "it is a FIFO, not a regular file"),
    ("lists", "it is a directory, not a regular file"),
  ])
  func aListOutsideTheSpecsFolderOrNotARegularFileIsAnError(_ path: String, _ reason: String) throws {
    let spec = """
      form: a
      stores:
        names:
          list: \(path)
      fields:
        a:
          rules:
            - absent_in: names
      examples:
        - name: is root listed?
          set: { a: root }
          expect: { a: valid }

      """
    let directory = try Self.folder(["forms/a.yaml": spec, "forms/lists/x.txt": "x\n"])
    #expect(mkfifo(directory.path + "/forms/fifo.txt", 0o600) == 0)
    let outcome = try Self.check(["forms/a.yaml", "--format", "json"], in: directory)
    let entries = try CheckCommandTests.diagnostics(outcome)
    #expect(entries.count == 1)
    #expect(entries.first?["code"] as? String == "FR204")
    #expect(entries.first?["line"] as? Int == 4)
    #expect(entries.first?["column"] as? Int == 11)
    #expect((entries.first?["message"] as? String)?.contains(reason) == true)
    #expect(outcome.status == 1)
  }

  @Test func textOutputShowsControlsAndBidiOverridesAsEscapes() throws {
    let spec =
      "form: a\nfields:\n  a:\n    \"lab\\e]0;pwned\\a\\u202Eel\": A\nexamples:\n  - name: \"x\\e[2J\"\n    expect: { a: nonsense }\n"
    let directory = try Self.folder(["a.yaml": spec])
    let outcome = try Self.check(["a.yaml"], in: directory)
    #expect(outcome.status == 1)
    #expect(
      !outcome.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0 == "\u{202E}" })
    #expect(outcome.stdout.contains("unknown key 'lab\\u{1B}]0;pwned\\u{7}\\u{202E}el'"))
    let json = try Self.check(["a.yaml", "--format", "json"], in: directory)
    #expect(json.stdout.contains("lab\\u001b]0;pwned\\u0007\u{202E}el"))
  }

  @Test(arguments: [("CRLF", "\r\n"), ("CR", "\r")])
  func aSpecWithCRLFOrCRLineEndingsShowsItsExcerpt(_ name: String, _ newline: String) throws {
    let spec = ["form: a", "fields:", "  a:", "    lable: A", ""].joined(separator: newline)
    let directory = try Self.folder(["a.yaml": spec])
    let outcome = try Self.check(["a.yaml"], in: directory)
    #expect(
      outcome.lines.prefix(3) == [
        "a.yaml:4:5: error: [FR101] unknown key 'lable' in field 'a' — did you mean 'label'?",
        " 4 |     lable: A",
        "   |     ^",
      ])
  }

  @Test func aLatin1ByteIsReportedAtItsColumnWithItsValue() throws {
    let directory = try Self.folder()
    let bytes = Array("form: a\nfields:\n  a:\n    label: caf".utf8) + [0xE9] + Array(" au lait\n".utf8)
    try Data(bytes).write(to: directory.appendingPathComponent("a.yaml"))
    let outcome = try Self.check(["a.yaml"], in: directory)
    #expect(
      outcome.lines.prefix(3) == [
        "a.yaml:4:15: error: [FR002] invalid UTF-8 byte 0xE9: a spec must be encoded in UTF-8",
        " 4 |     label: caf\u{FFFD} au lait",
        "   |               ^",
      ])
  }
}

/// The machine formats escape untrusted text by their own rules.
@Suite("formcheck check machine formats on untrusted specs")
struct CheckMachineFormatEscapingTests {
  /// A spec whose unknown key holds ESC, BEL, a bidi override and a line feed.
  static let spec = "form: a\nfields:\n  a:\n    \"lab\\e]0;pwned\\a\\u202Eel\\nX\": A\n"

  @Test func githubAnnotationsPercentEncodeControlsAndBidiOverrides() throws {
    let directory = try CheckUntrustedSpecTests.folder(["a\u{1B}.yaml": Self.spec])
    let outcome = try CheckUntrustedSpecTests.check(["a\u{1B}.yaml", "--format", "github"], in: directory)
    #expect(
      outcome.lines == [
        "::error file=a%1B.yaml,line=4,col=5,title=FR101::unknown key 'lab%1B]0;pwned%07%E2%80%AEel%0AX' in field 'a'%0Anote: allowed keys: \(FieldDecoder.keys.map { "'\($0)'" }.joined(separator: ", "))"
      ])
  }

  @Test(arguments: ["json", "sarif"])
  func jsonFormatsEscapeControlsAsJSONDoes(_ format: String) throws {
    let directory = try CheckUntrustedSpecTests.folder(["a.yaml": Self.spec])
    let outcome = try CheckUntrustedSpecTests.check(["a.yaml", "--format", format], in: directory)
    #expect(!outcome.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != " " })
    #expect(outcome.stdout.contains("unknown key 'lab\\u001b]0;pwned\\u0007\u{202E}el\\nX'"))
  }
}
