/// The pairs of a request's `Cookie` header (RFC 6265): `;`-separated, spaces and tabs
/// trimmed. The header is read as bytes, so that a `;` always separates: as `String`
/// characters, a `;` followed by a combining mark would be one character, not a `;`.
package enum CookieHeader {
  /// The values of cookie `name` in one `Cookie` header's value, in order: each pair,
  /// spaces and tabs trimmed, that starts with `NAME=`, without that prefix.
  package static func values(named name: String, in header: String) -> [String] {
    let prefix = Array(name.utf8) + [UInt8(ascii: "=")]
    return header.utf8.split(separator: UInt8(ascii: ";")).compactMap { pair in
      guard let first = pair.firstIndex(where: { !isSpaceOrTab($0) }),
        let last = pair.lastIndex(where: { !isSpaceOrTab($0) })
      else { return nil }
      let trimmed = pair[first...last]
      guard trimmed.starts(with: prefix) else { return nil }
      // Cut at ASCII bytes only (`;`, space, tab, the prefix): on scalar boundaries.
      return String(Substring(trimmed.dropFirst(prefix.count)))
    }
  }

  /// Whether `byte` is optional white space around a pair (RFC 6265's `OWS`).
  private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}
