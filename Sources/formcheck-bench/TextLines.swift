import Glibc

/// Reads a text file line by line with `getline`, without holding the file in memory.
/// Owns its `FILE *`; not Sendable.
final class TextLines {
  private let file: UnsafeMutablePointer<FILE>
  private var buffer: UnsafeMutablePointer<CChar>?
  private var capacity = 0

  /// Opens the file at `path`.
  init(path: String) throws(BenchError) {
    guard let file = fopen(path, "r") else {
      throw BenchError("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    self.file = file
  }

  deinit {
    free(buffer)
    fclose(file)
  }

  /// Calls `body` with the bytes of the next line (without its newline); returns false at
  /// the end of the file. The bytes are valid only during the call.
  func next(_ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
    let length = getline(&buffer, &capacity, file)
    guard length >= 0, let buffer else { return false }
    let count = length > 0 && buffer[length - 1] == 0x0A ? length - 1 : length
    buffer.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
      body(UnsafeBufferPointer(start: bytes, count: count))
    }
    return true
  }

  /// The first `count` lines of the file at `path`, as text.
  static func first(_ count: Int, ofFile path: String) throws(BenchError) -> [String] {
    let lines = try TextLines(path: path)
    var texts: [String] = []
    var more = true
    while more, texts.count < count {
      more = lines.next { texts.append(String(decoding: $0, as: UTF8.self)) }
    }
    return texts
  }
}
