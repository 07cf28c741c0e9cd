extension JSONParser {
  /// Where a scanned string's contents lie in the input (between its quotes), and what
  /// decoding it needs.
  struct RawString {
    /// The offset of the first byte after the opening quote.
    var start: Int
    /// The offset of the closing quote.
    var end: Int
    /// Whether the contents hold a backslash escape.
    var hasEscapes: Bool
    /// Whether every byte of the contents is ASCII.
    var isASCII: Bool
  }
}
