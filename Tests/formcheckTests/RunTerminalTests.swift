import Foundation
import Testing

/// `formcheck run` at a terminal, end to end through a real pseudo-terminal
/// (``PseudoTerminal``): the guided flow, secrets (never echoed, no line limit, keys,
/// signals), colors, where prompts and results go, commands, and a failed tap.
@Suite("formcheck run at a terminal")
struct RunTerminalTests {
  /// The register and log-in forms (absolute paths: the terminal's program runs
  /// wherever the tests do).
  static let register = path("forms/register.yaml")
  static let login = path("forms/login.yaml")

  /// The absolute path of `file` in the repository.
  static func path(_ file: String) -> String {
    Formcheck.repositoryRoot.appendingPathComponent(file).path
  }

  /// A password that must never show anywhere.
  static let canary = "Canary-Pa55word!"

  /// `formcheck run SPEC` at a new terminal with a fresh (or the given) data directory,
  /// colors off unless the test says.
  static func start(
    _ spec: String = register, options: [String] = [], dataDirectory: URL? = nil,
    environment: [String: String?] = ["NO_COLOR": "1"], standardOutput: URL? = nil
  ) throws -> PseudoTerminal {
    let directory = try dataDirectory ?? Formcheck.temporaryDirectory()
    return try PseudoTerminal(
      ["run", spec, "--data-dir", directory.path] + options, environment: environment,
      standardOutput: standardOutput)
  }

  /// Types the username `alice1` and waits until the password prompt reads key by key.
  static func reachPassword(_ terminal: PseudoTerminal) throws {
    try terminal.expect("Username: ")
    try terminal.send("alice1\r")
    try terminal.expect("✓ Username is available")
    try terminal.expect("Password: ")
    // The prompt is printed just before the secret reader takes the terminal key by key;
    // keys typed in between would reach the line editor (seen on a loaded machine).
    try terminal.waitUntilReadingKeys()
  }

  /// At the password prompt, types `secret` and then again at the repeat prompt.
  static func typePasswordTwice(_ terminal: PseudoTerminal, _ secret: String = canary) throws {
    try terminal.send(secret + "\r")
    try terminal.expect("✓ Password is long enough")
    try terminal.expect("Repeat password: ")
    try terminal.send(secret + "\r")
    try terminal.expect("✓ Passwords match")
  }

  // MARK: The guided flow

  @Test("the guided registration: each field asked, secrets not echoed, Enter taps")
  func guidedRegistration() throws {
    let terminal = try Self.start()
    try terminal.expect("Create an account")
    try terminal.expect("Username: ")
    try terminal.send("abc\r")
    try terminal.expect("✗ Username must be at least 6 characters")
    try terminal.expect("Username: ")
    try terminal.send("alice1\r")
    try terminal.expect("✓ Username is available")
    try terminal.expect("Password: ")
    #expect(!terminal.echoes)
    try Self.typePasswordTwice(terminal)
    try terminal.expect("Press Enter to tap 'register', or type a command.")
    try terminal.expect("> ")
    try terminal.send("\r")
    try terminal.expect("register: ✓ Registered")
    try terminal.expect("  username: failed(Username is already taken)")
    // Registered: the prompt asks nothing more, though the name now shows as taken.
    try terminal.expect("Nothing left to fill in")
    try terminal.expect("> ")
    // Ctrl-P twice goes back past ':set username' to the entry before it: the username,
    // since secrets never enter the history; setting it again shows it is taken.
    try terminal.send(":set username\r")
    try terminal.expect("Username: ")
    try terminal.send("\u{10}\u{10}\r")
    try terminal.expect("✗ Username is already taken")
    try terminal.expect("Username: ")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
    #expect(!terminal.text.contains(Self.canary), "the secret was echoed")
    #expect(!terminal.text.contains("Pa55"))
  }

