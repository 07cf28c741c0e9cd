internal import ServeWire

extension FuzzTarget {
  /// An `application/x-www-form-urlencoded` body → its pairs (``URLEncodedForm``): at
  /// most ``URLEncodedForm/pairLimit`` of them and no more than the body's `&`-separated
  /// parts; the pairs, percent-encoded again, read back the same.
  static func runURLEncoded(_ input: [UInt8]) {
    let pairs = URLEncodedForm.pairs(of: input)
    let parts = input.count { $0 == UInt8(ascii: "&") } + 1
    guard pairs.count <= URLEncodedForm.pairLimit, pairs.count <= parts else {
      violated("\(pairs.count) pairs from \(parts) parts")
    }
    let again = URLEncodedForm.pairs(of: urlEncoded(pairs))
    guard again.elementsEqual(pairs, by: { $0.name == $1.name && $0.value == $1.value }) else {
      violated("\(pairs) encoded again read back as \(again)")
    }
  }

  /// `pairs` as a URL-encoded body, every byte but letters and digits percent-encoded.
  static func urlEncoded(_ pairs: [(name: String, value: String)]) -> [UInt8] {
    func encoded(_ text: String) -> [UInt8] {
      text.utf8.flatMap { byte -> [UInt8] in
        let plain = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        return plain ? [byte] : Array("%\(String(byte, radix: 16, uppercase: true).leftPadded)".utf8)
      }
    }
    let joined = pairs.map { encoded($0.name) + [UInt8(ascii: "=")] + encoded($0.value) }
    return Array(joined.joined(separator: [UInt8(ascii: "&")]))
  }
}

extension String {
  /// A one- or two-digit hexadecimal number as two digits.
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
