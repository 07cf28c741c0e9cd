import Testing

@testable import FormRules

/// ``FormSpecError``'s text, which `run`, `batch` and `graph` print when a spec does not
/// load: safe on a terminal even when the spec holds escape sequences.
@Suite struct FormSpecErrorTests {
  @Test func descriptionShowsControlsAndBidiOverridesAsEscapes() throws {
    let yaml = "form: a\nfields:\n  a:\n    \"lab\\e]0;pwned\\a\\u202Eel\": A\n"
    let error = try #require(
      #expect(throws: FormSpecError.self) {
        try FormSpec(yaml: yaml, file: "bad\u{1B}[2J.yaml")
      })
    #expect(!error.description.unicodeScalars.contains { VisibleText.needsEscape($0) && $0 != "\n" })
    #expect(
      error.description.hasPrefix(
        "bad\\u{1B}[2J.yaml:4:5: error: [FR101] unknown key 'lab\\u{1B}]0;pwned\\u{7}\\u{202E}el'"))
  }
}
