import Glibc

/// Reads a secret at the terminal the way OpenBSD's `readpassphrase(3)` does: echo off,
/// byte by byte outside the line discipline (so there is no 4095-byte line limit), and
/// with the terminal restored before any signal acts. It never goes through the line
/// editor, so a secret never reaches the history.
///
/// Keys: Enter submits; Backspace (or the terminal's erase key) erases one character;
/// Ctrl-U (kill) erases everything; Ctrl-D (end of file) on an empty secret ends the
/// input and is otherwise ignored; an escape sequence (an arrow key, a function key) and
/// other control characters except tab are discarded, never part of the secret. Ctrl-C,
/// SIGTERM, SIGHUP and SIGQUIT restore the terminal (discarding unread input) and end the
/// process by the same signal; Ctrl-Z restores it and stops, and on `fg` the secret mode
/// is set again and the prompt shown again, typing starting over.
enum SecretReader {
  /// The longest secret accepted, in bytes of UTF-8. A longer one is refused whole,
  /// never cut.
  static let maximumLength = 16 * 1024

  /// What a prompt gave.
  enum Outcome: Equatable {
    /// The secret typed.
    case secret(String)
    /// The end of input (Ctrl-D on an empty secret, or the terminal hung up).
    case endOfInput
    /// More than ``maximumLength`` bytes were typed: nothing is kept.
    case tooLong
  }

  /// Where an escape sequence being discarded is.
  private enum Escape {
    /// Not in one.
    case none
    /// After ESC.
    case started
    /// In a control sequence (`ESC [`), until its final byte.
    case controlSequence
    /// After `ESC O`: one more byte.
    case singleShift

    /// Whether `byte` belongs to the sequence being discarded (it then moves on). A
    /// control character ends a sequence and is not part of it: Enter after a lone ESC
    /// still submits.
    mutating func absorbs(_ byte: UInt8) -> Bool {
      switch self {
      case .none:
        return false
      case .started:
        self = byte == UInt8(ascii: "[") ? .controlSequence : byte == UInt8(ascii: "O") ? .singleShift : .none
        return byte >= 0x20  // ESC x (Alt-x) is discarded whole
      case .controlSequence:
        // Parameter and intermediate bytes, then a final byte in 0x40...0x7E.
        if (0x20...0x3F).contains(byte) { return true }
        self = .none
        return (0x40...0x7E).contains(byte)
      case .singleShift:
        self = .none
        return byte >= 0x20
      }
    }
  }

  /// Shows `prompt` on `terminal` and reads a secret from standard input (a terminal).
  static func read(prompt: String, terminal: PromptTerminal) -> Outcome {
    var buffer = SecretBuffer(capacity: maximumLength)
    while true {
      // Handlers before the mode, so that no signal can leave the terminal without echo.
      let previous = SecretSignals.install()
      guard let mode = SecretTerminalMode(descriptor: STDIN_FILENO) else {
        SecretSignals.uninstall(previous)
        return .endOfInput
      }
      terminal.write(prompt)
      let outcome = readKeys(into: &buffer, mode: mode)
      mode.restore()
      SecretSignals.uninstall(previous)
      terminal.write("\n")
      switch outcome {
      case .finished(let result):
        buffer.wipe()
        // A signal that came with the last key acts now, the terminal restored.
        while let signalNumber = SecretSignals.next() { SecretSignals.redeliver(signalNumber) }
        return result
      case .interrupted(let signalNumber):
        buffer.wipe()
        SecretSignals.redeliver(signalNumber)
        // Continued after a stop: a stop caught meanwhile (restoring the mode from the
        // background raises SIGTTOU) is past; a signal that ends the process still acts.
        while let pending = SecretSignals.next() {
          if !SecretSignals.stops(pending) { SecretSignals.redeliver(pending) }
        }
      }
    }
  }

  /// How reading keys ended.
  private enum KeysEnd {
    /// With an outcome.
    case finished(Outcome)
    /// A caught signal, to be let act once the terminal is restored.
    case interrupted(Int32)
  }

  /// Reads keys until Enter, the end of input or a caught signal.
  private static func readKeys(into buffer: inout SecretBuffer, mode: SecretTerminalMode) -> KeysEnd {
    let erase = mode.character(VERASE)
    let kill = mode.character(VKILL)
    let endOfFile = mode.character(VEOF)
    var escape = Escape.none
    var isTooLong = false
    while true {
      var descriptors = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: SecretSignals.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
        if errno == EINTR { continue }
        return .finished(.endOfInput)
      }
      if let signalNumber = SecretSignals.next() { return .interrupted(signalNumber) }
      guard descriptors[0].revents != 0 else { continue }
      var byte: UInt8 = 0
      let count = Glibc.read(STDIN_FILENO, &byte, 1)
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard count == 1 else { return .finished(.endOfInput) }

      if escape.absorbs(byte) { continue }
      switch byte {
      case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        return .finished(isTooLong ? .tooLong : .secret(buffer.text))
      case 0x1B:
        escape = .started
      case 0x7F, 0x08, erase:
        buffer.eraseCharacter()
      case 0x15, kill:
        buffer.wipe()
        isTooLong = false
      case 0x04, endOfFile:
        if buffer.isEmpty && !isTooLong { return .finished(.endOfInput) }
      case UInt8(ascii: "\t"), 0x20...:
        if buffer.isFull { isTooLong = true } else { buffer.append(byte) }
      default:
        break  // other control characters are never part of a secret
      }
    }
  }
}
