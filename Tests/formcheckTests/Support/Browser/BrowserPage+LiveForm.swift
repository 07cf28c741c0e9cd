import Foundation

/// The DOM contract of a form page `formcheck serve` renders at `/forms/NAME`, written
/// once here for the browser tests:
///
/// - each field's input is `#field-PATH` (`disabled` exactly when the engine disables
///   it), its status `#status-PATH` with `data-status` `ok`, `empty`, `failed` or
///   `validating` and the message as its text;
/// - each button is `#button-NAME` (`disabled` when not enabled), its result
///   `#result-NAME` with `data-status` `ok` or `failed` after a tap, and the message;
/// - each list is `<table id="list-NAME">` with a `<tbody>` row per item;
/// - the form is `#form`, and `document.documentElement.dataset.live` is `on` once the
///   page's script has connected its live event stream.
extension BrowserPage {
  /// Opens `/forms/NAME` on `server` and waits until the page is live.
  func openLiveForm(_ name: String, on server: ServeProcess) throws {
    try open(server.address("forms/\(name)"))
    try waitUntilLive()
  }

  /// Waits until the page has its form and its script has connected the live stream.
  func waitUntilLive() throws {
    try waitUntil("\(Self.element("form")) !== null && document.documentElement.dataset.live === 'on'")
  }

  /// Waits until field `path` shows `status` (`ok`, `failed`…) with `message`.
  func waitForStatus(of path: String, _ status: String, message: String) throws {
    try waitForMark("status-\(path)", status, message: message)
  }

  /// Waits until button `name`'s result shows `status` (`ok`, `failed`) with `message`.
  func waitForResult(of name: String, _ status: String, message: String) throws {
    try waitForMark("result-\(name)", status, message: message)
  }

  /// Waits until the element `id` carries `data-status` `status` and the text `message`.
  private func waitForMark(_ id: String, _ status: String, message: String) throws {
    try waitUntil(
      """
      ((element) => element !== null && element.dataset.status === \(Self.literal(status))
        && element.textContent.trim() === \(Self.literal(message)))(\(Self.element(id)))
      """)
  }

  /// Waits until the input of field `path` is disabled (`true`) or enabled (`false`).
  func waitUntilField(_ path: String, disabled: Bool) throws {
    try waitUntilElement("field-\(path)", disabled: disabled)
  }

  /// Waits until button `name` is disabled (`true`) or enabled (`false`).
  func waitUntilButton(_ name: String, disabled: Bool) throws {
    try waitUntilElement("button-\(name)", disabled: disabled)
  }

  private func waitUntilElement(_ id: String, disabled: Bool) throws {
    try waitUntil(
      "((element) => element !== null && element.disabled === \(disabled))(\(Self.element(id)))"
    )
  }

  /// Waits until list `name` shows `count` rows.
  func waitForRows(of name: String, count: Int) throws {
    try waitUntil("\(Self.rows(name)).length === \(count)")
  }

  /// The text of list `name`'s rows.
  func rows(of name: String) throws -> [String] {
    try evaluate("Array.from(\(Self.rows(name)), row => row.textContent)") as? [String] ?? []
  }

  /// The JavaScript expression for the rows of list `name`.
  private static func rows(_ name: String) -> String {
    "document.querySelectorAll(\(literal("#list-\(name) tbody tr")))"
  }

  /// Presses Tab until the element `id` has the focus; throws, naming where the focus
  /// went, when it does not within `limit` presses.
  func tab(to id: String, limit: Int = 30) throws {
    var visited: [String] = []
    for _ in 0..<limit {
      try press(.tab)
      let focused = try focusedID()
      if focused == id { return }
      visited.append(focused.isEmpty ? "(no id)" : focused)
    }
    throw Browser.Failure("Tab never reached #\(id); the focus went to \(visited) on \(try state())")
  }
}
