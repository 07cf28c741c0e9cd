#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor in large chunks and hands each line to a closure, in
/// constant memory.
///
/// A line is the bytes before a `\n` (or before the end of the input, so a last line
/// without a newline still counts), without the `\n` and without one trailing `\r`.
/// Empty lines are handed over too. The buffer starts at `chunkSize` bytes and grows
/// (doubling) only for a line that does not fit, up to room for `maxLineLength` bytes;
/// a longer line is skipped to its end and reported as ``Line/tooLong(byteCount:)``.
///
/// With `shouldStop`, the reading stops early, as if the input ended there (a partial
/// line is dropped), once `shouldStop` says so: it is asked before each line is handed
/// over and when a `read` is interrupted by a signal (`EINTR`), so a signal handler that
/// sets a flag `shouldStop` reads ends the reading between two lines, also while the
/// reader waits for input.
package struct JSONLineReader {
  /// One line of input as handed to the closure of ``JSONLineReader/forEachLine(_:)``.
  package enum Line {
    /// The line's bytes, without `\n` or a trailing `\r`; may be empty. Valid only
    /// during the closure call.
    case text(UnsafeRawBufferPointer)
    /// A line longer than the reader's `maxLineLength`, skipped; `byteCount` is its
    /// length (without its `\n`).
    case tooLong(byteCount: Int)
  }

  /// Where the lines come from; the reader neither opens nor closes it.
  package let fileDescriptor: Int32
  /// How many bytes each `read` asks for, and the starting buffer size.
  let chunkSize: Int
  /// The longest line accepted, in bytes (without its `\n`, with any `\r`).
  package let maxLineLength: Int
  /// Whether to stop reading (see the type's documentation); `nil` reads to the end.
  package let shouldStop: (() -> Bool)?

  /// Creates a reader of `fileDescriptor`.
  package init(
    fileDescriptor: Int32, chunkSize: Int = 256 * 1024, maxLineLength: Int = 16 * 1024 * 1024,
    shouldStop: (() -> Bool)? = nil
  ) {
    self.fileDescriptor = fileDescriptor
    self.chunkSize = max(1, chunkSize)
    self.maxLineLength = max(1, maxLineLength)
    self.shouldStop = shouldStop
  }

  /// Reads to the end of the input and calls `body` with each line's 1-based number
  /// and contents. The bytes of a ``Line/text(_:)`` are valid only during that call.
  /// Returns early when `shouldStop` says so. Throws a ``JSONIOError`` when `read` fails,
  /// or whatever `body` throws (which stops the reading).
  package func forEachLine(_ body: (_ number: Int, _ line: Line) throws -> Void) throws {
    let shouldStop = self.shouldStop
    var capacity = min(chunkSize, maxLineLength + 1)
    var buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    var start = 0  // first byte of the current line
    var end = 0  // end of the bytes read so far
    var scanned = 0  // bytes before this offset hold no newline
    var number = 0
    var skipped: Int? = nil  // bytes dropped so far from a line over the limit
    var atEnd = false
    while true {
      if let newline = memchr(buffer + scanned, 0x0A, end - scanned) {
        if shouldStop?() == true { return }
        let lineEnd = buffer.distance(to: newline)
        number += 1
        if let dropped = skipped {
          try body(number, .tooLong(byteCount: dropped + lineEnd - start))
          skipped = nil
        } else {
          try body(number, .text(Self.trimmed(buffer, from: start, to: lineEnd)))
        }
        start = lineEnd + 1
        scanned = start
        continue
      }
      scanned = end
      if atEnd {
        if start < end || skipped != nil {
          if shouldStop?() == true { return }
          number += 1
          if let dropped = skipped {
            try body(number, .tooLong(byteCount: dropped + end - start))
          } else {
            try body(number, .text(Self.trimmed(buffer, from: start, to: end)))
          }
        }
        return
      }
      // Make room: drop consumed bytes, then grow or skip if the line fills the buffer.
      if start > 0 {
        buffer.copyMemory(from: buffer + start, byteCount: end - start)
        end -= start
        scanned -= start
        start = 0
      }
      if end == capacity {
        if skipped != nil || capacity > maxLineLength {
          skipped = (skipped ?? 0) + end
          end = 0
          scanned = 0
        } else {
          let grown = UnsafeMutableRawPointer.allocate(
            byteCount: min(capacity * 2, maxLineLength + 1), alignment: 16)
          grown.copyMemory(from: buffer, byteCount: end)
          buffer.deallocate()
          buffer = grown
          capacity = min(capacity * 2, maxLineLength + 1)
        }
      }
      guard
        let count = try Self.readChunk(
          fileDescriptor, into: buffer + end, count: min(chunkSize, capacity - end),
          shouldStop: shouldStop)
      else { return }
      if count == 0 {
        atEnd = true
      }
      end += count
    }
  }

  /// The line `from..<to` without a trailing `\r`.
  private static func trimmed(
    _ buffer: UnsafeMutableRawPointer, from start: Int, to end: Int
  ) -> UnsafeRawBufferPointer {
    var end = end
    if end > start, buffer.load(fromByteOffset: end - 1, as: UInt8.self) == 0x0D {
      end -= 1
    }
    return UnsafeRawBufferPointer(start: buffer + start, count: end - start)
  }

  /// One `read`, retried after `EINTR` unless `shouldStop` says to stop; returns the
  /// byte count, 0 at the end of input, `nil` when stopped.
  private static func readChunk(
    _ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int,
    shouldStop: (() -> Bool)?
  ) throws(JSONIOError) -> Int? {
    while true {
      let result = read(descriptor, buffer, count)
      if result >= 0 { return result }
      if errno != EINTR { throw JSONIOError(operation: "read", code: errno) }
      if shouldStop?() == true { return nil }
    }
  }
}
