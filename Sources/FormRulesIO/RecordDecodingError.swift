/// Why a line is not a record of a ``RecordLayout``: malformed JSON (the message of
/// ``JSONError``, unchanged), or a value whose shape the layout has no room for, named by
/// its path (`lines[3].quantity`, items counted from 1 as records and lines are).
package struct RecordDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in lower case.
  package var message: String
  /// The path of the value of the wrong shape; nil for malformed JSON.
  package var path: String?
  /// The 0-based byte offset of the problem in the line.
  package var offset: Int

  /// The error for malformed JSON.
  init(_ error: JSONError) {
    message = error.message
    path = nil
    offset = error.offset
  }

  /// The error for a value of the wrong shape, `shape`, at `path`.
  init(_ shape: Shape, path: String, at offset: Int) {
    message = "field '\(path)' \(shape.problem)"
    self.path = path
    self.offset = offset
  }

  /// What is wrong with a value's shape.
  enum Shape {
    /// An array or object where a scalar field's value is.
    case notScalar
    /// Something other than an object or `null` where a group's value is.
    case notGroup
    /// Something other than an array or `null` where a repeated group's value is.
    case notList
    /// Something other than an object where an item of a repeated group is.
    case notItem
    /// An item past the most a record may hold.
    case tooManyItems

    /// What the message says of the field.
    var problem: String {
      switch self {
      case .notScalar: "must be a string, number, boolean or null"
      case .notGroup: "must be an object or null"
      case .notList: "must be an array of objects or null"
      case .notItem: "must be an object"
      case .tooManyItems: "is past the \(JSONParser.maxRecordItems) items a record may hold"
      }
    }
  }

  /// The message.
  package var description: String { message }
}
