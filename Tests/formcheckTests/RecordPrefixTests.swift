import FormRulesIO
import Testing

@testable import formcheck

/// ``RecordPrefix``: `{"record":N,` for consecutive and scattered record numbers.
@Suite("Batch record prefix")
struct RecordPrefixTests {
  /// The text `prefix` appends.
  static func text(of prefix: RecordPrefix) -> String {
    var writer = JSONWriter(capacity: 64)
    prefix.append(to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test func consecutiveNumbersCarryLikeFormattedOnes() {
    var prefix = RecordPrefix()
    for number in 1...12_345 {
      prefix.show(number)
      #expect(Self.text(of: prefix) == #"{"record":\#(number),"#)
    }
  }

  @Test(arguments: [[7, 8, 1, 2], [99, 100, 1_000_000, 999_999, 1_000_000, 1_000_001], [5, 5, 4]])
  func anyNumberCanFollow(numbers: [Int]) {
    var prefix = RecordPrefix()
    for number in numbers {
      prefix.show(number)
      #expect(prefix.number == number)
      #expect(Self.text(of: prefix) == #"{"record":\#(number),"#)
    }
  }
}
