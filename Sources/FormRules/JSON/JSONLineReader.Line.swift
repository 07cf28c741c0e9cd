extension JSONLineReader {
  /// One line of input as handed to the closure of ``JSONLineReader/forEachLine(_:)``.
  package enum Line {
    /// The line's bytes, without `\n` or a trailing `\r`; may be empty. Valid only
    /// during the closure call.
    case text(UnsafeRawBufferPointer)
    /// A line longer than the reader's `maxLineLength`, skipped; `byteCount` is its
    /// length (without its `\n`).
    case tooLong(byteCount: Int)
  }
}
