import FormRulesIO
import Glibc

/// What a command does when standard output cannot be written: it stops at once.
///
/// A closed pipe (`formcheck batch … | head -1`: the reader has gone) ends quietly with
/// status 141, as a filter killed by `SIGPIPE` would (the shell shows 128 + 13): nothing
/// is wrong that the user must hear of. Any other failure (a full disk, `>/dev/full`) is
/// told on standard error and ends with status 2 (``ExitStatus/usage``): output was lost.
enum OutputFailure {
  /// The exit status after a closed pipe: 128 + `SIGPIPE`.
  static let brokenPipeStatus: Int32 = 128 + SIGPIPE

  /// Ends the process after writing standard output failed with `errno` value `code`.
  static func exit(code: Int32) -> Never {
    if code == EPIPE { Glibc.exit(brokenPipeStatus) }
    Console.error("formcheck: standard output: \(JSONIOError(operation: "write", code: code).message)")
    Glibc.exit(ExitStatus.usage)
  }
}
