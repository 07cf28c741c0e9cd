/// The pairs of a request's `Cookie` header (RFC 6265): `;`-separated, blanks trimmed.
package enum CookieHeader {
  /// The values of cookie `name` in one `Cookie` header's value, in order: each pair,
  /// blanks trimmed, that starts with `NAME=`, without that prefix.
  package static func values(named name: String, in header: String) -> [String] {
    header.split(separator: ";").compactMap { pair in
      let trimmed = String(pair).trimmingBlanks()
      guard trimmed.hasPrefix(name + "=") else { return nil }
      return String(trimmed.dropFirst(name.count + 1))
    }
  }
}