  @Test("commands: :help, :set, :tap, :show")
  func commands() throws {
    let terminal = try Self.start()
    try terminal.expect("Username: ")
    try terminal.send(":help\r")
    try terminal.expect(":set FIELD VALUE  set a field")
    try terminal.expect("Username: ")
    try terminal.send(":tap register\r")
    try terminal.expect("'register' is disabled — nothing happened")
    try terminal.send(":set username alice1\r")
    try terminal.expect("✓ Username is available")
    try terminal.expect("Password: ")
    try terminal.send(":set password " + Self.canary + "\r")
    try terminal.expect("✓ Password is long enough")
    try terminal.expect("Repeat password: ")
    try terminal.send(":show\r")
    try terminal.expect("  repeat_password: empty")
    try terminal.expect("Repeat password: ")
    try terminal.send(Self.canary + "\r")
    try terminal.expect("> ")
    try terminal.send(":tap register\r")
    try terminal.expect("register: ✓ Registered")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
  }

  @Test("commands, mistakes, real-time debounce and lookup, colors, and Ctrl-D to leave")
  func debouncedForm() throws {
    let terminal = try Self.start(
      Self.path("Tests/formcheckTests/Fixtures/Run/nickname.yaml"), environment: ["NO_COLOR": nil])
    try terminal.expect("Nickname: ")
    try terminal.send(":help\r")
    try terminal.expect(":set FIELD        ask for a field's value")
    try terminal.expect("Nickname: ")
    try terminal.send(":frob\r")
    try terminal.expect("unknown command ':frob'")
    try terminal.expect("Nickname: ")
    try terminal.send(":wait 1s\r")
    try terminal.expect("':wait' works only in scripts")
    try terminal.expect("Nickname: ")
    try terminal.send(":tap save\r")
    try terminal.expect("'save' is disabled — nothing happened")
    try terminal.expect("Nickname: ")
    try terminal.send("bob\r")
    // Debounce and lookup run in real time, an activity indicator turning meanwhile (its
    // line cleared when they are done); the result is green on a terminal.
    try terminal.expect("\r- \u{1B}[2mvalidating…")
    try terminal.expect("\r\u{1B}[K")
    try terminal.expect("\u{1B}[32m✓ Nickname is free\u{1B}[0m")
    try terminal.expect("Press Enter to tap 'save', or type a command.")
    try terminal.expect("> ")
    try terminal.send(":show\r")
    try terminal.expect("  save: enabled")
    try terminal.expect("> ")
    try terminal.send(":set nickname ab\r")
    try terminal.expect("\u{1B}[31m✗ Nickname must be at least 3 characters\u{1B}[0m")
    try terminal.expect("Nickname: ")
    try terminal.waitUntilReadingKeys()
    try terminal.send("\u{04}")
    #expect(try terminal.waitForEnd() == .exited(0))
  }

  @Test("at a secret prompt: ':' commands, '::' values, ':set FIELD' asking, nothing repeated")
  func secretPromptCommands() throws {
    let terminal = try Self.start()
    try Self.reachPassword(terminal)
    try terminal.send(":" + Self.canary + "\r")
    // A mistyped command at a secret prompt is not repeated: it may be the secret.
    try terminal.expect("not a command")
    try terminal.expect("Password: ")
    try terminal.send("::" + Self.canary + "\r")
    try terminal.expect("✓ Password is long enough")
    try terminal.expect("Repeat password: ")
    try terminal.send(":show\r")
    try terminal.expect("  repeat_password: empty")
    try terminal.expect("Repeat password: ")
    // Asked for explicitly, the value is taken as typed, hidden.
    try terminal.send(":set repeat_password\r")
    try terminal.expect("Repeat password: ")
    try terminal.send(":" + Self.canary + "\r")
    try terminal.expect("✓ Passwords match")
    try terminal.expect("> ")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
    #expect(!terminal.text.contains(Self.canary), "the secret was echoed")
  }

