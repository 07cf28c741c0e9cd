import FormRules

/// Field values for a fuzzed expression, chosen by the input's bytes: the same input always
/// sees the same values (no per-process hash seed), and a mutation of it may see others.
///
/// A field is known by its name as `String` equality sees it, as the runtime's lookups do:
/// spellings that are canonically equivalent (`é` as one scalar or as `e` and a combining
/// accent) name the same field and read the same values.
struct FuzzFieldValues {
  /// Values a field's text may have: empty, numeric (compared as numbers), plain, and a
  /// combining sequence (one grapheme, two scalars).
  private static let texts = ["", "0", "7", "-2.5", " 12 ", "abc", "e\u{301}", "1e400"]

  /// FNV-1a of the input.
  private let seed: UInt64
  /// The distinct field names, each the first spelling met.
  private let names: [String]

  /// The values for `input`, whose expression reads the fields `references`.
  init(seed input: [UInt8], references: [String]) {
    seed = Self.hash(input, into: 0xcbf2_9ce4_8422_2325)
    var names: [String] = []
    for name in references where !names.contains(name) { names.append(name) }
    self.names = names
  }

  /// The value of `property` of `field`.
  func value(_ field: String, _ property: FieldProperty) -> ExpressionValue {
    let slot = UInt64(names.firstIndex(of: field) ?? names.count)
    let ordinal = UInt64(FieldProperty.allCases.firstIndex(of: property) ?? 0)
    let choice = Self.hash([UInt8(truncatingIfNeeded: slot), UInt8(ordinal)], into: seed) >> 7
    switch property.valueType {
    case .bool: return .bool(choice & 1 == 1)
    case .number: return .number(Double(choice % 9))
    case .text, .date, .span: return .text(Self.texts[Int(choice % UInt64(Self.texts.count))])
    }
  }

  /// FNV-1a of `bytes`, continuing from `state`.
  private static func hash(_ bytes: some Sequence<UInt8>, into state: UInt64) -> UInt64 {
    var state = state
    for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return state
  }
}
