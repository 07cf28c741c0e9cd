import Glibc

/// Session identifiers: 128 random bits from the kernel's generator (`/dev/urandom`),
/// written as 32 lowercase hexadecimal digits.
enum SessionID {
  /// The number of random bytes in an identifier.
  static let byteCount = 16

  /// A new identifier; nil if the kernel's generator cannot be read.
  static func make() -> String? {
    var bytes = [UInt8](repeating: 0, count: byteCount)
    let descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var filled = 0
    while filled < byteCount {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, byteCount - filled)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      filled += count
    }
    return bytes.map { byte in
      let digits = Array("0123456789abcdef".utf8)
      return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }.joined()
  }

  /// Whether `text` has the shape of an identifier (what a cookie must hold to be looked up).
  static func isWellFormed(_ text: String) -> Bool {
    text.utf8.count == byteCount * 2
      && text.utf8.allSatisfy {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      }
  }
}