  @Test("after a failed tap the prompt asks again for the secret it is about")
  func failedTapAsksAgain() throws {
    let directory = try Formcheck.temporaryDirectory()
    let registration = try Formcheck.run(
      ["run", Self.register, "--data-dir", directory.path],
      input: "set username alice1\nset password secret1\nset repeat_password secret1\ntap register\n")
    #expect(registration.stdout.contains("register: ok(Registered)"))
    let terminal = try Self.start(Self.login, dataDirectory: directory)
    try terminal.expect("Username: ")
    try terminal.send("alice1\r")
    try terminal.expect("Password: ")
    try terminal.send("wrong-guess\r")
    try terminal.expect("Press Enter to tap 'login'")
    try terminal.expect("> ")
    try terminal.send("\r")
    try terminal.expect("login: ✗ Wrong password")
    // Asked again, not re-tapped with the same value.
    try terminal.expect("Password: ")
    try terminal.send("secret1\r")
    try terminal.expect("> ")
    try terminal.send("\r")
    try terminal.expect("login: ✓ Logged in")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
  }

  @Test("a registration that lost the name to another process asks for the name again")
  func lostRaceAsksAgain() throws {
    let directory = try Formcheck.temporaryDirectory()
    let terminal = try Self.start(dataDirectory: directory)
    try Self.reachPassword(terminal)
    try Self.typePasswordTwice(terminal)
    try terminal.expect("> ")
    let other = try Formcheck.run(
      ["run", Self.register, "--data-dir", directory.path],
      input: "set username alice1\nset password secret1\nset repeat_password secret1\ntap register\n")
    #expect(other.stdout.contains("register: ok(Registered)"))
    try terminal.send("\r")
    try terminal.expect("register: ✗ Username is already taken")
    try terminal.expect("Username: ")
    try terminal.send("alice2\r")
    try terminal.expect("✓ Username is available")
    try terminal.expect("Press Enter to tap 'register'")
    try terminal.send("\r")
    try terminal.expect("register: ✓ Registered")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
  }

  // MARK: Secrets

  @Test(
    "at a secret prompt, arrows and other escape sequences, Backspace, Ctrl-U and Ctrl-D edit, never add bytes"
  )
  func secretKeys() throws {
    let terminal = try Self.start()
    try Self.reachPassword(terminal)
    // "secret1" typed with an arrow left, an arrow up in SS3 form, Alt-x, F5, a typo
    // erased with Backspace, Ctrl-D after partial input (ignored), and a false start
    // cleared with Ctrl-U.
    try terminal.send("junk\u{15}sec\u{1B}[Dr\u{1B}OA\u{1B}xe\u{1B}[15~t\u{04}X\u{7F}1\r")
    try terminal.expect("✓ Password is long enough")
    try terminal.expect("Repeat password: ")
    try terminal.send("secret1\r")
    try terminal.expect("✓ Passwords match")
    try terminal.expect("> ")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
    #expect(terminal.echoes && terminal.isCanonical)
  }

