import Glibc

/// The terminal the interactive prompt talks to: the controlling terminal (`/dev/tty`)
/// when it opens, else standard error. Prompts, hints, help and progress go there;
/// results go to standard output, so that `formcheck run SPEC > log` keeps the
/// conversation on the screen and only the results in the file.
struct PromptTerminal {
  /// Where the prompt writes.
  let descriptor: Int32

  /// The controlling terminal, or standard error when there is none.
  static func open() -> PromptTerminal {
    let descriptor = Glibc.open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    return PromptTerminal(descriptor: descriptor >= 0 ? descriptor : STDERR_FILENO)
  }

  /// Writes `text` as is.
  func write(_ text: String) {
    Console.write(text, to: descriptor)
  }

  /// Writes `text` and a newline.
  func print(_ text: String) {
    write(text + "\n")
  }
}
