import Glibc

/// The signals that interrupt a secret prompt, caught through a self-pipe: the handler
/// only writes the signal's number to a pipe (`write` is async-signal-safe), and the
/// reader, which polls that pipe beside the terminal, restores the terminal before it
/// lets the signal act (see ``SecretReader``). No signal is missed between two reads.
enum SecretSignals {
  /// Signals that end the process (the terminal must be restored first) or stop it (the
  /// terminal must be restored, and the secret mode set again when it continues).
  static let caught = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU]

  /// Whether `signalNumber` stops the process rather than ending it.
  static func stops(_ signalNumber: Int32) -> Bool {
    [SIGTSTP, SIGTTIN, SIGTTOU].contains(signalNumber)
  }

  /// The pipe's ends, made once before the first handler is installed and kept open
  /// (close-on-exec, non-blocking). The handler reads `writeEnd` only.
  private nonisolated(unsafe) static var ends: (read: Int32, write: Int32) = (-1, -1)

  /// The end the reader polls; the pipe is made on first use.
  static var readEnd: Int32 {
    if ends.read < 0 {
      var pair: [Int32] = [-1, -1]
      guard pipe(&pair) == 0 else { return -1 }
      for end in pair {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
      ends = (pair[0], pair[1])
    }
    return ends.read
  }

  /// Installs the handler for every caught signal that is not ignored (SIGHUP under
  /// `nohup` stays ignored); returns the dispositions to put back with ``uninstall(_:)``.
  static func install() -> [(signal: Int32, action: sigaction)] {
    guard readEnd >= 0 else { return [] }
    var previous: [(signal: Int32, action: sigaction)] = []
    for signalNumber in caught {
      var old = sigaction()
      guard sigaction(signalNumber, nil, &old) == 0, !isIgnored(old) else { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signalNumber in
        let savedError = errno
        var byte = UInt8(truncatingIfNeeded: signalNumber)
        _ = write(SecretSignals.ends.write, &byte, 1)
        errno = savedError
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      guard sigaction(signalNumber, &action, nil) == 0 else { continue }
      previous.append((signalNumber, old))
    }
    return previous
  }

  /// Puts back the dispositions ``install()`` replaced.
  static func uninstall(_ previous: [(signal: Int32, action: sigaction)]) {
    for (signalNumber, action) in previous {
      var action = action
      _ = sigaction(signalNumber, &action, nil)
    }
  }

  /// The next signal caught and not yet handled, if any.
  static func next() -> Int32? {
    var byte: UInt8 = 0
    return read(readEnd, &byte, 1) == 1 ? Int32(byte) : nil
  }

  /// Lets `signalNumber` take the action it had before ``install()``: ends or stops the
  /// process, or returns when it is continued (or when that action returns).
  static func redeliver(_ signalNumber: Int32) {
    _ = raise(signalNumber)
  }

  /// Whether `action` ignores its signal.
  private static func isIgnored(_ action: sigaction) -> Bool {
    guard let handler = action.__sigaction_handler.sa_handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
