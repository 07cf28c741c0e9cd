import Foundation
import Testing

@testable import FormRules

/// `FormSpec(bytes:file:baseDirectory:)` and `FormSpec.contents(ofFile:)`, from which the
/// CLI compiles one spec file several times: together they give what
/// `FormSpec(contentsOfFile:)` gives.
@Suite("spec from bytes")
struct FormSpecBytesTests {
  @Test("the file's bytes compile to the spec the file does")
  func sameSpecAsTheFile() throws {
    let path = TestPaths.forms.appendingPathComponent("register.yaml").path
    let expected = try FormSpec(contentsOfFile: path)
    let (bytes, baseDirectory) = try FormSpec.contents(ofFile: path)
    #expect(baseDirectory == TestPaths.forms.path)
    let spec = try FormSpec(bytes: bytes, file: path, baseDirectory: baseDirectory)
    #expect(spec.fields == expected.fields)
    #expect(spec.buttonNames == expected.buttonNames)
    #expect(spec.warnings == expected.warnings)
  }

  @Test("a file that cannot be read fails as FormSpec(contentsOfFile:) does")
  func unreadableFile() {
    let path = "/nonexistent/spec.yaml"
    let expected = #expect(throws: FormSpecError.self) { try FormSpec(contentsOfFile: path) }
    let error = #expect(throws: FormSpecError.self) { try FormSpec.contents(ofFile: path) }
    #expect(error?.diagnostics == expected?.diagnostics)
  }

  @Test("bytes that are not UTF-8 are reported where they are")
  func invalidUTF8() {
    let error = #expect(throws: FormSpecError.self) {
      try FormSpec(bytes: Array("form: f\ntitle: ".utf8) + [0xFF], file: "spec.yaml", baseDirectory: ".")
    }
    #expect(error?.diagnostics.map(\.code) == [.yamlSyntax])
    #expect(error?.diagnostics.first?.location == SourceLocation(file: "spec.yaml", line: 2, column: 8))
  }
}
