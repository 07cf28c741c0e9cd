#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffers JSON Lines output and writes it to a file descriptor in large blocks: after
/// a line once the buffer holds 64 KiB or more, and on ``flush()``. Writes retry after
/// `EINTR` and continue after partial writes; any other failure (`EPIPE` when the
/// reader has gone, provided `SIGPIPE` is ignored) is thrown. Call ``flush()`` at the
/// end: whatever is still buffered is otherwise lost. Like its writer, it cannot be
/// copied.
package struct OutputSink: ~Copyable {
  /// The line being built and the lines not yet written.
  package var writer: JSONWriter
  /// Where the output goes; the sink neither opens nor closes it.
  package let fileDescriptor: Int32
  /// The buffered size that triggers a write at the end of a line.
  let flushThreshold: Int

  /// Creates a sink writing to `fileDescriptor`.
  package init(fileDescriptor: Int32, flushThreshold: Int = 64 * 1024) {
    self.fileDescriptor = fileDescriptor
    self.flushThreshold = flushThreshold
    writer = JSONWriter(capacity: flushThreshold + 16 * 1024)
  }

  /// Ends the current line with `\n`, and writes the buffer if it has reached the
  /// threshold.
  package mutating func endLine() throws(JSONIOError) {
    writer.appendByte(UInt8(ascii: "\n"))
    if writer.count >= flushThreshold {
      try flush()
    }
  }

  /// Writes everything buffered, then empties the buffer (also when the write fails).
  package mutating func flush() throws(JSONIOError) {
    let descriptor = fileDescriptor
    let failure = writer.withBytes { Self.writeAll($0, to: descriptor) }
    writer.removeAll()
    if failure != 0 {
      throw JSONIOError(operation: "write", code: failure)
    }
  }

  /// Writes whole lines made elsewhere (each ending in `\n`) straight to the file
  /// descriptor, after whatever is buffered.
  package mutating func writeLines(_ lines: UnsafeRawBufferPointer) throws(JSONIOError) {
    try flush()
    let failure = Self.writeAll(lines, to: fileDescriptor)
    if failure != 0 {
      throw JSONIOError(operation: "write", code: failure)
    }
  }

  /// Writes all of `buffer`, retrying after `EINTR` and continuing after partial writes;
  /// returns 0, or the `errno` of the failure.
  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    var written = 0
    while written < buffer.count {
      let result = write(
        descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      if result > 0 {
        written += result
      } else if result == 0 {
        return EIO  // no progress on a non-empty write: give up instead of spinning
      } else if errno != EINTR {
        return errno
      }
    }
    return 0
  }
}
