/// A syntax error in JSON text, found by ``JSONParser``.
///
/// `message` is complete, lower-case text meant for people, and ends with the position
/// (`unexpected character 'x' at byte 12`); `offset` is the same position as a 0-based
/// byte offset into the parsed input. The text counts bytes from 1, like a column, so
/// `offset` 11 reads "at byte 12".
package struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong and where, e.g. `unterminated string starting at byte 5`.
  package var message: String
  /// The 0-based byte offset of the problem in the parsed input.
  package var offset: Int

  /// Creates an error from a message that already names its position.
  package init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// Creates an error whose message is `reason` followed by ` at byte N` (N = offset + 1).
  init(_ reason: String, at offset: Int) {
    self.init(message: "\(reason) at byte \(offset + 1)", offset: offset)
  }

  /// A key that repeats an earlier key of the same object, at `offset`: `duplicate key
  /// at byte N`, or, for an object inside a record, `duplicate key 'PATH' at byte N`
  /// naming the key's path (`phones[2].number`).
  static func duplicateKey(_ path: String? = nil, at offset: Int) -> JSONError {
    JSONError(path.map { "duplicate key '\($0)'" } ?? "duplicate key", at: offset)
  }

  /// The message.
  package var description: String { message }
}