  @Test("a secret longer than the terminal's 4095-byte line registers whole and verifies from a script")
  func longSecret() throws {
    let directory = try Formcheck.temporaryDirectory()
    let secret = String((0..<5000).map { index in Character(UnicodeScalar(UInt8(97 + index % 26))) })
    let terminal = try Self.start(dataDirectory: directory)
    try Self.reachPassword(terminal)
    try Self.typePasswordTwice(terminal, secret)
    try terminal.expect("> ")
    try terminal.send("\r")
    try terminal.expect("register: ✓ Registered")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))

    let login = try Formcheck.run(
      ["run", Self.login, "--data-dir", directory.path],
      input: "set username alice1\nset password \(secret)\ntap login\n")
    #expect(login.stdout.contains("login: ok(Logged in)"), "\(login.stdout) \(login.stderr)")
    let cut = try Formcheck.run(
      ["run", Self.login, "--data-dir", directory.path],
      input: "set username alice1\nset password \(secret.prefix(4095))\ntap login\n")
    #expect(cut.stdout.contains("login: failed(Wrong password)"))
  }

  @Test("a secret over the documented bound is refused with a message, never cut")
  func overLongSecret() throws {
    let terminal = try Self.start()
    try Self.reachPassword(terminal)
    try terminal.send(String(repeating: "x", count: 16 * 1024 + 1) + "\r")
    try terminal.expect("a secret may be at most 16384 bytes; nothing was set, type it again")
    try terminal.expect("Password: ")
    try terminal.send(String(repeating: "x", count: 16 * 1024) + "\r")
    try terminal.expect("✓ Password is long enough")
    // Ctrl-D on an empty secret ends the input.
    try terminal.expect("Repeat password: ")
    try terminal.waitUntilReadingKeys()
    try terminal.send("\u{04}")
    #expect(try terminal.waitForEnd() == .exited(0))
    #expect(terminal.echoes && terminal.isCanonical)
  }

  @Test("Ctrl-C at a half-typed secret restores the terminal and ends by SIGINT (status 130)")
  func controlC() throws {
    let terminal = try Self.start()
    try Self.reachPassword(terminal)
    // Keys typed before the prompt reads them one by one are flushed by its switch of the
    // terminal's mode: wait for it, as a person's typing would.
    try terminal.waitUntilReadingKeys()
    try terminal.send("half-typed")
    try terminal.send("\u{03}")
    #expect(try terminal.waitForEnd() == .signaled(SIGINT))
    #expect(terminal.echoes && terminal.isCanonical)
    #expect(!terminal.text.contains("half-typed"))
    #expect(terminal.unreadInput() == [])
  }

  @Test(
    "SIGTERM or SIGHUP at a half-typed secret restores the terminal and ends by that signal",
    arguments: [SIGTERM, SIGHUP])
  func terminatingSignal(_ signalNumber: Int32) throws {
    let terminal = try Self.start()
    try Self.reachPassword(terminal)
    try terminal.send("half-typed")
    // The reader has the bytes once the terminal has no more to give.
    #expect(!terminal.echoes)
    kill(terminal.pid, signalNumber)
    #expect(try terminal.waitForEnd() == .signaled(signalNumber))
    #expect(terminal.echoes && terminal.isCanonical)
    #expect(!terminal.text.contains("half-typed"))
    // Nothing typed is left for the shell to read.
    #expect(terminal.unreadInput() == [])
  }

  @Test("Ctrl-Z restores the terminal and stops; fg sets echo off again and shows the prompt again")
  func controlZ() throws {
    let terminal = try PseudoTerminal.jobOfShell(
      ["run", Self.register, "--data-dir", try Formcheck.temporaryDirectory().path],
      environment: ["NO_COLOR": "1"])
    try Self.reachPassword(terminal)
    let job = try terminal.job()
    try terminal.send("half")
    try terminal.send("\u{1A}")
    try terminal.waitUntilStopped(job)
    try terminal.expect("[stopped 148]")
    // The shell's turn: the terminal echoes again, in line mode.
    #expect(terminal.echoes && terminal.isCanonical)
    try terminal.send("typed-at-the-shell\n")
    try terminal.expect("typed-at-the-shell")
    // fg: the prompt again, echo off again.
    try terminal.expect("Password: ")
    #expect(!terminal.echoes)
    try Self.typePasswordTwice(terminal)
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
    #expect(!terminal.text.contains(Self.canary), "the secret was echoed")
    #expect(!terminal.text.contains("half"))
  }

  // MARK: Where output goes, and colors

  @Test("with standard output redirected, prompts and help stay on the terminal and results go to the file")
  func redirectedOutput() throws {
    let log = try Formcheck.temporaryDirectory().appendingPathComponent("log")
    let terminal = try Self.start(environment: ["NO_COLOR": nil], standardOutput: log)
    try terminal.expect("Username: ")
    try terminal.send(":help\r")
    try terminal.expect(":quit             leave")
    try terminal.expect("Username: ")
    try terminal.send("alice1\r")
    try terminal.expect("Password: ")
    try terminal.send(Self.canary + "\r")
    try terminal.expect("Repeat password: ")
    try terminal.waitUntilReadingKeys()
    try terminal.send("\u{04}")
    #expect(try terminal.waitForEnd() == .exited(0))
    let written = try String(contentsOf: log, encoding: .utf8)
    #expect(written == "✓ Username is available\n✓ Password is long enough\n")
    #expect(!terminal.text.contains("✓"))
  }

  @Test(
    "colors: on at a terminal, off with NO_COLOR, TERM=dumb or --color never, on with --color always",
    arguments: [
      ([], ["NO_COLOR": nil], true),
      ([], ["NO_COLOR": "1"], false),
      ([], ["NO_COLOR": nil, "TERM": "dumb"], false),
      (["--color", "never"], ["NO_COLOR": nil], false),
      (["--color=always"], ["NO_COLOR": "1"], true),
    ] as [([String], [String: String?], Bool)])
  func colors(options: [String], environment: [String: String?], colored: Bool) throws {
    let terminal = try Self.start(options: options, environment: environment)
    try terminal.expect("Username: ")
    try terminal.send("abc\r")
    try terminal.expect("Username: ")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
    #expect(terminal.text.contains("\u{1B}[31m✗ Username must be at least 6 characters\u{1B}[0m") == colored)
    #expect(terminal.text.contains("\u{1B}[") == colored)
  }

  @Test("check's text output follows the same rule: no color for TERM=dumb", arguments: ["xterm", "dumb"])
  func checkColors(term: String) throws {
    let terminal = try PseudoTerminal(
      ["check", Self.path("Tests/formcheckTests/Fixtures/Run/broken.yaml")],
      environment: ["NO_COLOR": nil, "TERM": term])
    #expect(try terminal.waitForEnd() == .exited(1))
    #expect(terminal.text.contains("[FR102]"))
    #expect(terminal.text.contains("\u{1B}[") == (term != "dumb"))
  }

  @Test("--color takes auto, always or never")
  func colorOption() throws {
    let outcome = try Formcheck.run(["run", Self.register, "--color", "sometimes"])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.hasPrefix(
        "formcheck run: invalid value 'sometimes' for '--color' (use auto, always, never)"))
    #expect(try Formcheck.run(["run", "--help"]).stdout.contains("--color WHEN"))
  }

  @Test("control characters and bidi overrides in the spec are shown as escapes")
  func hostileSpecText() throws {
    let terminal = try Self.start(Self.path("Tests/formcheckTests/Fixtures/Run/hostile-labels.yaml"))
    try terminal.expect(#"Sign \u{1B}]0;owned\u{7} up"#)
    try terminal.expect(#"Name\u{1B}[2J: "#)
    try terminal.send("ab\r")
    try terminal.expect(#"✗ too \u{202E}short"#)
    try terminal.send("abc\r")
    try terminal.expect(#"✓ fine\u{1B}[8m"#)
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
    #expect(!terminal.text.contains("\u{1B}]0;"))
    #expect(!terminal.text.contains("\u{202E}"))
  }

  // MARK: Core dumps

  @Test("run and batch cannot dump core", arguments: ["run", "batch"])
  func noCoreDumps(command: String) throws {
    let terminal = try PseudoTerminal(
      [command, Self.register, "--data-dir", try Formcheck.temporaryDirectory().path],
      environment: ["NO_COLOR": "1"])
    // The limit the tests run with may be soft 0 already: the hard limit must be 0 too,
    // once the program has started (batch then waits for records, run for a username).
    let deadline = ContinuousClock.now + PseudoTerminal.patience
    var core: [Substring] = []
    while core != ["0", "0"], ContinuousClock.now < deadline {
      let limits = try String(contentsOfFile: "/proc/\(terminal.pid)/limits", encoding: .utf8)
      let line = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") } ?? ""
      core = Array(line.split(separator: " ").dropFirst(4).prefix(2))
      usleep(10_000)
    }
    #expect(core == ["0", "0"])
    if command == "run" {
      try terminal.expect("Username: ")
      try terminal.send(":quit\r")
    } else {
      try terminal.send("\u{04}")
    }
    #expect(try terminal.waitForEnd() == .exited(0))
  }
}
