/// Field values for a fuzzed expression, chosen by the input's bytes: the same input always
/// sees the same values (no per-process hash seed), and a mutation of it may see others.
struct FuzzFieldValues {
  /// Values a field's text may have: empty, numeric (compared as numbers), plain, and a
  /// combining sequence (one grapheme, two scalars).
  private static let texts = ["", "0", "7", "-2.5", " 12 ", "abc", "e\u{301}", "1e400"]

  /// FNV-1a of the input.
  private let seed: UInt64

  /// The values for `input`.
  init(seed input: [UInt8]) {
    seed = Self.hash(input, into: 0xcbf2_9ce4_8422_2325)
  }

  /// The value of `property` of `field`.
  func value(_ field: String, _ property: FieldProperty) -> ExpressionValue {
    let ordinal = UInt64(FieldProperty.allCases.firstIndex(of: property) ?? 0)
    let choice = Self.hash(field.utf8, into: seed ^ ordinal) >> 7
    switch property.valueType {
    case .bool: return .bool(choice & 1 == 1)
    case .number: return .number(Double(choice % 9))
    case .text: return .text(Self.texts[Int(choice % UInt64(Self.texts.count))])
    }
  }

  /// FNV-1a of `bytes`, continuing from `state`.
  private static func hash(_ bytes: some Sequence<UInt8>, into state: UInt64) -> UInt64 {
    var state = state
    for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return state
  }
}
