import Testing

@testable import FormRules

@Suite("Length shortcut")
struct QuickLengthTests {
  @Test(
    "counts exactly as length(of:)",
    arguments: [
      "", "a", "alice_1", "two words", "\r\n", "a\r\nb", "\r\r\n\n", "\n\r", "tab\there", "café",
      "cafe\u{301}", "李小龍", "👨‍👩‍👧", "x\r\n👍", String(repeating: "ab\r\n", count: 40),
    ])
  func sameCount(text: String) {
    for unit in LengthUnit.allCases {
      #expect(unit.quickLength(of: text) == unit.length(of: text), "\(unit) of \(text.debugDescription)")
    }
  }
}
