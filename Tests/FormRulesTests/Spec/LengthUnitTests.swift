import FormRulesFuzzing
import Testing

@testable import FormRules

@Suite("Length units count as the string views do")
struct LengthUnitTests {
  /// What the string's own views count in `unit`.
  static func viewLength(_ text: String, in unit: LengthUnit) -> Int {
    switch unit {
    case .graphemes: text.count
    case .scalars: text.unicodeScalars.count
    case .utf8: text.utf8.count
    case .utf16: text.utf16.count
    }
  }

  @Test(
    "counts exactly as the string views",
    arguments: [
      "", "a", "alice_1", "two words", "\r\n", "a\r\nb", "\r\r\n\n", "\n\r", "tab\there", "café",
      "cafe\u{301}", "李小龍", "👨‍👩‍👧", "x\r\n👍", String(repeating: "ab\r\n", count: 40),
      "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}", "é👍🏽ä", "\u{301}", "𝔘𝔫𝔦",
    ])
  func sameCount(text: String) {
    for unit in LengthUnit.allCases {
      #expect(
        unit.length(of: text) == Self.viewLength(text, in: unit), "\(unit) of \(text.debugDescription)")
    }
  }

  @Test("counts scalars and UTF-16 units of every UTF-8 length as the string views do")
  func everyEncodedLength() {
    // Scalars of 1, 2, 3 and 4 UTF-8 bytes, mixed in a fixed pseudo-random order.
    let samples: [Unicode.Scalar] = [
      "a", "\u{E9}", "\u{7FF}", "\u{800}", "\u{FFFD}", "\u{1F44D}", "\u{10FFFF}",
    ]
    var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
    for length in 0..<64 {
      var text = String.UnicodeScalarView()
      for _ in 0..<length {
        text.append(samples.randomElement(using: &random)!)
      }
      let string = String(text)
      #expect(LengthUnit.scalars.length(of: string) == string.unicodeScalars.count)
      #expect(LengthUnit.utf16.length(of: string) == string.utf16.count)
      #expect(LengthUnit.utf8.length(of: string) == string.utf8.count)
    }
  }

  @Test("counts a substring's copy and a string built from bytes")
  func otherOrigins() {
    let whole = "ab李👍cd"
    let middle = String(whole.dropFirst().dropLast())
    let decoded = String(decoding: Array("x👨‍👩‍👧é".utf8), as: UTF8.self)
    for text in [middle, decoded] {
      for unit in LengthUnit.allCases { #expect(unit.length(of: text) == Self.viewLength(text, in: unit)) }
    }
  }
}
