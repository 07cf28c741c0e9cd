import Testing

@testable import FormRules

/// ``SpecKeys`` answers exactly as `contains`, for vocabularies it may assume things of.
@Suite("Spec key vocabulary")
struct SpecKeysTests {
  /// Every fixed key list a decoder passes to ``SpecReader/mapping(_:as:owner:keys:nullIsEmpty:hint:)``.
  static let vocabularies: [[String]] = [
    SpecDecoder.keys, FieldDecoder.keys, RuleDecoder.keys, RuleDecoder.ruleKeys, ButtonDecoder.keys,
    StoreDecoder.keys, ExampleDecoder.keys, ExampleStepDecoder.keys, ExpectationDecoder.keys,
  ]

  @Test("every vocabulary word is lower-case ASCII letters and '_'")
  func wordsAreLowerCaseASCII() {
    for word in Self.vocabularies.joined() {
      #expect(!word.isEmpty && word.utf8.allSatisfy { $0 == UInt8(ascii: "_") || (97...122).contains($0) })
    }
  }

  @Test(
    "agrees with contains",
    arguments: [
      "min_length", "max_length", "min", "max", "unit", "message", "label", "ok", "set", "tap",
      "mi", "minlength", "min_length ", "Min_length", "m\u{69}n", "e\u{301}", "", "okay", "o",
      "\u{212A}ey", "enabled_when", "latency",
    ])
  func agreesWithContains(key: String) {
    for keys in Self.vocabularies {
      #expect(SpecKeys.contains(key, in: keys) == keys.contains(key))
    }
  }
}
