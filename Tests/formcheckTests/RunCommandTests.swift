import Foundation
import Testing

/// `formcheck run`: scripts (JSON and text transcripts) on the virtual clock, spec and
/// store failures. The interactive prompt is tested in `RunTerminalTests`.
@Suite("formcheck run")
struct RunCommandTests {
  /// The register form.
  static let register = "forms/register.yaml"
  /// A debounced field checked against a slow list, and a slow insert.
  static let nickname = "Tests/formcheckTests/Fixtures/Run/nickname.yaml"

  /// A password that must never show anywhere.
  static let canary = "Canary-Pa55word!"

  /// Runs `formcheck run SPEC --json` (or without `--json`) on `script` with a fresh (or
  /// the given) data directory.
  static func run(
    _ spec: String = register, json: Bool = true, script: String, dataDirectory: URL? = nil
  ) throws -> Formcheck.Outcome {
    let directory = try dataDirectory ?? Formcheck.temporaryDirectory()
    return try Formcheck.run(
      ["run", spec] + (json ? ["--json"] : []), input: script,
      environment: ["FORMCHECK_DATA_DIR": directory.path, "NO_COLOR": nil])
  }

  // The state lines of the register form along the happy path.
  static let shortUsername =
    #""valid":false,"fields":{"username":{"status":"failed","message":"Username must be at least 6 characters","enabled":true},"password":{"status":"empty","enabled":false},"repeat_password":{"status":"empty","enabled":false}},"buttons":{"register":{"enabled":false}}}"#
  static let goodUsername =
    #""valid":false,"fields":{"username":{"status":"ok","message":"Username is available","enabled":true},"password":{"status":"empty","enabled":true},"repeat_password":{"status":"empty","enabled":false}},"buttons":{"register":{"enabled":false}}}"#
  static let goodPassword =
    #""valid":false,"fields":{"username":{"status":"ok","message":"Username is available","enabled":true},"password":{"status":"ok","message":"Password is long enough","enabled":true},"repeat_password":{"status":"empty","enabled":true}},"buttons":{"register":{"enabled":false}}}"#
  static let allGood =
    #""valid":true,"fields":{"username":{"status":"ok","message":"Username is available","enabled":true},"password":{"status":"ok","message":"Password is long enough","enabled":true},"repeat_password":{"status":"ok","message":"Passwords match","enabled":true}},"buttons":{"register":{"enabled":true}}}"#
  static let registered =
    #""valid":false,"fields":{"username":{"status":"failed","message":"Username is already taken","enabled":true},"password":{"status":"ok","message":"Password is long enough","enabled":false},"repeat_password":{"status":"ok","message":"Passwords match","enabled":true}},"buttons":{"register":{"enabled":false,"result":{"status":"ok","message":"Registered"}}}}"#
  static let taken =
    #""valid":false,"fields":{"username":{"status":"failed","message":"Username is already taken","enabled":true},"password":{"status":"empty","enabled":false},"repeat_password":{"status":"empty","enabled":false}},"buttons":{"register":{"enabled":false}}}"#

  // MARK: Scripts with --json

