import Foundation

/// One tab of a ``Browser``, driven the way a person uses it: open an address, type into
/// an input (real key events, so the page sees `keydown`, `input`, `keyup`), press Tab or
/// Enter, click with the mouse, look at the page; and read its state with JavaScript.
///
/// Elements are named by their `id`. Every wait is bounded by ``Browser/patience`` unless
/// the caller gives another timeout; a wait that runs out throws a failure that shows
/// the page's address, what was awaited and the page's text — there are no timed
/// assertions, only waits for a state the page must reach.
final class BrowserPage {
  /// A key ``press(_:)`` sends.
  enum Key {
    case tab, shiftTab, enter, backspace, space

    /// The DevTools key event fields: `key`, `code`, the Windows virtual key code, the
    /// text it types, and modifiers (8 = Shift).
    fileprivate var event: (key: String, code: String, virtualKey: Int, text: String?, modifiers: Int) {
      switch self {
      case .tab: ("Tab", "Tab", 9, nil, 0)
      case .shiftTab: ("Tab", "Tab", 9, nil, 8)
      case .enter: ("Enter", "Enter", 13, "\r", 0)
      case .backspace: ("Backspace", "Backspace", 8, nil, 0)
      case .space: (" ", "Space", 32, " ", 0)
      }
    }
  }

  private let connection: DevToolsPipe
  private let session: String
  /// Keeps the browser alive as long as one of its pages is used.
  private let owner: Browser

  init(connection: DevToolsPipe, session: String, owner: Browser) {
    self.connection = connection
    self.session = session
    self.owner = owner
  }

  /// Sends `method` to this page.
  @discardableResult
  private func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
    try connection.call(method, params, session: session, timeout: Browser.patience)
  }

  /// Opens `url` and waits for its `load` event; throws when the page cannot be reached.
  func open(_ url: URL) throws {
    let mark = connection.eventCount
    let navigation = try call("Page.navigate", ["url": url.absoluteString])
    if let error = navigation["errorText"] as? String {
      throw Browser.Failure("cannot open \(url.absoluteString): \(error)")
    }
    try connection.waitForEvent(
      "Page.loadEventFired", session: session, after: mark, timeout: Browser.patience)
  }

  /// The value of the JavaScript expression `script` (a promise is awaited), as JSON
  /// values (`String`, `NSNumber`, `[Any]`, `[String: Any]`); nil for `undefined` and
  /// `null`. Throws what the script threw.
  @discardableResult
  func evaluate(_ script: String) throws -> Any? {
    let reply = try call(
      "Runtime.evaluate", ["expression": script, "returnByValue": true, "awaitPromise": true])
    if let exception = reply["exceptionDetails"] as? [String: Any] {
      let thrown =
        (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? exception
      throw Browser.Failure("the page threw evaluating \(script): \(thrown)")
    }
    let value = (reply["result"] as? [String: Any])?["value"]
    return value is NSNull ? nil : value
  }

  /// Waits until the JavaScript `condition` is true, polling; throws, showing the page's
  /// state, when it is not within `timeout`.
  func waitUntil(_ condition: String, timeout: Duration = Browser.patience) throws {
    let deadline = ContinuousClock.now + timeout
    while true {
      if try evaluate("Boolean(\(condition))") as? Bool == true { return }
      guard ContinuousClock.now < deadline else {
        throw Browser.Failure(
          "waited \(timeout) for \(condition)\non \(try state())")
      }
      usleep(50_000)
    }
  }

  /// The page's address and its visible text (bounded), for failure messages.
  func state() throws -> String {
    let summary = try evaluate(
      "location.href + '\\n' + (document.body ? document.body.innerText : '').slice(0, 4000)")
    return summary as? String ?? "(no page)"
  }

  /// Focuses the element `id` and types `text` into it, key by key, at the end of what it
  /// holds. Throws when there is no such element or it cannot take the focus (disabled).
  func type(_ text: String, into id: String) throws {
    try focus(id)
    try typeKeys(text)
  }

  /// Types `text` into whatever has the focus, key by key: each character a key down
  /// carrying the character (which makes the page's `input` event) and a key up.
  func typeKeys(_ text: String) throws {
    for character in text {
      let key = String(character)
      try call("Input.dispatchKeyEvent", ["type": "keyDown", "key": key, "text": key, "unmodifiedText": key])
      try call("Input.dispatchKeyEvent", ["type": "keyUp", "key": key])
    }
  }

  /// Presses and releases `key` (Tab moves the focus, Enter activates, Backspace deletes).
  func press(_ key: Key) throws {
    let event = key.event
    var down: [String: Any] = [
      "type": event.text == nil ? "rawKeyDown" : "keyDown", "key": event.key, "code": event.code,
      "windowsVirtualKeyCode": event.virtualKey, "nativeVirtualKeyCode": event.virtualKey,
      "modifiers": event.modifiers,
    ]
    if let text = event.text {
      down["text"] = text
      down["unmodifiedText"] = text
    }
    try call("Input.dispatchKeyEvent", down)
    var up = down
    up["type"] = "keyUp"
    up["text"] = nil
    up["unmodifiedText"] = nil
    try call("Input.dispatchKeyEvent", up)
  }

  /// Clicks the middle of the element `id` with the mouse, after scrolling it into view.
  func click(_ id: String) throws {
    let box = try evaluate(
      """
      (() => {
        const element = \(Self.element(id));
        if (!element) return null;
        element.scrollIntoView({block: 'center', inline: 'center'});
        const box = element.getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2, box.width * box.height];
      })()
      """)
    guard let point = box as? [Double], point.count == 3 else {
      throw Browser.Failure("no element #\(id) to click on \(try state())")
    }
    guard point[2] > 0 else { throw Browser.Failure("#\(id) is not shown, so it cannot be clicked") }
    for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
      try call(
        "Input.dispatchMouseEvent",
        [
          "type": type, "x": point[0], "y": point[1], "button": "left",
          "buttons": type == "mousePressed" ? 1 : 0,
          "clickCount": 1,
        ])
    }
  }

  /// Gives the element `id` the focus, the caret at the end of its text.
  func focus(_ id: String) throws {
    let outcome = try evaluate(
      """
      (() => {
        const element = \(Self.element(id));
        if (!element) return 'missing';
        element.focus();
        if (document.activeElement !== element) return element.disabled ? 'disabled' : 'unfocusable';
        try { element.setSelectionRange(element.value.length, element.value.length); } catch (e) {}
        return 'ok';
      })()
      """)
    guard let outcome = outcome as? String, outcome == "ok" else {
      throw Browser.Failure("cannot focus #\(id) (\(outcome ?? "nil")) on \(try state())")
    }
  }

  /// The `id` of the element that has the focus (empty when it has none).
  func focusedID() throws -> String {
    try evaluate("document.activeElement ? document.activeElement.id : ''") as? String ?? ""
  }

  /// Writes a PNG screenshot of what the page shows to `url`.
  func screenshot(to url: URL) throws {
    let shot = try call("Page.captureScreenshot", ["format": "png"])
    guard let encoded = shot["data"] as? String, let png = Data(base64Encoded: encoded) else {
      throw Browser.Failure("the browser returned no screenshot")
    }
    try png.write(to: url)
  }

  /// The JavaScript expression for the element `id` (null when there is none).
  static func element(_ id: String) -> String { "document.getElementById(\(literal(id)))" }

  /// `text` as a JavaScript string literal.
  static func literal(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }
}
