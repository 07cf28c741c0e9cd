import Foundation

/// One fenced ```yaml block of the documentation: where it is, its text, and what it
/// must produce when it is checked (see ``Expectation``).
struct DocumentationBlock: Sendable, CustomStringConvertible {
  /// What a block must produce, declared by its first line.
  enum Expectation: Sendable, Equatable {
    /// No marker: a whole spec that compiles without errors or warnings, whose inputs and
    /// buttons can be enabled and whose examples all hold.
    case clean
    /// `# expect: FR101, FR401`: a deliberately broken spec that produces each of these
    /// codes, and no error or warning with any other code.
    case codes([String])
    /// `# not a spec` (a CI workflow, say): YAML that must load, and is not compiled.
    case notASpec
  }

  /// The Markdown file, relative to the repository root.
  let file: String
  /// The 1-based line of the opening fence in `file`.
  let fenceLine: Int
  /// The block's text, without the fences and without the indentation of the fence.
  let text: String

  /// `file:line` of the opening fence.
  var description: String { "\(file):\(fenceLine)" }

  /// What the block must produce, from its first line.
  var expectation: Expectation {
    let firstLine = text.prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
    if firstLine.hasPrefix("# not a spec") { return .notASpec }
    let marker = "# expect:"
    guard firstLine.hasPrefix(marker) else { return .clean }
    return .codes(
      firstLine.dropFirst(marker.count).split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      })
  }

  /// The line in `file` of the block's line `line` (1-based).
  func fileLine(_ line: Int) -> Int { fenceLine + line }

  /// The ```yaml (or ```yml) blocks of `markdown`, the text of `file`.
  static func blocks(in markdown: String, file: String) -> [DocumentationBlock] {
    var blocks: [DocumentationBlock] = []
    var open: (line: Int, indentation: Int, lines: [Substring])?
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let indentation = line.prefix { $0 == " " }.count
      let content = line.dropFirst(indentation)
      if var current = open {
        if content.hasPrefix("```") {
          let text = current.lines.map { dedented($0, by: current.indentation) }.joined(separator: "\n")
          blocks.append(DocumentationBlock(file: file, fenceLine: current.line, text: text + "\n"))
          open = nil
        } else {
          current.lines.append(line)
          open = current
        }
      } else if content == "```yaml" || content == "```yml" {
        open = (index + 1, indentation, [])
      }
    }
    return blocks
  }

  /// `line` without up to `count` leading spaces (the indentation of its fence).
  private static func dedented(_ line: Substring, by count: Int) -> Substring {
    line.dropFirst(min(count, line.prefix { $0 == " " }.count))
  }

  /// The Markdown files whose YAML blocks are checked: README.md, docs/*.md and the
  /// DocC articles, relative to the repository root.
  static func documentationFiles() -> [String] {
    let manager = FileManager.default
    let root = TestPaths.repositoryRoot.path
    func markdown(in folder: String) -> [String] {
      let names = (try? manager.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
      return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }
    return ["README.md"] + markdown(in: "docs") + markdown(in: "Sources/FormRules/FormRules.docc")
  }

  /// Every YAML block of every documentation file, in file order.
  static func all() -> [DocumentationBlock] {
    documentationFiles().flatMap { file in
      let path = TestPaths.repositoryRoot.appendingPathComponent(file).path
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      return blocks(in: text, file: file)
    }
  }
}
