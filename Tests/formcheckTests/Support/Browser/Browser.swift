import Foundation
import Testing

/// A headless Chromium the tests drive through the Chrome DevTools Protocol, offline, with
/// a profile of its own in a temporary directory.
///
/// ```swift
/// let browser = try Browser.launch()
/// let page = try browser.newPage()
/// try page.open(url)
/// try page.type("ab", into: "field-username")
/// try page.waitUntil("document.getElementById('status-username').dataset.status === 'failed'")
/// browser.close()
/// ```
///
/// Tests that need it carry ``isInstalledTrait``: they are skipped, saying why, on a
/// machine without `chromium` (Debian's package). ``close()`` — also run when the value is
/// released — ends the browser, reaps it, waits for its helper processes to end and
/// removes the profile.
final class Browser {
  /// Something the browser did not do, or did not do in time, with what it showed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// How long any single wait lasts before it fails: generous, for a loaded machine.
  static let patience: Duration = .seconds(60)
  /// The window size, fixed so that screenshots are alike from run to run.
  static let windowSize = (width: 1_000, height: 760)

  /// The `chromium` executable on the `PATH`, if there is one.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/chromium" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Skips a test or suite, with the reason, when no `chromium` is installed.
  static var isInstalledTrait: ConditionTrait {
    .enabled(
      if: executable != nil,
      "needs Debian's chromium on the PATH (apt-get install chromium) to drive a real browser")
  }

  private let process: ChromiumProcess
  private let connection: DevToolsPipe
  /// The temporary directory holding the browser's profile, home and caches.
  let profile: URL
  private var closed = false

  private init(process: ChromiumProcess, connection: DevToolsPipe, profile: URL) {
    self.process = process
    self.connection = connection
    self.profile = profile
  }

  /// Starts a headless Chromium and waits until it answers.
  static func launch() throws -> Browser {
    guard let executable else { throw Failure("chromium is not installed") }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("formcheck-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: profile.appendingPathComponent("home"), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    let process: ChromiumProcess
    do {
      process = try ChromiumProcess(
        executable: executable, arguments: arguments(profile: profile),
        environment: environment(profile: profile))
    } catch {
      try? FileManager.default.removeItem(at: profile)
      throw error
    }
    let browser = Browser(
      process: process, connection: DevToolsPipe(commands: process.commands, replies: process.replies),
      profile: profile)
    do {
      try browser.connection.call("Browser.getVersion", timeout: patience)
    } catch {
      let errors = process.standardError
      browser.close()
      throw Failure("chromium did not answer: \(error)\nits standard error ends with:\n\(errors)")
    }
    return browser
  }

  /// Chromium's command line: headless, speaking DevTools on descriptors 3 and 4, with a
  /// throw-away profile, and nothing that reaches the network by itself.
  private static func arguments(profile: URL) -> [String] {
    var arguments = [
      "--headless", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)/chromium",
      "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-extensions", "--disable-default-apps",
      "--disable-breakpad", "--disable-gpu", "--disable-dev-shm-usage", "--mute-audio",
      "--password-store=basic", "--use-mock-keychain", "--hide-scrollbars", "--lang=en-US",
      "--window-size=\(windowSize.width),\(windowSize.height)",
    ]
    // Chromium refuses to run as root inside its sandbox (it would need to drop to another
    // user); CI containers run as root, so there — and only there — the sandbox goes.
    // The pages it opens are the tests' own, served on the loopback interface.
    if geteuid() == 0 { arguments.append("--no-sandbox") }
    return arguments + ["about:blank"]
  }

  /// The inherited environment with home and caches moved into the profile, so that the
  /// browser writes nothing outside it.
  private static func environment(profile: URL) -> [String: String] {
    var variables = ProcessInfo.processInfo.environment
    let home = profile.appendingPathComponent("home").path
    variables["HOME"] = home
    variables["XDG_CONFIG_HOME"] = home + "/.config"
    variables["XDG_CACHE_HOME"] = home + "/.cache"
    variables["LANG"] = "C.UTF-8"
    variables["LC_ALL"] = nil
    return variables
  }

  /// A new tab, showing `about:blank`; with `newVisitor`, in a browser context of its own
  /// (cookies of its own, as another person's browser has).
  func newPage(newVisitor: Bool = false) throws -> BrowserPage {
    var parameters: [String: Any] = ["url": "about:blank"]
    if newVisitor {
      let context = try connection.call("Target.createBrowserContext", [:], timeout: Self.patience)
      guard let identifier = context["browserContextId"] as? String else {
        throw Failure("no browser context id in \(context)")
      }
      parameters["browserContextId"] = identifier
    }
    let target = try connection.call("Target.createTarget", parameters, timeout: Self.patience)
    guard let targetID = target["targetId"] as? String else { throw Failure("no target id in \(target)") }
    let attached = try connection.call(
      "Target.attachToTarget", ["targetId": targetID, "flatten": true], timeout: Self.patience)
    guard let session = attached["sessionId"] as? String else {
      throw Failure("no session id in \(attached)")
    }
    try connection.call("Page.enable", session: session, timeout: Self.patience)
    return BrowserPage(connection: connection, session: session, owner: self)
  }

  /// Whether the browser process is still running.
  var isRunning: Bool { !process.hasExited }

  /// The browser's process id.
  var pid: pid_t { process.pid }

  /// Asks the browser to close, ends it if it does not, reaps it, waits for its helper
  /// processes and removes the profile. Idempotent.
  func close() {
    guard !closed else { return }
    closed = true
    if !process.hasExited { _ = try? connection.call("Browser.close", timeout: .seconds(5)) }
    process.terminate(grace: .seconds(10), profile: profile.path)
    connection.stop()
    try? FileManager.default.removeItem(at: profile)
  }

  deinit { close() }
}
