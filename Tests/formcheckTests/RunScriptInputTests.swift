import Foundation
import Testing

/// `formcheck run` reads its script as `batch` reads records: a line longer than the
/// limit or not UTF-8 is an error for that line, skipped in bounded memory, and the
/// script goes on.
@Suite("formcheck run: script lines")
struct RunScriptInputTests {
  /// Runs `formcheck run forms/register.yaml --json` under `sh` with the script in
  /// `input` on standard input, after `ulimit -v kilobytes` (address space) when given.
  static func run(input: URL, addressSpaceKilobytes kilobytes: Int?) throws -> Formcheck.Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let limit = kilobytes.map { "ulimit -v \($0); " } ?? ""
    process.arguments = ["-c", limit + #"exec "$0" run forms/register.yaml --json"#, Formcheck.binary.path]
    process.currentDirectoryURL = Formcheck.repositoryRoot
    var environment = ProcessInfo.processInfo.environment
    environment["FORMCHECK_DATA_DIR"] = try Formcheck.temporaryDirectory().path
    process.environment = environment
    process.standardInput = try FileHandle(forReadingFrom: input)
    // Output into files: nothing to drain while the process runs.
    let directory = try Formcheck.temporaryDirectory()
    let (stdout, stderr) = (directory.appendingPathComponent("out"), directory.appendingPathComponent("err"))
    for file in [stdout, stderr] { try Data().write(to: file) }
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    process.waitUntilExit()
    return Formcheck.Outcome(
      status: process.terminationStatus, stdout: try String(contentsOf: stdout, encoding: .utf8),
      stderr: try String(contentsOf: stderr, encoding: .utf8))
  }

  @Test("a 100 MB line is an error for its line, read in bounded memory, and the script goes on")
  func overLongLine() throws {
    let file = try Formcheck.temporaryDirectory().appendingPathComponent("script.txt")
    var script = Data("set username ".utf8)
    script.append(Data(repeating: UInt8(ascii: "x"), count: 100_000_000))
    script.append(Data("\n\nset username alice1\n".utf8))
    try script.write(to: file)
    // 250 MB of address space: room for the program and the reader's 16 MiB line buffer,
    // not for a copy of the line (buffered whole, it takes several times its size).
    let outcome = try Self.run(input: file, addressSpaceKilobytes: 250_000)
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(
      outcome.lines == [
        #"{"line":1,"error":"line is longer than 16777216 bytes, the most a line may hold"}"#,
        #"{"command":"set username alice1","valid":false,"fields":{"username":{"status":"ok","message":"Username is available","enabled":true},"password":{"status":"empty","enabled":true},"repeat_password":{"status":"empty","enabled":false}},"buttons":{"register":{"enabled":false}}}"#,
      ])
  }

  @Test("a byte order mark may start the script")
  func byteOrderMark() throws {
    let outcome = try Formcheck.run(
      ["run", "forms/register.yaml", "--json"], input: "\u{FEFF}show\n",
      environment: ["FORMCHECK_DATA_DIR": try Formcheck.temporaryDirectory().path])
    #expect(outcome.lines.count == 1)
    #expect(outcome.lines.first?.hasPrefix(#"{"command":"show","valid":false"#) == true)
  }

  @Test("invalid UTF-8 anywhere in a line is an error for that line, as in batch")
  func invalidUTF8() throws {
    let file = try Formcheck.temporaryDirectory().appendingPathComponent("script.txt")
    var script = Data()
    for bad: [UInt8] in [
      [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      script.append(Data("set password ".utf8) + Data(bad) + Data("x\n".utf8))
    }
    script.append(Data("# a comment \u{00E9}\nshow\n".utf8))
    try script.write(to: file)
    let outcome = try Self.run(input: file, addressSpaceKilobytes: nil)
    #expect(outcome.status == 0)
    #expect(outcome.lines.count == 6)
    for (index, line) in outcome.lines.prefix(5).enumerated() {
      #expect(line == #"{"line":\#(index + 1),"error":"line is not valid UTF-8"}"#)
    }
    #expect(outcome.lines.last?.hasPrefix(#"{"command":"show","valid":false"#) == true)
  }
}
