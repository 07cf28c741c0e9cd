/// Renders diagnostics for people: `file:line:column: error: [CODE] message`, then the
/// source line with a caret under the problem, then the notes.
package struct DiagnosticRenderer {
  /// Whether to use ANSI colors.
  let color: Bool
  /// Source text by file, split into lines, for the excerpt under each diagnostic.
  private var sources: [String: [Substring]] = [:]

  /// Creates a renderer.
  package init(color: Bool) { self.color = color }

  /// Makes `text` the source shown for diagnostics in `file`.
  package mutating func addSource(_ text: String, file: String) {
    sources[file] = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
  }

  /// The diagnostic as text, ending with a newline.
  package func render(_ diagnostic: Diagnostic) -> String {
    var text = paint("\(diagnostic.location): ", .bold)
    text += paint("\(diagnostic.severity.rawValue):", style(for: diagnostic.severity))
    text += paint(" [\(diagnostic.code)] \(diagnostic.message)", .bold) + "\n"
    text += excerpt(at: diagnostic.location)
    for note in diagnostic.notes {
      if let location = note.location {
        text += "\(location): " + paint("note:", .cyan) + " \(note.message)\n"
        text += excerpt(at: location)
      } else {
        text += paint("note:", .cyan) + " \(note.message)\n"
      }
    }
    return text
  }

  /// The source line at `location` with a caret under its column; empty when the source
  /// is unknown or the line is out of range.
  private func excerpt(at location: SourceLocation) -> String {
    guard let lines = sources[location.file], location.line >= 1, location.line <= lines.count else {
      return ""
    }
    let line = lines[location.line - 1]
    let number = String(location.line)
    let gutter = String(repeating: " ", count: number.count)
    // Keep tabs as tabs under the line so the caret lines up in any terminal.
    let lead = line.unicodeScalars.prefix(max(location.column - 1, 0)).map { $0 == "\t" ? "\t" : " " }
      .joined()
    return " \(number) | \(line)\n \(gutter) | \(lead)" + paint("^", .green) + "\n"
  }

  private enum Style: String {
    case bold = "1"
    case red = "1;31"
    case yellow = "1;33"
    case cyan = "1;36"
    case green = "1;32"
  }

  private func style(for severity: Diagnostic.Severity) -> Style {
    switch severity {
    case .error: .red
    case .warning: .yellow
    case .note: .cyan
    }
  }

  private func paint(_ text: String, _ style: Style) -> String {
    color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
