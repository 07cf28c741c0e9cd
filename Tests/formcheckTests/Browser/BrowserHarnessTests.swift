import Foundation
import Testing

/// The browser harness itself, on pages of the test's own (`file://` pages in
/// Fixtures/Browser/): typing fires the page's `input` events, clicks and keys act as
/// a person's would, screenshots are PNGs, and closing leaves no process behind.
@Suite(.serialized, Browser.isInstalledTrait)
struct BrowserHarnessTests {
  /// A page of the harness's own in Fixtures/Browser/, as a `file://` address.
  static func fixture(_ name: String) -> URL {
    Formcheck.repositoryRoot.appendingPathComponent("Tests/formcheckTests/Fixtures/Browser/\(name)")
  }

  /// Runs `body` on a browser showing the fixture `name` (by default harness.html: an
  /// input mirrored into a status element on every `input` event, with a count of the
  /// key presses it saw; a button that says it was clicked; a second input; a disabled
  /// one), closing everything afterwards.
  func withHarnessPage(_ name: String = "harness.html", _ body: (BrowserPage) throws -> Void) throws {
    let browser = try Browser.launch()
    defer { browser.close() }
    let page = try browser.newPage()
    try page.open(Self.fixture(name))
    try body(page)
  }

  @Test func typingFiresTheInputEventsThePageMirrors() throws {
    try withHarnessPage { page in
      try page.type("héllo_1", into: "name")
      try page.waitUntil("document.getElementById('mirror').textContent === 'héllo_1'")
      #expect(try page.evaluate("document.getElementById('mirror').dataset.keys") as? String == "7")
      try page.type("!", into: "name")
      try page.waitUntil("document.getElementById('mirror').textContent === 'héllo_1!'")
    }
  }

  @Test func clickingAButtonRunsItsHandler() throws {
    try withHarnessPage { page in
      #expect(try page.evaluate("document.getElementById('result').textContent") as? String == "")
      try page.click("go")
      try page.waitUntil("document.getElementById('result').textContent === 'clicked'")
    }
  }

  @Test func tabMovesTheFocusAndEnterPressesTheFocusedButton() throws {
    try withHarnessPage { page in
      try page.focus("name")
      try page.press(.tab)
      #expect(try page.focusedID() == "go")
      try page.press(.enter)
      try page.waitUntil("document.getElementById('result').textContent === 'clicked'")
      try page.press(.tab)
      #expect(try page.focusedID() == "second")
      try page.press(.shiftTab)
      #expect(try page.focusedID() == "go")
    }
  }

  @Test func backspaceDeletesWhatWasTyped() throws {
    try withHarnessPage { page in
      try page.type("abc", into: "name")
      try page.press(.backspace)
      try page.waitUntil("document.getElementById('mirror').textContent === 'ab'")
    }
  }

  @Test func aDisabledOrMissingInputCannotBeTypedInto() throws {
    try withHarnessPage { page in
      let disabled = #expect(throws: Browser.Failure.self) { try page.type("x", into: "locked") }
      #expect(disabled?.description.contains("disabled") == true)
      let missing = #expect(throws: Browser.Failure.self) { try page.type("x", into: "nowhere") }
      #expect(missing?.description.contains("missing") == true)
    }
  }

  @Test func evaluateAwaitsPromisesAndReportsWhatThePageThrew() throws {
    try withHarnessPage { page in
      let value = try page.evaluate("new Promise(done => setTimeout(() => done({count: 2}), 10))")
      #expect((value as? [String: Any])?["count"] as? Int == 2)
      #expect(try page.evaluate("undefined") == nil)
      let thrown = #expect(throws: Browser.Failure.self) { try page.evaluate("throw new Error('boom')") }
      #expect(thrown?.description.contains("boom") == true)
    }
  }

  @Test func aWaitThatRunsOutShowsThePage() throws {
    try withHarnessPage { page in
      try page.type("seen", into: "name")
      try page.waitUntil("document.getElementById('mirror').textContent === 'seen'")
      let failure = #expect(throws: Browser.Failure.self) {
        try page.waitUntil(
          "document.getElementById('mirror').textContent === 'never'", timeout: .milliseconds(200))
      }
      #expect(failure?.description.contains("harness.html") == true)
      #expect(failure?.description.contains("seen") == true)
    }
  }

  @Test func anUnreachableAddressFailsToOpen() throws {
    let browser = try Browser.launch()
    defer { browser.close() }
    let page = try browser.newPage()
    // Port 1 on the loopback interface: nothing leaves the machine (and Chromium refuses
    // the port before trying it).
    let nowhere = try #require(URL(string: "http://127.0.0.1:1/"))
    let failure = #expect(throws: Browser.Failure.self) { try page.open(nowhere) }
    #expect(failure?.description.contains("cannot open http://127.0.0.1:1/: net::ERR_") == true)
  }

  @Test func aScreenshotIsAPNG() throws {
    try withHarnessPage { page in
      let directory = try Formcheck.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("shot.png")
      try page.screenshot(to: file)
      try PNG.expectValid(at: file)
    }
  }

  @Test func closingLeavesNoProcessAndNoProfile() throws {
    let browser = try Browser.launch()
    let page = try browser.newPage()
    try page.open(Self.fixture("harness.html"))
    let profile = browser.profile.path
    #expect(browser.isRunning)
    #expect(!ChromiumProcess.liveProcesses(naming: profile).isEmpty)
    browser.close()
    #expect(!browser.isRunning)
    // Reaped: no longer a child of the test process, not even a zombie.
    #expect(waitpid(browser.pid, nil, WNOHANG) == -1 && errno == ECHILD)
    #expect(ChromiumProcess.liveProcesses(naming: profile).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: profile))
  }

  /// The readers of the served pages' DOM contract (`BrowserPage+LiveForm.swift`), on a
  /// page that keeps it with a script of its own (contract.html: a name of at least 3
  /// letters unlocks a second input and a button, and filters a list of names).
  @Test func theFormContractReadersWorkOnAPageThatKeepsIt() throws {
    try withHarnessPage("contract.html") { page in
      try page.waitUntilLive()
      try page.waitForRows(of: "names", count: 3)
      try page.waitUntilField("password", disabled: true)
      try page.waitUntilButton("go", disabled: true)
      try page.type("ac", into: "field-username")
      try page.waitForStatus(of: "username", "failed", message: "Too short")
      try page.waitForRows(of: "names", count: 2)
      #expect(try page.rows(of: "names") == ["Achilles", "Acamas"])
      try page.type("h", into: "field-username")
      try page.waitForStatus(of: "username", "ok", message: "Fine")
      try page.waitUntilField("password", disabled: false)
      try page.waitUntilButton("go", disabled: false)
      try page.tab(to: "button-go")
      try page.press(.enter)
      try page.waitForResult(of: "go", "ok", message: "Done")
      let lost = #expect(throws: Browser.Failure.self) { try page.tab(to: "nowhere", limit: 3) }
      #expect(lost?.description.contains("Tab never reached #nowhere") == true)
    }
  }
}
