import Testing

@testable import FormRules

/// Untrusted text shown on a terminal cannot drive it.
@Suite struct VisibleTextTests {
  @Test(arguments: [
    ("plain text, 李小龍 café", "plain text, 李小龍 café"),
    ("tab\tkept", "tab\tkept"),
    ("\u{1B}]0;pwned\u{07}title", "\\u{1B}]0;pwned\\u{7}title"),
    ("\u{1B}[2Jclear", "\\u{1B}[2Jclear"),
    ("two\nlines\r", "two\\nlines\\r"),
    ("del\u{7F} c1\u{9B}31m", "del\\u{7F} c1\\u{9B}31m"),
    ("evil\u{202E}txt.exe", "evil\\u{202E}txt.exe"),
    ("iso\u{2066}late\u{2069}", "iso\\u{2066}late\\u{2069}"),
  ])
  func escapesControlsAndBidiOverrides(input: String, shown: String) {
    #expect(VisibleText.escaped(input) == shown)
  }

  @Test func escapedTextHasNoControlLeft() {
    let everyControl = String(String.UnicodeScalarView((0...0x9F).compactMap(Unicode.Scalar.init)))
    let shown = VisibleText.escaped(everyControl)
    #expect(!shown.unicodeScalars.contains { VisibleText.needsEscape($0) })
  }
}
