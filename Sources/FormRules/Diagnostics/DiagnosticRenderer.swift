/// Renders diagnostics for people: `file:line:column: error: [CODE] message`, then the
/// source line with a caret under the problem, then the notes.
///
/// Everything but the renderer's own words comes from the spec (file names, messages that
/// quote it, example names, source lines), so all of it goes through
/// ``VisibleText/escaped(_:)``; the caret stays under its column when escapes widen the
/// line. An excerpt shows at most about ``excerptWidth`` columns of its line, around the
/// caret, with `…` where the line goes on, so a huge line prints a bounded excerpt.
package struct DiagnosticRenderer {
  /// Whether to use ANSI colors.
  let color: Bool
  /// Source lines by file (as Unicode scalars), for the excerpt under each diagnostic.
  private var sources: [String: [[Unicode.Scalar]]] = [:]

  /// The most columns of a source line an excerpt shows.
  package static let excerptWidth = 160
  /// The columns a tab counts for in ``excerptWidth``.
  private static let tabWidth = 8

  /// Creates a renderer.
  package init(color: Bool) { self.color = color }

  /// Makes `bytes` (a spec file as read; invalid UTF-8 shows as U+FFFD) the source shown
  /// for diagnostics in `file`.
  ///
  /// Lines end where libyaml counts line breaks: at `CRLF`, `CR`, `LF`, `NEL`, `LS` and
  /// `PS`; a leading byte order mark is not part of line 1, as for the loader.
  package mutating func addSource(_ bytes: [UInt8], file: String) {
    var lines: [[Unicode.Scalar]] = []
    var line: [Unicode.Scalar] = []
    var afterCarriageReturn = false
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      if scalar == "\n" && afterCarriageReturn { continue }
      if Self.isLineBreak(scalar) {
        lines.append(line)
        line = []
      } else {
        line.append(scalar)
      }
    }
    lines.append(line)
    if lines[0].first == "\u{FEFF}" { lines[0].removeFirst() }
    sources[file] = lines
  }

  /// The diagnostic as text, ending with a newline.
  package func render(_ diagnostic: Diagnostic) -> String {
    var text = paint("\(visible(diagnostic.location)): ", .bold)
    text += paint("\(diagnostic.severity.rawValue):", style(for: diagnostic.severity))
    text += paint(" [\(diagnostic.code)] \(VisibleText.escaped(diagnostic.message))", .bold) + "\n"
    text += excerpt(at: diagnostic.location)
    for note in diagnostic.notes {
      if let location = note.location {
        text += "\(visible(location)): " + paint("note:", .cyan) + " \(VisibleText.escaped(note.message))\n"
        text += excerpt(at: location)
      } else {
        text += paint("note:", .cyan) + " \(VisibleText.escaped(note.message))\n"
      }
    }
    return text
  }

  /// `location` as `file:line:column`, the file name made visible.
  private func visible(_ location: SourceLocation) -> String {
    VisibleText.escaped(location.description)
  }

  /// The source line at `location` (a window of it around the column) with a caret under
  /// its column; empty when the source is unknown or the line is out of range.
  private func excerpt(at location: SourceLocation) -> String {
    guard let lines = sources[location.file], location.line >= 1, location.line <= lines.count else {
      return ""
    }
    let line = lines[location.line - 1]
    let caret = min(max(location.column - 1, 0), line.count)
    let window = Self.window(of: line, around: caret)
    let lead = window.lowerBound > 0 ? "…" : ""
    var shown = lead
    var under = String(repeating: " ", count: lead.count)
    for index in window {
      let piece = Self.visible(line[index])
      shown += piece
      // Keep tabs as tabs under the line so the caret lines up in any terminal.
      if index < caret { under += piece == "\t" ? "\t" : String(repeating: " ", count: piece.count) }
    }
    if window.upperBound < line.count { shown += "…" }
    let number = String(location.line)
    let gutter = String(repeating: " ", count: number.count)
    return " \(number) | \(shown)\n \(gutter) | \(under)" + paint("^", .green) + "\n"
  }

  /// The indices of `line` shown around `caret`: up to half the width before it, the rest
  /// after it (and more before when the line ends early).
  private static func window(of line: [Unicode.Scalar], around caret: Int) -> Range<Int> {
    var start = caret
    var end = caret
    var used = 0
    func fits(_ index: Int) -> Bool {
      let width = line[index] == "\t" ? tabWidth : visible(line[index]).count
      guard used + width <= excerptWidth else { return false }
      used += width
      return true
    }
    while start > 0, used < excerptWidth / 2, fits(start - 1) { start -= 1 }
    while end < line.count, fits(end) { end += 1 }
    while start > 0, fits(start - 1) { start -= 1 }
    return start..<end
  }

  /// One source scalar as shown: itself, or its visible escape.
  private static func visible(_ scalar: Unicode.Scalar) -> String {
    VisibleText.needsEscape(scalar) ? VisibleText.escape(for: scalar) : String(scalar)
  }

  /// Whether libyaml counts `scalar` as a line break (`CRLF` is one: its `LF` is skipped).
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
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
