import Glibc

/// Reads text lines from a file descriptor as they arrive, in memory proportional to the
/// longest line. A line ends at `\n`; a `\r` before it is dropped (CRLF input), invalid
/// UTF-8 becomes U+FFFD, and a last line without `\n` still counts.
struct InputLineReader {
  /// The descriptor read from.
  private let descriptor: Int32
  /// Bytes read but not yet returned start at `start`.
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where to continue looking for `\n` (everything before it has none).
  private var scanned = 0
  private var atEnd = false
  /// Why reading stopped early, if it did (the system's message).
  private(set) var failure: String?

  /// A reader of `descriptor` (standard input by default).
  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// The next line without its line ending, or nil at the end of input (or on a read
  /// error, see ``failure``).
  mutating func nextLine() -> String? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = take(upTo: newline)
        start = newline + 1
        scanned = start
        return line
      }
      scanned = buffer.count
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = take(upTo: buffer.count)
        start = buffer.count
        return line
      }
      readMore()
    }
  }

  /// The text of `buffer[start..<end]`, without a final `\r`.
  private func take(upTo end: Int) -> String {
    var end = end
    if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: buffer[start..<end], as: UTF8.self)
  }

  /// Appends the next chunk of input, dropping the bytes already returned first.
  private mutating func readMore() {
    if start > 0 {
      buffer.removeFirst(start)
      scanned -= start
      start = 0
    }
    let chunkSize = 64 * 1024
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: chunkSize))
    var count = 0
    var code: Int32 = 0
    repeat {
      count = buffer.withUnsafeMutableBytes { bytes in
        read(descriptor, bytes.baseAddress.map { $0 + oldCount }, chunkSize)
      }
      code = errno
    } while count < 0 && code == EINTR
    buffer.removeLast(chunkSize - max(count, 0))
    if count < 0 { failure = String(cString: strerror(code)) }
    if count <= 0 { atEnd = true }
  }
}
