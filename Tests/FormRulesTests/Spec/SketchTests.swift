import Testing

@testable import FormRules

/// The test-only layout of sketches: the text it stands for and the node locations.
@Suite struct SketchTests {
  @Test func blockLayoutPlacesNodesWhereTheTextHasThem() throws {
    let sketch: Sketch = ["a": ["b": .single("x")], "c": [1, ["d": 2]]]
    #expect(sketch.text == "a:\n  b: 'x'\nc:\n  - 1\n  - d: 2\n")
    let root = sketch.node()
    guard case .mapping(let top) = root.content, case .mapping(let a) = top[0].value.content,
      case .sequence(let c) = top[1].value.content, case .mapping(let d) = c[1].content
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(root.mark == YAMLMark(line: 1, column: 1))
    #expect(top[0].value.mark.line == 2 && top[0].value.mark.column == 3)
    #expect(a[0].value.mark.column == 6 && a[0].value.specContentMark.column == 7)
    #expect(top[1].value.mark.line == 4 && top[1].value.mark.column == 3)
    #expect(c[0].mark.line == 4 && c[0].mark.column == 5)
    #expect(c[1].mark.line == 5 && c[1].mark.column == 5)
    #expect(d[0].value.mark.line == 5 && d[0].value.mark.column == 8)
  }

  @Test func flowLayoutStaysOnOneLine() {
    let sketch: Sketch = ["k": .flow(["x": 1, "y": [.double("q")]]), "e": [:]]
    #expect(sketch.text == "k: {x: 1, y: [\"q\"]}\ne: {}\n")
    let root = sketch.node()
    guard case .mapping(let top) = root.content, case .mapping(let flow) = top[0].value.content,
      case .sequence(let list) = flow[1].value.content
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(top[0].value.mark.column == 4)
    #expect(flow[0].key.mark.column == 5 && flow[0].value.mark.column == 8)
    #expect(flow[1].key.mark.column == 11 && flow[1].value.mark.column == 14)
    #expect(list[0].mark.column == 15)
    #expect(top[1].value.mark.line == 2 && top[1].value.mark.column == 4)
  }
}
