import Glibc

/// A terminal's mode while a secret is typed at it, as OpenBSD's `readpassphrase(3)` sets
/// it: no echo, and no line discipline (`ICANON` off), so bytes arrive one at a time and
/// the kernel's 4095-byte line limit does not apply; signals (`ISIG`) stay on, so Ctrl-C
/// and Ctrl-Z still reach the process. The keys the line discipline would have handled
/// (erase, kill, end of file) are read from the saved mode and handled by the reader.
struct SecretTerminalMode {
  /// The terminal's descriptor.
  private let descriptor: Int32
  /// Its mode before, put back by ``restore()``.
  private let saved: termios

  /// Sets the secret mode on `descriptor`; nil when it is not a terminal.
  init?(descriptor: Int32) {
    var mode = termios()
    guard tcgetattr(descriptor, &mode) == 0 else { return nil }
    self.descriptor = descriptor
    saved = mode
    mode.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL | ICANON | IEXTEN)
    // Signals on whatever mode the terminal was left in (a line editor may turn them off
    // while it edits): Ctrl-C at a secret must interrupt, never become a byte.
    mode.c_lflag |= tcflag_t(ISIG)
    withUnsafeMutableBytes(of: &mode.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    _ = tcsetattr(descriptor, TCSANOW, &mode)
  }

  /// The control character the saved mode assigns to `index` (`VERASE`, `VKILL`,
  /// `VEOF`), or nil when it is disabled.
  func character(_ index: Int32) -> UInt8? {
    let value = withUnsafeBytes(of: saved.c_cc) { $0[Int(index)] }
    return value == 0 ? nil : value  // 0 is _POSIX_VDISABLE on Linux
  }

  /// Puts the saved mode back, discarding input typed but not yet read (`TCSAFLUSH`), so
  /// that no part of a secret reaches the program that reads the terminal next.
  func restore() {
    var mode = saved
    _ = tcsetattr(descriptor, TCSAFLUSH, &mode)
  }
}
