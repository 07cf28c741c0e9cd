import Testing

@testable import FormRules

/// ICU's normalization and case mapping as `ICUText` calls them: each form and mapping on
/// texts whose answer Unicode fixes, and results longer than the first buffer guessed.
@Suite("ICU text")
struct ICUTextTests {
  @Test("normalization forms")
  func normalizationForms() {
    let composed = "\u{E9}"  // é
    let decomposed = "e\u{301}"
    #expect(Array(ICUText.normalized(decomposed, to: .nfc).unicodeScalars) == Array(composed.unicodeScalars))
    #expect(Array(ICUText.normalized(composed, to: .nfd).unicodeScalars) == Array(decomposed.unicodeScalars))
    #expect(ICUText.normalized("\u{FB01}", to: .nfkc) == "fi")  // ﬁ
    #expect(ICUText.normalized("\u{FF21}", to: .nfkc) == "A")  // full-width A
    #expect(Array(ICUText.normalized("\u{FB01}", to: .nfc).unicodeScalars) == ["\u{FB01}"])
    #expect(ICUText.normalized("", to: .nfc) == "")
  }

  @Test("case mappings in the root locale")
  func caseMappings() {
    #expect(ICUText.lowercased("ΣΑΣ") == "σας")  // final sigma
    #expect(ICUText.uppercased("straße") == "STRASSE")
    #expect(ICUText.caseFolded("Straße") == "strasse")
    #expect(ICUText.caseFolded("\u{212A}") == "k")  // Kelvin sign
    #expect(Array(ICUText.caseFolded("İ").unicodeScalars) == ["i", "\u{307}"])  // not Turkic
  }

  @Test("a result far longer than its text gets the room it needs")
  func growth() {
    // U+FDFA's compatibility decomposition is 18 scalars; ß upper-cases to two.
    let ligatures = String(repeating: "\u{FDFA}", count: 300)
    let expanded = ICUText.normalized(ligatures, to: .nfkc)
    #expect(expanded.unicodeScalars.count == 18 * 300)
    #expect(expanded == String(repeating: ICUText.normalized("\u{FDFA}", to: .nfkc), count: 300))
    #expect(ICUText.uppercased(String(repeating: "ß", count: 1000)) == String(repeating: "SS", count: 1000))
  }
}
