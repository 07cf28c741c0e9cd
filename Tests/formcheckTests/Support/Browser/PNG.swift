import Foundation
import Testing

/// Checks on the PNG files screenshots write.
enum PNG {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Expects the file at `url` to be a PNG image with a non-empty size: the signature,
  /// then the `IHDR` chunk with a width and a height above zero. Returns the size.
  @discardableResult
  static func expectValid(at url: URL) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](try Data(contentsOf: url))
    try #require(bytes.count > 24, "\(url.path) is too short for a PNG: \(bytes.count) bytes")
    #expect(Array(bytes[0..<8]) == signature, "\(url.path) does not start with the PNG signature")
    #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width > 0 && height > 0, "\(url.path) is \(width)×\(height)")
    return (width, height)
  }
}
