/// A 1-based line and column in the text being loaded, without the file name.
///
/// The node tree stores marks rather than ``SourceLocation``s so that building and copying
/// nodes never touches the (usually heap-allocated) file name; a location is made with
/// ``location(in:)`` only where one is kept or reported.
struct YAMLMark: Sendable, Hashable {
  /// 1-based line number.
  var line: Int
  /// 1-based column, counted in Unicode scalars.
  var column: Int

  /// The mark as a location in `file`.
  func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }
}
