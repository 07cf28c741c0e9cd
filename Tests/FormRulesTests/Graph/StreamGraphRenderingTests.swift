import Testing

@testable import FormRules

/// DOT and Mermaid renderings of a drawing whose spec text is hostile: quotes, line
/// breaks, arrows, markup, entities, escape sequences and bidi overrides in a field label
/// and in a condition's string stay inside their label, visible.
@Suite("Stream graph rendering")
struct StreamGraphRenderingTests {
  static let hostile = #"""
    form: hostile
    fields:
      name:
        label: "Pass\"word\nX --> Y\e[31m|<b>#quot;`&\u202E\\N"
        rules:
          - min_length: 2
      other:
        enabled_when: name.value == "a\"b\\c --> |x| ]; \"s0\" -> \"s1"
    buttons:
      go: {}
    """#

  static let drawing = Result { try StreamGraphDrawing(spec: FormSpec(yaml: hostile)) }

  @Test func dotKeepsEveryLabelInsideItsStringAndVisible() throws {
    let dot = try Self.drawing.get().dot
    #expect(!dot.unicodeScalars.contains { $0 != "\n" && VisibleText.needsEscape($0) })
    for line in dot.split(separator: "\n") {
      #expect(Self.unescapedQuotes(in: line) % 2 == 0, "unbalanced: \(line)")
    }
    #expect(dot.contains(#"label: Pass\"word\\nX --> Y\\u{1B}[31m|<b>#quot;`&\\u{202E}\\N\n[variable]"#))
    #expect(dot.contains(#"name == \"a\\\"b\\\\c --> |x| ]; \\\"s0\\\" -> \\\"s1\"\n[condition]"#))
    // Statements: the header and the legend, one per node and edge, two per group.
    let drawing = try Self.drawing.get()
    let statements = dot.split(separator: "\n").filter { $0.hasSuffix(";") || $0.hasSuffix("{") }
    #expect(statements.count == 6 + drawing.nodes.count + drawing.groups.count * 2 + drawing.edges.count)
  }

  @Test func mermaidKeepsEveryLabelInsideItsQuotes() throws {
    let drawing = try Self.drawing.get()
    let mermaid = drawing.mermaid
    #expect(!mermaid.unicodeScalars.contains { $0 != "\n" && VisibleText.needsEscape($0) })
    let lines = mermaid.split(separator: "\n")
    for line in lines where line.contains("\"") {
      #expect(line.count { $0 == "\"" } == 2, "a quote inside a label: \(line)")
      let text = line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
      #expect(!text.replacing("<br/>", with: "").contains { "<>|`".contains($0) }, "markup in \(line)")
    }
    #expect(lines.count { $0.contains("-->") || $0.contains("-.->") } == drawing.edges.count)
    #expect(
      mermaid.contains(
        #"label: Pass#quot;word\nX --#gt; Y\u{1B}[31m#124;#lt;b#gt;#35;quot;#96;#38;\u{202E}\N<br/>[variable]"#
      ))
  }

  /// The quotes in `line` that are not escaped by a backslash.
  private static func unescapedQuotes(in line: Substring) -> Int {
    var count = 0
    var escaped = false
    for character in line {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        count += 1
      }
    }
    return count
  }
}
