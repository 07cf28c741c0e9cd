import Foundation
import Testing

/// `formcheck serve forms/` driven in a real headless Chromium, the way a person uses the
/// pages: typing key by key, clicking, pressing Tab and Enter, and reading what the page
/// shows (the DOM contract is in `BrowserPage+LiveForm.swift`). The messages come from
/// the specs in forms/.
///
/// Skipped only when chromium is missing; when `formcheck serve` cannot start, every test
/// fails, showing what it wrote.
@Suite(.serialized, Browser.isInstalledTrait)
struct ServeBrowserTests {
  /// Runs `body` with `formcheck serve forms/` on a fresh data directory (which `prepare`
  /// may fill first) and a browser; stops both afterwards.
  func withServer(
    prepare: (URL) throws -> Void = { _ in }, _ body: (ServeProcess, Browser) throws -> Void
  ) throws {
    let data = try Formcheck.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    try prepare(data)
    let server = try ServeProcess(dataDirectory: data)
    defer { server.stop() }
    let browser = try Browser.launch()
    defer { browser.close() }
    try body(server, browser)
  }

  /// Fills in forms/register.yaml's page with a valid sign-up of `username` (password
  /// `secret1` twice), waiting for each field to turn ok and the next to unlock, and taps
  /// register with the mouse.
  ///
  /// Usernames typed in these tests are six characters, the shortest the form takes: typed
  /// key by key, a longer one passes through a six-character prefix that is ok too
  /// (`alice_` of `alice_1`), so a wait for ok could see the prefix's state just before
  /// the full name's lookup locks the password again.
  static func register(_ username: String, on page: BrowserPage) throws {
    try page.type(username, into: "field-username")
    try page.waitForStatus(of: "username", "ok", message: "Username is available")
    try page.waitUntilField("password", disabled: false)
    try page.type("secret1", into: "field-password")
    try page.waitForStatus(of: "password", "ok", message: "Password is long enough")
    try page.waitUntilField("repeat_password", disabled: false)
    try page.type("secret1", into: "field-repeat_password")
    try page.waitForStatus(of: "repeat_password", "ok", message: "Passwords match")
    try page.waitUntilButton("register", disabled: false)
    try page.click("button-register")
    try page.waitForResult(of: "register", "ok", message: "Registered")
  }

  @Test func aShortUsernameShowsTheMessageAndKeepsThePasswordLocked() throws {
    try withServer { server, browser in
      let page = try browser.newPage()
      try page.openLiveForm("register", on: server)
      try page.waitUntilField("password", disabled: true)
      try page.type("ab", into: "field-username")
      try page.waitForStatus(of: "username", "failed", message: "Username must be at least 6 characters")
      try page.waitUntilField("password", disabled: true)
      try page.waitUntilButton("register", disabled: true)
      // Long enough unlocks the password; one letter less locks it again.
      try page.type("cdef", into: "field-username")
      try page.waitForStatus(of: "username", "ok", message: "Username is available")
      try page.waitUntilField("password", disabled: false)
      try page.press(.backspace)
      try page.waitForStatus(of: "username", "failed", message: "Username must be at least 6 characters")
      try page.waitUntilField("password", disabled: true)
    }
  }

  @Test func aRegisteredUsernameIsTakenOnAFreshPage() throws {
    try withServer { server, browser in
      let page = try browser.newPage()
      try page.openLiveForm("register", on: server)
      try Self.register("alice1", on: page)

      let fresh = try browser.newPage(newVisitor: true)
      try fresh.openLiveForm("register", on: server)
      try fresh.type("alice1", into: "field-username")
      try fresh.waitForStatus(of: "username", "failed", message: "Username is already taken")
      try fresh.waitUntilField("password", disabled: true)
    }
  }

  @Test(arguments: [("secret1", "ok", "Logged in"), ("secret2", "failed", "Wrong password")])
  func loggingIn(password: String, status: String, message: String) throws {
    try withServer(prepare: Self.registerUser1) { server, browser in
      let page = try browser.newPage()
      try page.openLiveForm("login", on: server)
      try page.type("user_1", into: "field-username")
      try page.waitForStatus(of: "username", "ok", message: "Username found")
      try page.waitUntilButton("login", disabled: true)
      try page.type(password, into: "field-password")
      try page.waitUntilButton("login", disabled: false)
      try page.click("button-login")
      try page.waitForResult(of: "login", status, message: message)
      // The page stays live on its session: a log-in gave the session a new identifier and
      // ended the old one's stream, and the script listens again with the new one.
      try page.type("x", into: "field-username")
      try page.waitForStatus(of: "username", "failed", message: "Username does not exist")
      try page.openLiveForm("login", on: server)
      #expect(try page.evaluate("\(BrowserPage.element("field-username")).value") as? String == "user_1x")
      #expect(try page.evaluate("\(BrowserPage.element("result-login")).dataset.status") as? String == status)
    }
  }

