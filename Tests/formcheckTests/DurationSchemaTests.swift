import Foundation
import Testing

@testable import FormRules

/// The editor schema's duration pattern accepts what ``DurationSyntax`` reads (within its
/// limit) and refuses what it cannot read at all.
@Suite("Schema: durations")
struct DurationSchemaTests {
  static let texts = [
    "0", "0ms", "300ms", "2s", "1.5s", "1m", "1h", "1m30s", "1.5m", "0.5h", "2m500ms", "1s0.5ms",
    "0h0m0s0ms", "59m59.999999999s", "1s1m", "1m1m", "1.5m30s", "1m 30s", "1m30", "1M", "1hms",
    "300 ms", "300", ".5s", "5.s", "1e3ms", "-1s", "٣s", "fast", "", "2s ",
  ]

  @Test("the pattern agrees with DurationSyntax", arguments: texts)
  func agrees(text: String) throws {
    let pattern = try NSRegularExpression(pattern: SpecSchema.durationPattern)
    let matches = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    let reads: Bool =
      switch DurationSyntax.parse(text, longest: .seconds(86_400)) {
      case .success: true
      case .failure: false
      }
    #expect(matches == reads)
  }
}
