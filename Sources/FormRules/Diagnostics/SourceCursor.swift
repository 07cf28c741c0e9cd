/// Tracks the spec-file location of each scalar of a located text (an expression or a
/// pattern) while walking it.
///
/// The text's first scalar is at the base location; each scalar advances the column by
/// one. After a line feed the line advances and the column returns to the base column:
/// exact for a literal block scalar (`|`), whose lines all start at the indentation of
/// its first line, and the best available guess for folded or quoted multi-line scalars,
/// whose line breaks YAML has already rewritten.
struct SourceCursor: Sendable {
  /// Where the text's first scalar is.
  let base: SourceLocation
  /// The location of the next scalar.
  private(set) var location: SourceLocation

  /// A cursor at the start of a text located at `base`.
  init(at base: SourceLocation) {
    self.base = base
    self.location = base
  }

  /// Moves past `scalar`.
  mutating func advance(over scalar: Unicode.Scalar) {
    if scalar == "\n" {
      location.line += 1
      location.column = base.column
    } else {
      location.column += 1
    }
  }

  /// The location of the scalar `offset` scalars into `text`, which starts at `base`
  /// (an offset at or past the end gives the location just after the last scalar).
  static func location(ofScalarAt offset: Int, in text: String, from base: SourceLocation)
    -> SourceLocation
  {
    var cursor = SourceCursor(at: base)
    for scalar in text.unicodeScalars.prefix(max(0, offset)) {
      cursor.advance(over: scalar)
    }
    return cursor.location
  }
}
