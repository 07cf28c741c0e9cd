/// How `min_length` / `max_length` count a value's length.
public enum LengthUnit: String, Sendable, CaseIterable {
  /// User-perceived characters (Swift `Character`): "李小龍" is 3, a family emoji is 1.
  case graphemes
  /// Unicode scalars (code points), as JSON Schema and Python count.
  case scalars
  /// UTF-8 bytes.
  case utf8
  /// UTF-16 code units, as JavaScript counts.
  case utf16

  /// The length of `text` in this unit.
  func length(of text: String) -> Int {
    switch self {
    case .graphemes: text.count
    case .scalars: text.unicodeScalars.count
    case .utf8: text.utf8.count
    case .utf16: text.utf16.count
    }
  }
}
