import Testing

@testable import FormRulesIO

/// ``JSONParser/RecordKeys/matchLength(_:at:slot:)`` for keys of every length the
/// comparison tells apart (with their quote: one to three bytes, four to seven, eight to
/// sixteen, longer), next to the end of the input and not.
@Suite("JSON record keys")
struct JSONParserRecordKeysTests {
  static let names = [
    "", "a", "ab", "abc", "seven_7", "eight_88", "fifteen_bytes_5", "sixteen_bytes_16",
    "a key of 23 bytes, long",
  ]

  /// What `matchLength` gives for slot `slot` on `text` (the key starts after its quote,
  /// at offset 1), with `padding` bytes after the text.
  static func match(_ text: String, slot: Int, padding: Int) -> Int? {
    let keys = JSONParser.RecordKeys(names)
    let bytes = Array(text.utf8) + Array(repeating: UInt8(ascii: " "), count: padding)
    return bytes.withUnsafeBytes { keys.matchLength($0, at: 1, slot: slot) }
  }

  @Test(arguments: 0..<names.count, [0, 32])
  func aKeyMatchesItselfAndNotItsNeighbours(slot: Int, padding: Int) {
    let name = Self.names[slot]
    #expect(Self.match("\"\(name)\":1", slot: slot, padding: padding) == name.utf8.count)
    #expect(Self.match("\"\(name)x\":1", slot: slot, padding: padding) == nil)  // longer
    #expect(Self.match("\"\(name)", slot: slot, padding: 0) == nil)  // no closing quote
    if !name.isEmpty {
      #expect(Self.match("\"\(name.dropLast())\":1", slot: slot, padding: padding) == nil)
      for position in [0, name.utf8.count / 2, name.utf8.count - 1] {
        var changed = Array(name.utf8)
        changed[position] ^= 0x01
        #expect(
          Self.match("\"\(String(decoding: changed, as: UTF8.self))\":1", slot: slot, padding: padding)
            == nil)
      }
    }
  }

  @Test func aSlotPastTheKeysMatchesNothing() {
    #expect(Self.match("\"a\":1", slot: Self.names.count, padding: 32) == nil)
  }
}
