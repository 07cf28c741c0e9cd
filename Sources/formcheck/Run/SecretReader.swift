import Glibc

/// Reads a secret from the terminal on standard input without echoing it. It does not go
/// through the line editor, so it never reaches the history. The terminal's own line
/// editing (erase, kill) still works.
enum SecretReader {
  /// Prints `prompt`, reads one line with echo off, then ends the prompt's line. Nil at
  /// the end of input (Ctrl-D on an empty line).
  static func read(prompt: String) -> String? {
    withExtendedLifetime(TerminalEchoGuard(descriptor: STDIN_FILENO)) {
      // Echo is off before the prompt shows, so nothing typed after it can be echoed.
      Console.write(prompt)
      let line = readLine()
      Console.print("")
      return line
    }
  }

  /// Bytes up to `\n` (a `\r` before it dropped), or nil when input ends first with
  /// nothing read. Reads one byte at a time so that nothing after the line is consumed.
  private static func readLine() -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = Glibc.read(STDIN_FILENO, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        if bytes.isEmpty { return nil }
        break
      }
      if byte == UInt8(ascii: "\n") { break }
      bytes.append(byte)
    }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
