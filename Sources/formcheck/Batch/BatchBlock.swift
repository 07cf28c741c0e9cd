import FormRulesIO

/// A run of whole input lines on its way to a worker, and the result lines the worker
/// made of them. Blocks are reused: the reader refills one once its output is written.
struct BatchBlock: Sendable {
  /// One line of the block.
  enum Line: Sendable {
    /// A line whose bytes are `bytes[start..<end]`.
    case text(start: Int, end: Int)
    /// A line longer than the reader accepts (see ``JSONLineReader/Line/tooLong(byteCount:)``).
    case tooLong(byteCount: Int)
  }

  /// The most lines a block holds.
  static let maxLines = 256
  /// The byte count past which a block takes no more lines (one longer line still fits).
  static let maxBytes = 64 * 1024

  /// The block's place in the input, counting from 0: blocks are written in this order.
  private(set) var sequence = 0
  /// The record number of the block's first line.
  private(set) var firstRecord = 1
  /// The bytes of the text lines, one after another.
  private(set) var bytes: [UInt8] = []
  /// The lines, in input order.
  private(set) var lines: [Line] = []
  /// The result lines, each ending in `\n`, once a worker has processed the block.
  private(set) var output: [UInt8] = []
  /// Whether every record of the block is valid, once processed.
  private(set) var allValid = true

  /// Whether the block should take no more lines.
  var isFull: Bool { lines.count >= Self.maxLines || bytes.count >= Self.maxBytes }

  /// Empties the block, keeping its storage, to hold lines from `firstRecord` on as block
  /// `sequence`.
  mutating func reset(sequence: Int, firstRecord: Int) {
    self.sequence = sequence
    self.firstRecord = firstRecord
    bytes.removeAll(keepingCapacity: true)
    lines.removeAll(keepingCapacity: true)
    output.removeAll(keepingCapacity: true)
    allValid = true
  }

  /// Adds the next input line (its bytes are copied).
  mutating func append(_ line: JSONLineReader.Line) {
    switch line {
    case .text(let text):
      let start = bytes.count
      bytes.append(contentsOf: text)
      lines.append(.text(start: start, end: bytes.count))
    case .tooLong(let byteCount):
      lines.append(.tooLong(byteCount: byteCount))
    }
  }

  /// Validates every line with `session`, writing the result lines into ``output``
  /// through `writer` (a scratch buffer, emptied first).
  mutating func process(with session: inout BatchSession, using writer: inout JSONWriter) {
    writer.removeAll()
    var allValid = true
    bytes.withUnsafeBytes { buffer in
      for (offset, line) in lines.enumerated() {
        let input: JSONLineReader.Line
        switch line {
        case .text(let start, let end):
          input = .text(UnsafeRawBufferPointer(rebasing: buffer[start..<end]))
        case .tooLong(let byteCount):
          input = .tooLong(byteCount: byteCount)
        }
        switch session.appendResult(of: input, record: firstRecord + offset, to: &writer) {
        case .valid:
          writer.appendByte(UInt8(ascii: "\n"))
        case .invalid, .malformed:
          allValid = false
          writer.appendByte(UInt8(ascii: "\n"))
        case .skipped:
          break
        }
      }
    }
    self.allValid = allValid
    output.removeAll(keepingCapacity: true)
    writer.withBytes { output.append(contentsOf: $0) }
  }
}
