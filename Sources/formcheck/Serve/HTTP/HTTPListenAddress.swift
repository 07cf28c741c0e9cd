import Glibc

/// Where `serve` listens: an IPv4 or IPv6 literal (`127.0.0.1`, `::1`, `[::1]`, `0.0.0.0`,
/// `::`) or `localhost` (127.0.0.1), and a port (0: a free one the system picks). Host names
/// other than `localhost` are not looked up: a server should not bind wherever a resolver
/// says.
struct HTTPListenAddress: Sendable {
  /// The address family and bytes.
  enum Host: Sendable, Hashable {
    case v4(in_addr_t)
    case v6([UInt8])

    /// The address of the IP literal `text` (`127.0.0.1`, `::1`); nil when it is none.
    init?(literal text: String) {
      var v4 = in_addr()
      var v6 = in6_addr()
      if inet_pton(AF_INET, text, &v4) == 1 {
        self = .v4(v4.s_addr)
      } else if inet_pton(AF_INET6, text, &v6) == 1 {
        self = .v6(withUnsafeBytes(of: v6) { Array($0) })
      } else {
        return nil
      }
    }

    /// The address's numeric text, IPv6 without brackets (`127.0.0.1`, `::1`).
    var text: String {
      var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
      switch self {
      case .v4(let address):
        var bytes = in_addr(s_addr: address)
        _ = inet_ntop(AF_INET, &bytes, &buffer, socklen_t(buffer.count))
      case .v6(let bytes):
        var address = in6_addr()
        withUnsafeMutableBytes(of: &address) { $0.copyBytes(from: bytes) }
        _ = inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count))
      }
      return HTTPListenAddress.string(buffer)
    }
  }

  /// The host to bind.
  let host: Host
  /// The port asked for (0: any free one).
  let port: UInt16

  /// The address of `text` and `port`; nil when `text` is no IP literal or `localhost`.
  init?(host text: String, port: UInt16) {
    self.port = port
    var literal = text == "localhost" ? "127.0.0.1" : text
    if literal.hasPrefix("["), literal.hasSuffix("]") { literal = String(literal.dropFirst().dropLast()) }
    guard let host = Host(literal: literal) else { return nil }
    self.host = host
  }

  /// Whether the host is an IPv6 address.
  var isIPv6: Bool {
    if case .v6 = host { return true }
    return false
  }

  /// Whether the host is a loopback address (`127.0.0.0/8`, `::1`).
  var isLoopback: Bool {
    switch host {
    case .v4(let address): return UInt32(bigEndian: address) >> 24 == 127
    case .v6(let bytes): return bytes == [UInt8](repeating: 0, count: 15) + [1]
    }
  }

  /// Whether the host is every address (`0.0.0.0`, `::`).
  var isWildcard: Bool {
    switch host {
    case .v4(let address): return address == 0
    case .v6(let bytes): return bytes.allSatisfy { $0 == 0 }
    }
  }

  /// The host as written in a URL: an IPv6 address in brackets.
  var urlHost: String { isIPv6 ? "[" + host.text + "]" : host.text }

  /// The text of a NUL-terminated buffer.
  fileprivate static func string(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Calls `body` with the socket address to bind.
  func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
    switch host {
    case .v4(let address):
      var socketAddress = sockaddr_in()
      socketAddress.sin_family = sa_family_t(AF_INET)
      socketAddress.sin_port = port.bigEndian
      socketAddress.sin_addr = in_addr(s_addr: address)
      return withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
      }
    case .v6(let bytes):
      var socketAddress = sockaddr_in6()
      socketAddress.sin6_family = sa_family_t(AF_INET6)
      socketAddress.sin6_port = port.bigEndian
      withUnsafeMutableBytes(of: &socketAddress.sin6_addr) { $0.copyBytes(from: bytes) }
      return withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
      }
    }
  }

  /// The numeric text of a client's socket address (`127.0.0.1`, `::1`), or `unknown`.
  static func clientText(of address: UnsafePointer<sockaddr>?) -> String {
    guard let address else { return "unknown" }
    var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
    let length =
      address.pointee.sa_family == sa_family_t(AF_INET6)
      ? socklen_t(MemoryLayout<sockaddr_in6>.size) : socklen_t(MemoryLayout<sockaddr_in>.size)
    guard getnameinfo(address, length, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0 else {
      return "unknown"
    }
    return string(buffer)
  }
}
