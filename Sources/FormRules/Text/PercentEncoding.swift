/// Percent-encoding for text put into a URL: a service request's placeholders, `serve`'s
/// links to its forms.
package enum PercentEncoding {
  /// `text` with every byte but the unreserved ones (RFC 3986: letters, digits, `-._~`)
  /// percent-encoded, as UTF-8: a value cannot add a path segment, a query parameter or a
  /// fragment.
  package static func encoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isUnreserved(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` as ``encoded(_:)`` makes it, and `.` or `..` with their dots encoded too
  /// (`%2E%2E`): a value fills one path segment or query value and never acts as a dot
  /// segment that would climb out of the path the spec wrote.
  package static func segment(_ text: String) -> String {
    text == "." || text == ".." ? String(repeating: "%2E", count: text.count) : encoded(text)
  }

  /// Whether `byte` is unreserved (RFC 3986): it stands for itself in any part of a URL.
  package static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
