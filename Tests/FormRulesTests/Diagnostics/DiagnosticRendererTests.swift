import Foundation
import Testing

@testable import FormRules

/// The text renderer: untrusted text made visible, the caret under its column, bounded
/// excerpts, and every line ending a spec may use.
@Suite("Diagnostic renderer")
struct DiagnosticRendererTests {
  /// `message` at `line:column` of `file`, rendered without color over `source`.
  static func render(
    _ source: [UInt8], line: Int, column: Int, message: String = "m", file: String = "s.yaml",
    notes: [Diagnostic.Note] = []
  ) -> String {
    var renderer = DiagnosticRenderer(color: false)
    renderer.addSource(source, file: file)
    let location = SourceLocation(file: file, line: line, column: column)
    return renderer.render(Diagnostic(.unknownKey, .error, at: location, message, notes: notes))
  }

  /// The excerpt's source line and caret line, without their gutters.
  static func excerpt(_ rendered: String) -> (line: String, caret: String) {
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    func body(_ index: Int) -> String {
      guard index < lines.count, let bar = lines[index].range(of: " | ") else { return "" }
      return String(lines[index][bar.upperBound...])
    }
    return (body(1), body(2))
  }

  @Test(arguments: [
    ("LF", "form: a\nfieldz: 1\nx: 2\n"),
    ("CRLF", "form: a\r\nfieldz: 1\r\nx: 2\r\n"),
    ("CR", "form: a\rfieldz: 1\rx: 2\r"),
    ("NEL", "form: a\u{85}fieldz: 1\u{85}x: 2"),
    ("BOM", "\u{FEFF}form: a\nfieldz: 1\n"),
  ])
  func everyLineEndingShowsTheExcerpt(_ name: String, _ text: String) {
    let (line, caret) = Self.excerpt(Self.render(Array(text.utf8), line: 2, column: 3))
    #expect(line == "fieldz: 1", "\(name)")
    #expect(caret == "  ^", "\(name)")
  }

  @Test func invalidUTF8ShowsAsAReplacementWithTheCaretOnIt() {
    let bytes = Array("a: 1\nlabel: caf".utf8) + [0xE9] + Array(" au lait\n".utf8)
    let (line, caret) = Self.excerpt(Self.render(bytes, line: 2, column: 11))
    #expect(line == "label: caf\u{FFFD} au lait")
    #expect(caret == String(repeating: " ", count: 10) + "^")
  }

  @Test func controlsAndBidiOverridesInTheSpecAreMadeVisible() {
    let file = "evil\u{1B}]0;title\u{07}.yaml"
    let source = Array("a: \u{1B}[2Jx\u{202E}y: 1\n".utf8)
    let rendered = Self.render(
      source, line: 1, column: 8, message: "unknown key '\u{1B}[2J\u{202E}'", file: file,
      notes: [Diagnostic.Note("did you mean '\u{9B}31m'?")])
    #expect(!rendered.unicodeScalars.contains { VisibleText.needsEscape($0) && $0 != "\n" })
    #expect(
      rendered.hasPrefix(
        "evil\\u{1B}]0;title\\u{7}.yaml:1:8: error: [FR101] unknown key '\\u{1B}[2J\\u{202E}'\n"))
    #expect(rendered.contains("note: did you mean '\\u{9B}31m'?"))
    // The caret is under "x" although the escape before it is wider than one character.
    let (line, caret) = Self.excerpt(rendered)
    #expect(line == "a: \\u{1B}[2Jx\\u{202E}y: 1")
    #expect(caret == String(repeating: " ", count: line.distance(of: "x")) + "^")
  }

  @Test func tabsStayTabsUnderTheLine() {
    let (line, caret) = Self.excerpt(Self.render(Array("a:\t\tb\n".utf8), line: 1, column: 5))
    #expect(line == "a:\t\tb")
    #expect(caret == "  \t\t^")
  }

  @Test(arguments: [1, 500, 50_000, 99_999, 100_001])
  func aHugeLineShowsABoundedWindowAroundTheCaret(_ column: Int) {
    var scalars = Array(repeating: "a", count: 100_000)
    if column <= scalars.count { scalars[column - 1] = "X" }
    let (line, caret) = Self.excerpt(Self.render(Array(scalars.joined().utf8), line: 1, column: column))
    #expect(line.count <= DiagnosticRenderer.excerptWidth + 2)
    #expect(line.hasPrefix("…") == (column > DiagnosticRenderer.excerptWidth))
    #expect(line.hasSuffix("…") == (column < 100_000 - DiagnosticRenderer.excerptWidth))
    let caretIndex = caret.count - 1
    #expect(caret.last == "^")
    if column <= 100_000 {
      #expect(Array(line)[caretIndex] == "X")
    } else {
      #expect(caretIndex == line.count)
    }
  }

  @Test func aLineOutOfRangeOrAnUnknownFileHasNoExcerpt() {
    #expect(Self.render(Array("a\n".utf8), line: 9, column: 1) == "s.yaml:9:1: error: [FR101] m\n")
    let renderer = DiagnosticRenderer(color: false)
    let diagnostic = Diagnostic(.unknownKey, .error, at: SourceLocation(file: "x", line: 1, column: 1), "m")
    #expect(renderer.render(diagnostic) == "x:1:1: error: [FR101] m\n")
  }
}

extension String {
  /// The number of characters before the first `character`.
  fileprivate func distance(of character: Character) -> Int {
    distance(from: startIndex, to: firstIndex(of: character) ?? endIndex)
  }
}
