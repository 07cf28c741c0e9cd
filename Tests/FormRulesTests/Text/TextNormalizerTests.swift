import Foundation
import Testing

@testable import FormRules

/// Each `normalize:` step on tricky input (no-break and ideographic spaces, CRLF,
/// full-width letters, combining marks), and that steps run in the order written.
@Suite("normalize steps")
struct TextNormalizerTests {
  @Test(
    arguments: [
      // trim: White_Space at both ends, whatever kind; inner space kept.
      (TextNormalizer.trim, "  alice_1 ", "alice_1"),
      (.trim, "\u{00A0}\u{3000}alice\u{2003}\r\n", "alice"),
      (.trim, "\tAda Lovelace\n", "Ada Lovelace"),
      (.trim, " \u{3000} ", ""),
      (.trim, "alice", "alice"),
      // A zero-width space is not White_Space: it stays.
      (.trim, "\u{200B}a\u{200B}", "\u{200B}a\u{200B}"),
      // A space carrying a combining mark is visible text, not white space.
      (.trim, " \u{0301}a ", " \u{0301}a"),
      (.trim, "e\u{0301} ", "e\u{0301}"),
      // collapse_spaces: every run becomes one U+0020; the ends are not trimmed.
      (.collapseSpaces, "Ada \u{00A0}\t Lovelace", "Ada Lovelace"),
      (.collapseSpaces, "  a\u{3000}\u{3000}b  ", " a b "),
      (.collapseSpaces, "a\r\nb", "a b"),
      // remove_spaces: every White_Space cluster goes; combining marks keep their base.
      (.removeSpaces, "+49 30\u{00A0}1234\u{3000}5678", "+493012345678"),
      (.removeSpaces, "a \u{0301}b c", "a \u{0301}bc"),
      // lowercase / uppercase: Unicode default full mappings, not Turkish.
      (.lowercase, "Alice_1", "alice_1"),
      (.lowercase, "ΣΑΣ ΟΔΟΣ", "σας οδος"),
      (.lowercase, "İstanbul", "i\u{0307}stanbul"),
      (.lowercase, "Straße", "straße"),
      (.uppercase, "straße", "STRASSE"),
      (.uppercase, "ﬁx", "FIX"),
      (.uppercase, "istanbul", "ISTANBUL"),
      // nfkc: compatibility forms to plain ones, then composition.
      (.nfkc, "ＡＢＣ１２３", "ABC123"),
      (.nfkc, "ﬁle\u{00A0}name\u{3000}x", "file name x"),
      (.nfkc, "e\u{0301}", "\u{00E9}"),
      (.nfkc, "\u{2460}", "1"),
      (.nfkc, "plain", "plain"),
    ] as [(TextNormalizer, String, String)])
  func eachStep(step: TextNormalizer, input: String, expected: String) {
    let output = step.apply(to: input)
    #expect(Array(output.unicodeScalars) == Array(expected.unicodeScalars))
  }

  @Test func theOrderMatters() {
    let value = "Ａ b\u{3000}C"
    #expect(TextNormalizer.apply([.removeSpaces, .lowercase], to: value) == "ａbc")
    #expect(TextNormalizer.apply([.nfkc, .removeSpaces, .lowercase], to: value) == "abc")
    #expect(TextNormalizer.apply([.lowercase, .nfkc], to: "Ⅻ") == "xii")
    #expect(TextNormalizer.apply([.nfkc, .uppercase], to: "ⅻ") == "XII")
    #expect(TextNormalizer.apply([.collapseSpaces, .trim], to: " a  b ") == "a b")
    #expect(TextNormalizer.apply([.trim, .uppercase, .lowercase], to: " Ab ") == "ab")
  }

  @Test func theKeywordsAreTheSpecsWords() {
    #expect(
      TextNormalizer.allCases.map(\.rawValue) == [
        "trim", "collapse_spaces", "lowercase", "uppercase", "nfkc", "remove_spaces",
      ])
    #expect(TextNormalizer.allCases.filter(\.appliesToSecrets) == [.nfkc])
  }

  /// The first column of the table in `docs/dsl.md`'s "Normalisation" section.
  @Test func theDSLReferenceTableListsExactlyTheSteps() throws {
    let text = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent("docs/dsl.md"), encoding: .utf8)
    let section =
      try #require(text.components(separatedBy: "\n## Normalisation: `normalize`\n").dropFirst().first)
      .components(separatedBy: "\n## ").first ?? ""
    let steps = section.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      return line.dropFirst(3).split(separator: "`").first.map(String.init)
    }
    #expect(steps == TextNormalizer.allCases.map(\.rawValue))
  }
}
