// libedit's `rl_outstream` is a plain C global: set once, on the main thread, before
// the first read.
@preconcurrency import CEdit
import Glibc

/// The interactive prompt's line input through libedit's readline API: line editing and
/// a history of what was typed (the caller decides what may go into it).
enum LineEditor {
  /// Lets libedit read and show UTF-8 (the locale's character type from the environment,
  /// or C.UTF-8 when the environment names none), and show the prompt and what is typed
  /// on `output`, not on standard output. Call once, before the first ``read(prompt:)``.
  static func prepare(output: PromptTerminal) {
    if let stream = fdopen(dup(output.descriptor), "w") { rl_outstream = stream }
    let chosen = setlocale(LC_CTYPE, "").map { String(cString: $0) }
    if chosen == nil || chosen == "C" || chosen == "POSIX" {
      _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  /// Shows `prompt` and reads one edited line; nil at the end of input (Ctrl-D).
  static func read(prompt: String) -> String? {
    guard let line = readline(prompt) else { return nil }
    defer { free(line) }
    return String(cString: line)
  }

  /// Adds `line` to the history (Up arrow brings it back).
  static func remember(_ line: String) {
    _ = add_history(line)
  }
}
