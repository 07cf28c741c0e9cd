import Glibc

/// Turns a terminal's echo off for as long as it lives, so that a secret typed at it is
/// not shown; the terminal's previous mode comes back when it is released, and also when
/// a signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) ends the process meanwhile: the handler
/// puts the mode back, then lets the signal take its default action.
///
/// Only one guard may be alive at a time. Use it within `withExtendedLifetime`.
final class TerminalEchoGuard {
  /// The terminal's descriptor.
  private let descriptor: Int32
  /// Its mode before echo was turned off.
  private var saved: termios
  /// The signal dispositions replaced while the guard lives.
  private var previousHandlers: [(signal: Int32, handler: __sighandler_t?)] = []

  /// The mode to put back if a signal arrives while a guard lives. Written only on the
  /// main thread, before the handlers are installed and after they are removed.
  private nonisolated(unsafe) static var pending: (descriptor: Int32, mode: termios)?

  /// The signals whose default action would leave the terminal without echo.
  private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Turns echo off on `descriptor`; nil when it is not a terminal.
  init?(descriptor: Int32) {
    var mode = termios()
    guard tcgetattr(descriptor, &mode) == 0 else { return nil }
    self.descriptor = descriptor
    saved = mode
    Self.pending = (descriptor, mode)
    for signalNumber in Self.signals where !Self.isIgnored(signalNumber) {
      let previous = signal(signalNumber) { received in
        if var pending = TerminalEchoGuard.pending {
          _ = tcsetattr(pending.descriptor, TCSANOW, &pending.mode)
        }
        _ = write(STDOUT_FILENO, "\n", 1)
        _ = signal(received, SIG_DFL)
        _ = raise(received)
      }
      previousHandlers.append((signalNumber, previous))
    }
    mode.c_lflag &= ~tcflag_t(ECHO)
    _ = tcsetattr(descriptor, TCSANOW, &mode)
  }

  /// Whether `signalNumber` is ignored (SIGHUP under `nohup`, say): it then stays so.
  private static func isIgnored(_ signalNumber: Int32) -> Bool {
    var action = sigaction()
    guard sigaction(signalNumber, nil, &action) == 0, let handler = action.__sigaction_handler.sa_handler
    else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  deinit {
    _ = tcsetattr(descriptor, TCSANOW, &saved)
    for (signalNumber, handler) in previousHandlers { _ = signal(signalNumber, handler) }
    Self.pending = nil
  }
}
