internal import ServeWire

extension FuzzTarget {
  /// The cookie `serve`'s pages read their session from.
  static let cookieName = "formcheck_session"

  /// A `Cookie` header's value → the values of the session cookie in it
  /// (``CookieHeader/values(named:in:)``). Each value came from its own pair, so there are
  /// no more values than pairs, and each is shorter than the header. The values, written
  /// again as a header of their own, read back the same, whatever characters they hold.
  static func runCookie(_ input: [UInt8]) {
    let header = String(decoding: input, as: UTF8.self)
    let values = CookieHeader.values(named: cookieName, in: header)
    let pairs = header.utf8.count { $0 == UInt8(ascii: ";") } + 1
    guard values.count <= pairs else { violated("\(values.count) values from \(pairs) pairs: \(header)") }
    let longest = header.utf8.count - cookieName.utf8.count - 1
    guard values.allSatisfy({ $0.utf8.count <= longest }) else {
      violated("a value longer than its header: \(values) of \(header)")
    }
    let again = values.map { "\(cookieName)=\($0)" }.joined(separator: "; ")
    guard CookieHeader.values(named: cookieName, in: again) == values else {
      violated("\(values) written as '\(again)' read back as \(CookieHeader.values(named: cookieName, in: again))")
    }
  }
}
