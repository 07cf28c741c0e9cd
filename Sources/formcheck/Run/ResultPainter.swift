import FormRules

/// Results as the interactive prompt shows them: `✓ message` in green, `✗ message` in
/// red, `empty` and `validating` plain; colors only when `color` is on. Messages come from
/// the spec: they are shown through `VisibleText.escaped`.
struct ResultPainter {
  /// Whether to use ANSI colors.
  let color: Bool
  /// The words of statuses.
  var words = CLIWords.english

  /// A field's result: `✓ Username is available`, `✗ …`, `empty`, `validating`.
  func text(for result: FieldResult) -> String {
    switch result {
    case .ok(let message): green("✓ " + VisibleText.escaped(message ?? words.ok))
    case .failed(let message): red("✗ " + VisibleText.escaped(message))
    case .empty, .validating: words.word(for: result.status)
    }
  }

  /// A button's result: `✓ Registered` or `✗ Username is already taken`.
  func text(for result: ButtonResult) -> String {
    switch result.status {
    case .ok: green("✓ " + VisibleText.escaped(result.message))
    case .failed: red("✗ " + VisibleText.escaped(result.message))
    }
  }

  /// `text` dimmed, for progress lines such as `validating…`.
  func dim(_ text: String) -> String { paint(text, code: "2") }

  /// `text` in bold, for the form's title.
  func bold(_ text: String) -> String { paint(text, code: "1") }

  /// `text` in red, for errors.
  func red(_ text: String) -> String { paint(text, code: "31") }

  private func green(_ text: String) -> String { paint(text, code: "32") }

  private func paint(_ text: String, code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
