/// The reverse proxies `--trust-proxy` names, and the client address of a request: its
/// peer's, or — when the peer is one of these proxies — the right-most address of
/// `X-Forwarded-For` that is not one of them (each proxy appends the address it was
/// reached from, so the entries left of the last untrusted one may be anything the
/// client wrote). From any other peer the header is ignored.
///
/// A header from a trusted proxy that is malformed (an entry that is not a bare IPv4 or
/// IPv6 address, IPv6 possibly in brackets; an empty entry; more than ``maxEntries``
/// entries to look at) gives the peer's address. The work is bounded whatever the
/// header's length: at most ``maxEntries`` entries of at most ``maxEntryLength`` bytes,
/// read from the right.
struct TrustedProxies: Sendable {
  /// The most `X-Forwarded-For` entries read, from the right.
  static let maxEntries = 16
  /// The longest entry read: an IPv6 address in brackets, with spaces around.
  static let maxEntryLength = 64

  /// The proxies' addresses (IPv4-mapped IPv6 addresses as IPv4).
  private let addresses: Set<HTTPListenAddress.Host>

  /// The proxies at `addresses`.
  init(_ addresses: [HTTPListenAddress.Host] = []) {
    self.addresses = Set(addresses.map(Self.unmapped))
  }

  /// Whether no proxy is trusted (`X-Forwarded-For` is then always ignored).
  var isEmpty: Bool { addresses.isEmpty }

  /// The address of `request`'s client (numeric text, IPv6 without brackets).
  func clientAddress(of request: HTTPRequest) -> String {
    guard !isEmpty else { return request.clientAddress }
    return clientAddress(
      peer: request.clientAddress,
      forwardedFor: request.headers.lazy.filter { $0.name == "x-forwarded-for" }.map(\.value))
  }

  /// The client address of a request from `peer` whose `X-Forwarded-For` fields are
  /// `fields`, in the order received (several fields read as one list, joined by commas).
  func clientAddress(peer: String, forwardedFor fields: some BidirectionalCollection<String>) -> String {
    guard let host = Self.host(peer), addresses.contains(host) else { return peer }
    var read = 0
    var leftmost: HTTPListenAddress.Host?
    for field in fields.reversed() {
      let bytes = field.utf8
      var end = bytes.endIndex
      while true {
        read += 1
        guard read <= Self.maxEntries else { return peer }
        var start = end
        var length = 0
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: ",") {
          length += 1
          guard length <= Self.maxEntryLength else { return peer }
          start = bytes.index(before: start)
        }
        guard let entry = Self.entry(Substring(bytes[start..<end])) else { return peer }
        guard addresses.contains(entry) else { return entry.text }
        leftmost = entry
        if start == bytes.startIndex { break }
        end = bytes.index(before: start)
      }
    }
    // Every entry is a trusted proxy (or there is none): the left-most one, else the peer.
    return leftmost?.text ?? peer
  }

  /// The address of one `X-Forwarded-For` entry: an IP literal, IPv6 possibly in brackets,
  /// with optional spaces or tabs around; nil for anything else.
  private static func entry(_ text: Substring) -> HTTPListenAddress.Host? {
    var literal = text.trimmingPrefix { $0 == " " || $0 == "\t" }
    while let last = literal.last, last == " " || last == "\t" { literal.removeLast() }
    if literal.hasPrefix("["), literal.hasSuffix("]") { literal = literal.dropFirst().dropLast() }
    // Hex digits, dots and colons only: a NUL would end the text the C parser reads.
    guard
      literal.utf8.allSatisfy({ byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
          || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
      })
    else { return nil }
    return host(String(literal))
  }

  /// The address `text` names, IPv4-mapped IPv6 as IPv4; nil when it is no IP literal.
  private static func host(_ text: String) -> HTTPListenAddress.Host? {
    HTTPListenAddress.Host(literal: text).map(unmapped)
  }

  /// `host`, as IPv4 if it is an IPv4-mapped IPv6 address (`::ffff:127.0.0.2`, as a peer
  /// reached on a dual-stack socket appears).
  private static func unmapped(_ host: HTTPListenAddress.Host) -> HTTPListenAddress.Host {
    guard case .v6(let bytes) = host, bytes.count == 16,
      bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF
    else { return host }
    let value = bytes[12...].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return .v4(value.bigEndian)
  }
}
