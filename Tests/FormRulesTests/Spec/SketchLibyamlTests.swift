import Testing

@testable import FormRules

/// The sketches the spec tests use, written out as YAML text and loaded by libyaml, decode
/// exactly as their laid-out nodes do: same model, same diagnostics at the same lines and
/// columns. This keeps the test-only layout honest.
@Suite struct SketchLibyamlTests {
  typealias S = SpecTestSupport

  static let sketches: [Sketch] =
    [RegisterSketch.spec, SpecDecoderVocabularyTests.spec, SpecDecoderManyErrorsTests.spec]
    + SpecDecoderErrorTests.cases.map(\.spec)
    + ExpectationFormTests.forms.map {
      S.with("examples", [["name": "x", "expect": ["b": $0.form]]])
    }
    + ExpectationFormTests.mistakes.map {
      S.with("examples", [["name": "x", "expect": ["b": $0.0]]])
    }
    + DurationSyntaxTests.messages.map { S.withField(["debounce": $0.0]) }

  @Test(arguments: sketches.indices)
  func decodesAlike(_ index: Int) throws {
    let sketch = Self.sketches[index]
    let document = try YAMLLoader.load(Array(sketch.text.utf8), file: S.file)
    #expect(document.diagnostics.isEmpty)
    let loaded = SpecDecoder.decode(document.root, file: S.file)
    let laidOut = SpecDecoder.decode(sketch.node(), file: S.file)
    #expect(loaded.0 == laidOut.0, "\n\(sketch.text)")
    #expect(loaded.1.map(S.render) == laidOut.1.map(S.render), "\n\(sketch.text)")
  }
}
