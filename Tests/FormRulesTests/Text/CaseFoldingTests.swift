import Testing

@testable import FormRules

/// ICU's case folding against known folding pairs (CaseFolding.txt), with NFC.
@Suite("case folding")
struct CaseFoldingTests {
  @Test(
    arguments: [
      ("Alice_1", "alice_1"),
      ("Straße", "STRASSE"),
      ("straße", "strasse"),
      ("\u{1E9E}", "ss"),  // capital sharp s
      ("ΣΑΣ", "σας"),
      ("ς", "σ"),
      ("\u{212A}", "k"),  // Kelvin sign
      ("\u{212B}", "å"),  // Ångström sign
      ("ﬁ", "fi"),
      ("ǅ", "ǆ"),
      ("café", "CAFE\u{0301}"),  // canonically equivalent once folded
      ("ΐ", "ι\u{0308}\u{0301}"),
    ])
  func foldsAlike(left: String, right: String) {
    #expect(CaseFolding.folded(left) == CaseFolding.folded(right))
    #expect(Array(CaseFolding.folded(left).utf8) == Array(CaseFolding.folded(right).utf8))
  }

  @Test(arguments: [("İ", "i"), ("ı", "i"), ("alice_1", "alice_2"), ("é", "e")])
  func foldsApart(left: String, right: String) {
    #expect(CaseFolding.folded(left) != CaseFolding.folded(right))
  }

  /// Default folding, not Turkish: dotted capital I folds to i and a combining dot above.
  @Test func dottedCapitalIFoldsToIAndADot() {
    #expect(Array(CaseFolding.folded("İ").unicodeScalars) == ["i", "\u{0307}"])
  }

  @Test func foldedKeysAreInNFC() {
    #expect(Array(CaseFolding.folded("E\u{0301}").unicodeScalars) == ["\u{00E9}"])
    #expect(CaseFolding.folded("ABC") == "abc")
    #expect(CaseFolding.folded("abc") == "abc")
  }
}