  @Test("a registration script prints one exact JSON line per command")
  func registrationJSON() throws {
    let directory = try Formcheck.temporaryDirectory()
    let outcome = try Self.run(
      script: """
        set username abc
        set username alice1
        set password secret1
        set repeat_password secret1
        tap register

        """, dataDirectory: directory)
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(
      outcome.lines == [
        #"{"command":"set username abc","# + Self.shortUsername,
        #"{"command":"set username alice1","# + Self.goodUsername,
        #"{"command":"set password ******","# + Self.goodPassword,
        #"{"command":"set repeat_password ******","# + Self.allGood,
        #"{"command":"tap register","# + Self.registered,
      ])

    // The user is stored: a new process sees the name taken, and register stays disabled.
    let again = try Self.run(script: "set username alice1\ntap register\n", dataDirectory: directory)
    #expect(again.status == 0)
    #expect(
      again.lines == [
        #"{"command":"set username alice1","# + Self.taken,
        #"{"command":"tap register","# + Self.taken,
      ])
  }

  @Test("a registration that loses the race to another process fails with the spec's message")
  func concurrentRegistration() throws {
    let directory = try Formcheck.temporaryDirectory()
    let environment = ["FORMCHECK_DATA_DIR": directory.path]
    let slow = try LiveRun.piped(["run", Self.register, "--json"], environment: environment)
    slow.send("set username alice1\nset password secret1\nset repeat_password secret1\n")
    #expect(slow.output.waitForLines(3))
    let fast = try Self.run(
      script: "set username alice1\nset password secret1\nset repeat_password secret1\ntap register\n",
      dataDirectory: directory)
    #expect(fast.lines.last == #"{"command":"tap register","# + Self.registered)
    slow.send("tap register\n")
    slow.closeInput()
    let (status, output, errors) = slow.finish()
    #expect(status == 0)
    #expect(errors == "")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    // The insert lost, so the store changed under this session: its lookup runs again and
    // the name now shows as taken, which disables the button.
    #expect(
      lines.last
        == #"{"command":"tap register","valid":false,"fields":{"username":{"status":"failed","message":"Username is already taken","enabled":true},"password":{"status":"ok","message":"Password is long enough","enabled":false},"repeat_password":{"status":"ok","message":"Passwords match","enabled":true}},"buttons":{"register":{"enabled":false,"result":{"status":"failed","message":"Username is already taken"}}}}"#
    )
  }

  @Test("secret values never show: not in JSON, not in text, not in errors", arguments: [true, false])
  func secretsAreMasked(json: Bool) throws {
    let outcome = try Self.run(
      json: json,
      script: """
        set username alice1
        set password \(Self.canary)
        set repeat_password \(Self.canary)
        set pasword \(Self.canary)
        sett password \(Self.canary)
        set password
        show

        """)
    #expect(outcome.status == 0)
    #expect(!outcome.stdout.contains(Self.canary))
    #expect(!outcome.stderr.contains(Self.canary))
    #expect(!outcome.stdout.contains("Pa55"))
    if json {
      let commands = outcome.lines.map { $0.components(separatedBy: "\",")[0] }
      #expect(
        commands == [
          #"{"command":"set username alice1"#,
          #"{"command":"set password ******"#,
          #"{"command":"set repeat_password ******"#,
          #"{"line":4,"command":"set ******"#,
          #"{"line":5,"command":"sett ******"#,
          #"{"command":"set password"#,
          #"{"command":"show"#,
        ])
    }
  }

  @Test("bad commands give error lines and the script goes on")
  func badCommandsJSON() throws {
    let outcome = try Self.run(
      script: """
        frobnicate
        sett username alice1
        set
        set usernme x
        tap nothing
        tap regster
        wait 5 parsecs
        wait
        show please
        set username alice1

        """)
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(
      outcome.lines == [
        // A line that is no command, nor like one, may be a stray secret: not repeated.
        #"{"line":1,"command":"******","error":"not a command (not shown); commands: set, tap, wait, add, remove, show, quit"}"#,
        #"{"line":2,"command":"sett ******","error":"unknown command 'sett' — did you mean 'set'?"}"#,
        #"{"line":3,"command":"set","error":"usage: set FIELD VALUE"}"#,
        #"{"line":4,"command":"set ******","error":"unknown field name (not shown) — did you mean 'username'?"}"#,
        #"{"line":5,"command":"tap nothing","error":"unknown button 'nothing'"}"#,
        #"{"line":6,"command":"tap regster","error":"unknown button 'regster' — did you mean 'register'?"}"#,
        #"{"line":7,"command":"wait 5 parsecs","error":"invalid duration '5 parsecs' — use numbers with units h, m, s or ms, e.g. 300ms, 2s, 1.5s, 1m30s"}"#,
        #"{"line":8,"command":"wait","error":"usage: wait DURATION (e.g. 300ms, 2s, 1.5s, 1m30s)"}"#,
        #"{"line":9,"command":"show please","error":"'show' takes no arguments"}"#,
        #"{"command":"set username alice1","# + Self.goodUsername,
      ])
  }

  @Test(
    "wait moves the virtual clock: validating through the debounce and the lookup, latest wins")
  func debounceAndLatency() throws {
    // `busy` shows while the lookup or the insert is in flight, and only then.
    let validating =
      #""valid":false,"fields":{"nickname":{"status":"validating","enabled":true}},"buttons":{"save":{"enabled":false}},"busy":true}"#
    let free =
      #""valid":true,"fields":{"nickname":{"status":"ok","message":"Nickname is free","enabled":true}},"buttons":{"save":{"enabled":true}}}"#
    let outcome = try Self.run(
      Self.nickname,
      script: """
        set nickname bob
        wait 299ms
        wait 1ms
        wait 99ms
        wait 1ms
        set nickname ab
        set nickname admin
        wait 200ms
        set nickname robert
        wait 0.35s
        wait 50ms
        tap save
        wait 99ms
        wait 1ms

        """)
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(
      outcome.lines == [
        #"{"command":"set nickname bob","# + validating,
        #"{"command":"wait 299ms","# + validating,
        #"{"command":"wait 1ms","# + validating,  // debounce over; the lookup takes 100ms
        #"{"command":"wait 99ms","# + validating,
        #"{"command":"wait 1ms","# + free,
        #"{"command":"set nickname ab","valid":false,"fields":{"nickname":{"status":"failed","message":"Nickname must be at least 3 characters","enabled":true}},"buttons":{"save":{"enabled":false}}}"#,
        #"{"command":"set nickname admin","# + validating,
        #"{"command":"wait 200ms","# + validating,
        // 'admin' (banned) never shows: 'robert' replaced it before its check ran.
        #"{"command":"set nickname robert","# + validating,
        #"{"command":"wait 0.35s","# + validating,
        #"{"command":"wait 50ms","# + free,
        #"{"command":"tap save","valid":true,"fields":{"nickname":{"status":"ok","message":"Nickname is free","enabled":true}},"buttons":{"save":{"enabled":false}},"busy":true}"#,
        #"{"command":"wait 99ms","valid":true,"fields":{"nickname":{"status":"ok","message":"Nickname is free","enabled":true}},"buttons":{"save":{"enabled":false}},"busy":true}"#,
        // The insert took 100ms: its result shows on the line where it finished. The
        // nickname is checked against the banned list only, which the insert did not
        // touch, so it stays ok.
        #"{"command":"wait 1ms","valid":true,"fields":{"nickname":{"status":"ok","message":"Nickname is free","enabled":true}},"buttons":{"save":{"enabled":true,"result":{"status":"ok","message":"Saved"}}}}"#,
      ])
  }

  @Test(
    "wait accepts h, m, s and ms, combined, with decimals on the last, up to a day, and rejects everything else",
    arguments: [
      ("0ms", nil), ("1.5s", nil), ("1.000000001s", nil), ("86400s", nil), ("86400000ms", nil),
      ("1m", nil), ("1m30s", nil), ("1.5h", nil), ("24h", nil), ("23h59m59.999999999s", nil),
      ("1h2m3.5s", nil),
      ("86401s", "the longest wait is 24h (86400s)"), ("24h1ms", "the longest wait is 24h (86400s)"),
      ("99999999999999999999ms", "the longest wait is 24h (86400s)"),
      ("1.0000000001s", "nothing finer than a nanosecond"),
      (".5s", "use numbers"), ("5.s", "use numbers"), ("1e3ms", "use numbers"), ("1s1m", "use numbers"),
      ("1.5m30s", "use numbers"), ("-1s", "use numbers"), ("300 ms", "use numbers"), ("٣s", "use numbers"),
      ("2", "use numbers"),
    ] as [(String, String?)])
  func waitDurations(text: String, problem: String?) throws {
    let outcome = try Self.run(script: "wait \(text)\n")
    try #require(outcome.lines.count == 1)
    if let problem {
      #expect(
        outcome.lines[0].hasPrefix(
          #"{"line":1,"command":"wait \#(text)","error":"invalid duration '\#(text)' — "#))
      #expect(outcome.lines[0].contains(problem))
    } else {
      #expect(outcome.lines[0].hasPrefix(#"{"command":"wait \#(text)","valid":false,"#))
    }
  }

  @Test("quit stops the script; the end of input ends it cleanly")
  func quitStopsEarly() throws {
    let outcome = try Self.run(script: "set username abc\nquit\nset username alice1\nshow\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.lines == [
        #"{"command":"set username abc","# + Self.shortUsername,
        #"{"command":"quit","# + Self.shortUsername,
      ])
    let empty = try Self.run(script: "")
    #expect(empty.status == 0)
    #expect(empty.stdout == "")
  }

  @Test("CRLF line ends, blanks, comments, indentation and values with spaces")
  func lineHandling() throws {
    let outcome = try Self.run(
      script:
        "# a comment\r\n\r\n   set username abc\r\n\tshow\r\nset username a b c d e\r\nset username \r\nset username"
    )
    #expect(outcome.status == 0)
    let commands = outcome.lines.map { $0.components(separatedBy: "\",")[0] }
    #expect(
      commands == [
        #"{"command":"set username abc"#, #"{"command":"show"#,
        #"{"command":"set username a b c d e"#, #"{"command":"set username "#,
        #"{"command":"set username"#,
      ])
    #expect(outcome.lines[1] == #"{"command":"show","# + Self.shortUsername)
    // "a b c d e" fails the pattern (spaces), so the value kept its spaces.
    #expect(outcome.lines[2].contains(#""message":"Only letters, digits and underscores""#))
    #expect(outcome.lines[3].contains(#""username":{"status":"empty","enabled":true}"#))
    #expect(outcome.lines[4].contains(#""username":{"status":"empty","enabled":true}"#))
  }

  @Test("invalid UTF-8 is an error for its line, a long line is read whole, and the script goes on")
  func hostileInput() throws {
    var input =
      Data("set username ".utf8) + Data([0x61, 0xFF, 0xFE, 0x62, 0x63, 0x64, 0x65]) + Data("\n".utf8)
    input +=
      Data("set username ".utf8) + Data(repeating: UInt8(ascii: "x"), count: 1_000_000) + Data("\n".utf8)
    input += Data([0xC3]) + Data("\nset username alice1\n".utf8)
    let run = try LiveRun.piped(
      ["run", Self.register, "--json"],
      environment: ["FORMCHECK_DATA_DIR": try Formcheck.temporaryDirectory().path])
    run.send(input)
    run.closeInput()
    let (status, output, errors) = run.finish()
    #expect(status == 0)
    #expect(errors == "")
    let lines = output.split(separator: "\n").map(String.init)
    try #require(lines.count == 4)
    #expect(lines[0] == #"{"line":1,"error":"line is not valid UTF-8"}"#)
    #expect(lines[1].count > 1_000_000)
    #expect(lines[1].contains(#""username":{"status":"ok","message":"Username is available""#))
    #expect(lines[2] == #"{"line":3,"error":"line is not valid UTF-8"}"#)
    #expect(lines[3] == #"{"command":"set username alice1","# + Self.goodUsername)
  }

  // MARK: Scripts without --json

  @Test("the text transcript: results, changes, notes, taps, waits and show")
  func textTranscript() throws {
    let outcome = try Self.run(
      json: false,
      script: """
        set username abc
        set password secret1
        show
        set username alice1
        set password secret1
        set repeat_password secret1
        tap register
        show
        tap register
        wait 2s
        quit

        """)
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(
      outcome.stdout == """
        username: failed(Username must be at least 6 characters)
        note: 'password' is disabled; the value is set anyway
        password: ok(Password is long enough) (disabled)
          repeat_password: empty (now enabled)
        fields:
          username: failed(Username must be at least 6 characters)
          password: ok(Password is long enough) (disabled)
          repeat_password: empty
        buttons:
          register: disabled
        username: ok(Username is available)
          password: ok(Password is long enough) (now enabled)
        password: ok(Password is long enough)
        repeat_password: ok(Passwords match)
          register: enabled
        register: ok(Registered)
          username: failed(Username is already taken)
          password: ok(Password is long enough) (now disabled)
          register: disabled
        fields:
          username: failed(Username is already taken)
          password: ok(Password is long enough) (disabled)
          repeat_password: ok(Passwords match)
        buttons:
          register: disabled (last result: ok(Registered))
        register: disabled — nothing happened
        waited 2s — nothing changed

        """)
  }

  @Test("without --json, mistakes go to standard error with their line and the script goes on")
  func textErrors() throws {
    let outcome = try Self.run(
      json: false, script: "frobnicate\n\nset usernme x\nset username alice1\nwait 5 parsecs\n")
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "username: ok(Username is available)\n  password: empty (now enabled)\n")
    #expect(
      outcome.stderr == """
        line 1: not a command (not shown); commands: set, tap, wait, add, remove, show, quit
        line 3: unknown field name (not shown) — did you mean 'username'?
        line 5: invalid duration '5 parsecs' — use numbers with units h, m, s or ms, e.g. 300ms, 2s, 1.5s, 1m30s

        """)
  }

  @Test("waits with a slow store in the text transcript")
  func textWaits() throws {
    let outcome = try Self.run(
      Self.nickname, json: false,
      script: "set nickname bob\nwait 300ms\nwait 100ms\ntap save\nwait 100ms\n")
    #expect(
      outcome.stdout == """
        nickname: validating
        waited 300ms — nothing changed
        waited 100ms
          nickname: ok(Nickname is free)
          save: enabled
        save: executing…
        waited 100ms
          save: enabled (last result: ok(Saved))

        """)
  }

  // MARK: Failures

  @Test("a spec that does not compile: every diagnostic on standard error, exit 2")
  func brokenSpec() throws {
    let spec = "Tests/formcheckTests/Fixtures/Run/broken.yaml"
    let outcome = try Self.run(spec, script: "show\n")
    #expect(outcome.status == 2)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr == """
        \(spec):5:21: error: [FR102] 'min_length' needs a whole number, found text "six"
        \(spec):7:19: error: [FR201] unknown field 'usernme' — did you mean 'username'?

        """)
    let missing = try Self.run("forms/no-such-form.yaml", script: "")
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("forms/no-such-form.yaml:"))
  }

  @Test("a data directory that cannot be used: a clear message, exit 2")
  func unusableDataDirectory() throws {
    let directory = try Formcheck.temporaryDirectory()
    let file = directory.appendingPathComponent("not-a-directory")
    try Data("x".utf8).write(to: file)
    let viaOption = try Formcheck.run(
      ["run", Self.register, "--data-dir", file.path + "/data"], input: "show\n")
    #expect(viaOption.status == 2)
    #expect(viaOption.stdout == "")
    #expect(
      viaOption.stderr
        == "formcheck run: cannot create data directory '\(file.path)/data': '\(file.path)' is not a directory\n"
    )
    let viaEnvironment = try Formcheck.run(
      ["run", Self.register, "--json"], input: "show\n", environment: ["FORMCHECK_DATA_DIR": file.path])
    #expect(viaEnvironment.status == 2)
    #expect(viaEnvironment.stdout == "")
    #expect(viaEnvironment.stderr.hasPrefix("formcheck run: "))
    #expect(viaEnvironment.stderr.contains("'\(file.path)'"))
  }

  @Test("usage mistakes exit 2 and point at --help", arguments: [[], ["a.yaml", "b.yaml"], ["--jsn"]])
  func usageErrors(arguments: [String]) throws {
    let outcome = try Formcheck.run(["run"] + arguments)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasSuffix("see 'formcheck run --help'\n"))
  }

  @Test("--help matches its snapshot and names every option and command")
  func help() throws {
    let outcome = try Formcheck.run(["run", "--help"])
    #expect(outcome.status == 0)
    let snapshot = Formcheck.repositoryRoot.appendingPathComponent(
      "Tests/formcheckTests/Fixtures/Run/help.txt")
    #expect(outcome.stdout == (try String(contentsOf: snapshot, encoding: .utf8)))
    for word in [
      "--json", "--data-dir", "set FIELD VALUE", "tap BUTTON", "wait DURATION", "show", "quit",
      ":set FIELD VALUE", ":tap BUTTON", ":show", ":help", ":quit", "exit status",
    ] {
      #expect(outcome.stdout.contains(word), "missing \(word)")
    }
  }
}

/// A `formcheck` process that a test talks to through pipes while it runs.
private final class LiveRun {
  private let process: Process
  /// Where the test writes input.
  private let input: FileHandle
  /// Standard output.
  let output: GrowingOutput
  /// Standard error.
  private let errors: GrowingOutput
  /// Keeps the pipes open while the process runs.
  private let pipes: [Pipe]

  private init(
    process: Process, input: FileHandle, output: GrowingOutput, errors: GrowingOutput, pipes: [Pipe]
  ) {
    self.process = process
    self.input = input
    self.output = output
    self.errors = errors
    self.pipes = pipes
  }

  /// Starts `formcheck arguments…` with standard input, output and error on pipes.
  static func piped(_ arguments: [String], environment: [String: String?]) throws -> LiveRun {
    let process = makeProcess(arguments, environment: environment)
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    return LiveRun(
      process: process, input: stdin.fileHandleForWriting,
      output: GrowingOutput(stdout.fileHandleForReading.fileDescriptor),
      errors: GrowingOutput(stderr.fileHandleForReading.fileDescriptor), pipes: [stdin, stdout, stderr])
  }

  private static func makeProcess(_ arguments: [String], environment: [String: String?]) -> Process {
    let process = Process()
    process.executableURL = Formcheck.binary
    process.arguments = arguments
    process.currentDirectoryURL = Formcheck.repositoryRoot
    var variables = ProcessInfo.processInfo.environment
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    return process
  }

  /// Pipes in `text`.
  func send(_ text: String) { send(Data(text.utf8)) }

  /// Writes `bytes` to the process's input.
  func send(_ bytes: Data) { input.write(bytes) }

  /// Ends the input.
  func closeInput() { try? input.close() }

  /// Waits for the process to end; its status, output and error output.
  func finish() -> (status: Int32, output: String, errors: String) {
    process.waitUntilExit()
    return (process.terminationStatus, output.waitForEnd(), errors.waitForEnd())
  }

  deinit {
    if process.isRunning { process.terminate() }
  }
}

/// Bytes read from a descriptor on a thread of their own, inspectable while they arrive.
private final class GrowingOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private let ended = DispatchSemaphore(value: 0)

  /// Starts reading `descriptor` until its end.
  init(_ descriptor: Int32) {
    Thread { [self] in
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        lock.withLock { data.append(contentsOf: chunk[..<count]) }
      }
      ended.signal()
    }.start()
  }

  /// What arrived so far, as text.
  var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

  /// Polls until at least `count` lines arrived; false after a minute.
  func waitForLines(_ count: Int) -> Bool {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      if lock.withLock({ data.count(where: { $0 == UInt8(ascii: "\n") }) }) >= count { return true }
      usleep(10_000)
    }
    return false
  }

  /// Waits for the end of input; everything read, as text.
  func waitForEnd() -> String {
    ended.wait()
    return text
  }
}
