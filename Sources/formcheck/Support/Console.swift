import Glibc

/// Standard output and error, with the terminal facts commands need (TTY, color).
enum Console {
  /// Writes `text` and a newline to standard output.
  static func print(_ text: String) {
    write(text + "\n", to: STDOUT_FILENO)
  }

  /// Writes `text` as is to standard output.
  static func write(_ text: String) {
    write(text, to: STDOUT_FILENO)
  }

  /// Writes `text` and a newline to standard error.
  static func error(_ text: String) {
    write(text + "\n", to: STDERR_FILENO)
  }

  /// Writes `text` as is to standard error.
  static func writeError(_ text: String) {
    write(text, to: STDERR_FILENO)
  }

  /// Whether standard input is a terminal.
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether to color standard output: see ``ColorChoice/auto``.
  static var useColor: Bool { ColorChoice.auto.isOn(for: STDOUT_FILENO) }

  /// Writes all of `text` to `descriptor` (unbuffered), retrying after interrupts and
  /// partial writes. A failure on standard output ends the process
  /// (``OutputFailure/exit(code:)``); one on any other descriptor (standard error, the
  /// terminal) is ignored (there is nowhere left to tell it).
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    let failure = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return written == 0 ? EIO : errno
        }
      }
      return 0
    }
    if failure != 0, descriptor == STDOUT_FILENO { OutputFailure.exit(code: failure) }
  }
}
