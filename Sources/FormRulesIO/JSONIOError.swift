#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed `read` or `write` on a file descriptor while reading or writing JSON Lines.
package struct JSONIOError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The system call that failed: `read` or `write`.
  package var operation: String
  /// The `errno` it set.
  package var code: Int32
  /// Lower-case text for people, e.g. `write failed: broken pipe`.
  package var message: String

  /// Creates the error for `operation` failing with `errno` value `code`.
  package init(operation: String, code: Int32) {
    self.operation = operation
    self.code = code
    let reason = String(cString: strerror(code))
    message = "\(operation) failed: \(reason.prefix(1).lowercased() + reason.dropFirst())"
  }

  /// The message.
  package var description: String { message }
}