  /// Registers `user_1` with the password `secret1` in the data directory `data`, with
  /// `formcheck batch` (forms/login.yaml shares forms/register.yaml's `users` table).
  static func registerUser1(in data: URL) throws {
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml", "--data-dir", data.path, "--tap", "register"],
      input: RegisterRecords.lines(1))
    try #require(outcome.status == 0, "batch failed: \(outcome.stderr)")
  }

  @Test func typingLettersFiltersTheHeroList() throws {
    try withServer { server, browser in
      let page = try browser.newPage()
      try page.openLiveForm("heroes", on: server)
      // With nothing typed the first ten heroes show (the list's limit); typing "ac"
      // leaves the two names starting with it.
      try page.waitForRows(of: "heroes", count: 10)
      #expect(try page.rows(of: "heroes").first?.contains("Achilles") == true)
      try page.type("a", into: "field-search")
      try page.type("c", into: "field-search")
      try page.waitForRows(of: "heroes", count: 2)
      let rows = try page.rows(of: "heroes")
      #expect(rows.count == 2)
      #expect(rows.first?.contains("Achilles") == true)
      #expect(rows.last?.contains("Acamas") == true)
      try page.type("z", into: "field-search")
      try page.waitForRows(of: "heroes", count: 0)
    }
  }

  @Test func aKeyboardAloneRegistersAUser() throws {
    try withServer { server, browser in
      let page = try browser.newPage()
      try page.openLiveForm("register", on: server)
      try page.tab(to: "field-username")
      try page.typeKeys("alice2")
      try page.waitForStatus(of: "username", "ok", message: "Username is available")
      try page.waitUntilField("password", disabled: false)
      try page.tab(to: "field-password")
      try page.typeKeys("secret1")
      try page.waitUntilField("repeat_password", disabled: false)
      try page.tab(to: "field-repeat_password")
      try page.typeKeys("secret1")
      try page.waitUntilButton("register", disabled: false)
      try page.tab(to: "button-register")
      try page.press(.enter)
      try page.waitForResult(of: "register", "ok", message: "Registered")
    }
  }

  /// Screenshots of the register page empty, mid-way (a good username, a short password)
  /// and registered: written to docs/screenshots/ when `FORMCHECK_RECORD_SCREENSHOTS=1`
  /// (see docs/browser-tests.md), otherwise to a temporary directory; PNGs either way.
  @Test func registerPageScreenshots() throws {
    let recording = ProcessInfo.processInfo.environment["FORMCHECK_RECORD_SCREENSHOTS"] == "1"
    let directory =
      recording
      ? Formcheck.repositoryRoot.appendingPathComponent("docs/screenshots")
      : try Formcheck.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { if !recording { try? FileManager.default.removeItem(at: directory) } }
    try withServer { server, browser in
      let page = try browser.newPage()
      try page.openLiveForm("register", on: server)
      try page.screenshot(to: directory.appendingPathComponent("register-empty.png"))

      try page.type("alice1", into: "field-username")
      try page.waitForStatus(of: "username", "ok", message: "Username is available")
      try page.type("abc", into: "field-password")
      try page.waitForStatus(of: "password", "failed", message: "Password must be at least 6 characters")
      try page.screenshot(to: directory.appendingPathComponent("register-midway.png"))

      try page.type("def", into: "field-password")
      try page.waitForStatus(of: "password", "ok", message: "Password is long enough")
      try page.type("abcdef", into: "field-repeat_password")
      try page.waitForStatus(of: "repeat_password", "ok", message: "Passwords match")
      try page.click("button-register")
      try page.waitForResult(of: "register", "ok", message: "Registered")
      try page.screenshot(to: directory.appendingPathComponent("register-registered.png"))
    }
    for name in ["register-empty.png", "register-midway.png", "register-registered.png"] {
      try PNG.expectValid(at: directory.appendingPathComponent(name))
    }
  }
}
