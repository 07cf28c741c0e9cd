/// A body of type `application/x-www-form-urlencoded` read as name–value pairs, as the
/// WHATWG URL standard parses it: pairs split at `&`, name and value at the first `=`,
/// `+` as a blank, `%XX` as the byte XX (a `%` not followed by two hexadecimal digits
/// stays as it is), the bytes then read as UTF-8 (malformed sequences as U+FFFD). At
/// most ``pairLimit`` pairs are read: the rest is ignored.
package enum URLEncodedForm {
  /// The most pairs read from one body.
  package static let pairLimit = 4096

  /// The pairs of `body`, in order.
  package static func pairs(of body: [UInt8]) -> [(name: String, value: String)] {
    var pairs: [(name: String, value: String)] = []
    for part in body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      guard pairs.count < pairLimit else { break }
      let equals = part.firstIndex(of: UInt8(ascii: "="))
      let name = equals.map { part[part.startIndex..<$0] } ?? part[...]
      let value = equals.map { part[part.index(after: $0)...] } ?? []
      pairs.append((decoded(name), decoded(value)))
    }
    return pairs
  }

  /// `bytes` with `+` and percent-escapes decoded, read as UTF-8.
  package static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "+") {
        result.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
        let low = hexValue(bytes[index + 2])
      {
        result.append(high << 4 | low)
        index += 3
        continue
      } else {
        result.append(byte)
      }
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The value of hexadecimal digit `byte`, or nil when it is none.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
