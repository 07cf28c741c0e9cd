extension LengthUnit {
  /// ``length(of:)`` with a shortcut for ASCII text counted in graphemes: there every
  /// character is one byte, except that a CR LF pair is one character.
  func quickLength(of text: String) -> Int {
    guard self == .graphemes else { return length(of: text) }
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var count = bytes.count
      var previous: UInt8 = 0
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r") { count -= 1 }
        previous = byte
      }
      return count
    }
    return (ascii ?? nil) ?? text.count
  }
}
