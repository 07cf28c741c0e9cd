import Testing

/// Every YAML example of the documentation — README.md, docs/*.md and the DocC articles —
/// is a spec that compiles and whose examples hold, so the documentation cannot drift
/// from the language.
///
/// Convention, on a block's first line:
/// - no marker: a whole spec; it must compile without errors or warnings, every input and
///   button must be able to become enabled, and its `examples:` must hold (as
///   `formcheck check` runs them). List stores are read from `forms/`, so
///   `list: reserved-names.txt` names `forms/reserved-names.txt`.
/// - `# expect: FR101` (or `# expect: FR101, FR401`): a deliberately broken spec; it must
///   produce each listed code, and no error or warning with another code.
/// - `# not a spec` (for YAML that is something else, such as a CI workflow): it must
///   load as YAML; it is not compiled.
///
/// A fragment of a spec is written out as a whole one, or marked.
@Suite("documentation examples")
struct DocumentationExampleTests {
  @Test("every YAML block of the documentation holds", arguments: DocumentationBlock.all())
  func block(_ block: DocumentationBlock) {
    let problems = DocumentationCheck.problems(of: block)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("the blocks are found: README's DSL section and the DSL reference")
  func blocksAreFound() {
    let blocks = DocumentationBlock.all()
    #expect(Set(blocks.map(\.file)).isSuperset(of: ["README.md", "docs/dsl.md"]))
    #expect(blocks.filter { $0.file == "docs/dsl.md" }.count >= 10)
  }

  @Test("blocks are cut at their fences, indented ones too, with their fence's line")
  func extraction() {
    let markdown = """
      # Title

      ```yaml
      form: a
      ```

      - a list item:

        ```yml
        # not a spec
        - run: true
        ```

      ```sh
      echo not yaml
      ```
      """
    let blocks = DocumentationBlock.blocks(in: markdown, file: "x.md")
    #expect(blocks.map(\.fenceLine) == [3, 9])
    #expect(blocks.map(\.text) == ["form: a\n", "# not a spec\n- run: true\n"])
    #expect(blocks.map(\.expectation) == [.clean, .notASpec])
  }

  /// A small spec whose example fails when `minimum` is not 3.
  private static func spec(minimum: Int, marker: String = "") -> DocumentationBlock {
    let text = """
      \(marker)
      form: sample
      fields:
        name:
          rules: [ { min_length: \(minimum) } ]
      examples:
        - name: two characters are too short
          set: { name: ab }
          expect:
            name: { failed: Name must be at least 3 characters }

      """
    return DocumentationBlock(file: "x.md", fenceLine: 10, text: text)
  }

  @Test("a block that stops compiling, or whose example stops holding, is a problem")
  func brokenBlocksFail() {
    #expect(DocumentationCheck.problems(of: Self.spec(minimum: 3)) == [])
    let failedExample = DocumentationCheck.problems(of: Self.spec(minimum: 2))
    #expect(failedExample.count == 1)
    #expect(failedExample.first?.hasPrefix("x.md:20:") == true)
    #expect(failedExample.first?.contains("[FR601]") == true)
    let misspelt = DocumentationBlock(
      file: "x.md", fenceLine: 1, text: "form: sample\nfields:\n  name: { lable: Name }\n")
    #expect(DocumentationCheck.problems(of: misspelt).first?.contains("[FR101]") == true)
  }

  @Test("a declared code must be produced, and nothing else")
  func declaredCodes() {
    #expect(DocumentationCheck.problems(of: Self.spec(minimum: 2, marker: "# expect: FR601")) == [])
    #expect(
      DocumentationCheck.problems(of: Self.spec(minimum: 3, marker: "# expect: FR601"))
        == ["x.md:10: declares FR601, which it does not produce"])
    #expect(
      DocumentationCheck.problems(of: Self.spec(minimum: 2, marker: "# expect: FR101")).count == 2)
  }

  @Test("a block that is not a spec must still be well-formed YAML")
  func notASpec() {
    let workflow = DocumentationBlock(file: "x.md", fenceLine: 1, text: "# not a spec\n- run: true\n")
    #expect(DocumentationCheck.problems(of: workflow) == [])
    let broken = DocumentationBlock(file: "x.md", fenceLine: 1, text: "# not a spec\n- [run\n")
    #expect(DocumentationCheck.problems(of: broken).count == 1)
  }
}
