import FormRulesFuzzing
import Testing

@testable import FormRules

/// `unique`'s comparison: the same answer as a `Set` of the texts, whichever way the
/// finder takes (pairwise, the ASCII table, the set), canonical equivalence included.
@Suite("Duplicate finder")
struct DuplicateFinderTests {
  @Test func everyWayAgreesWithASetOfTheTexts() {
    var finder = DuplicateFinder()
    var random = SplitMix64(seed: 12)
    // é and e with a combining acute make canonically equivalent texts.
    let alphabet = ["A", "B", "-", "1", "\u{E9}", "e", "\u{301}"]
    for count in [0, 1, 2, 5, 8, 9, 20, 100, 1_000] {
      for _ in 0..<50 {
        let values = (0..<count).map { _ in
          (0..<Int.random(in: 1...4, using: &random)).map { _ in
            alphabet[Int.random(in: alphabet.indices, using: &random)]
          }.joined()
        }
        let found = finder.containsDuplicate(values)
        #expect(found == (Set(values).count < values.count), "\(values)")
      }
    }
  }

  @Test func asciiTextsAreComparedByTheirBytes() {
    var finder = DuplicateFinder()
    let skus = (0..<500).map { "SKU-\($0)" }
    let answers = [
      finder.containsDuplicate(skus), finder.containsDuplicate(skus + ["SKU-499"]),
      finder.containsDuplicate(["SKU-0"] + skus),
      finder.containsDuplicate(skus + ["sku-1"]),  // case matters to `unique`
    ]
    #expect(answers == [false, true, true, false])
  }

  @Test func canonicallyEquivalentTextsAreTheSameAmongManyOrFew() {
    var finder = DuplicateFinder()
    let filler = (0..<20).map { "item \($0)" }
    // The Kelvin sign is canonically equivalent to K; é is written two ways.
    let answers = [
      finder.containsDuplicate(filler + ["K", "\u{212A}"]), finder.containsDuplicate(["K", "\u{212A}"]),
      finder.containsDuplicate(filler + ["caf\u{E9}", "cafe\u{301}"]),
      finder.containsDuplicate(filler + ["café", "cafe"]),
    ]
    #expect(answers == [true, true, true, false])
  }
}
