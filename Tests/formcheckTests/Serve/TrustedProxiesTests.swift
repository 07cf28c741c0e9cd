import Testing

@testable import formcheck

/// The client address of a request through `--trust-proxy`: the right-most untrusted
/// `X-Forwarded-For` entry from a trusted peer, the peer's own address otherwise —
/// whatever a client writes in the header.
@Suite("formcheck serve: X-Forwarded-For from trusted proxies")
struct TrustedProxiesTests {
  /// Proxies at 10.0.0.2 and fd00::2.
  static let proxies = TrustedProxies(
    ["10.0.0.2", "fd00::2"].compactMap { HTTPListenAddress.Host(literal: $0) })

  /// `X-Forwarded-For` fields from a trusted proxy, and the client they name.
  static let forwarded: [(fields: [String], client: String)] = [
    (["203.0.113.7"], "203.0.113.7"),
    ([" 203.0.113.7 "], "203.0.113.7"),
    (["198.51.100.1, 203.0.113.7"], "203.0.113.7"),
    // Proxies on the right are skipped, as each appends the address it was reached from.
    (["203.0.113.7, 10.0.0.2"], "203.0.113.7"),
    (["203.0.113.7,fd00::2,\t10.0.0.2"], "203.0.113.7"),
    // Several fields are one list.
    (["198.51.100.1", "203.0.113.7"], "203.0.113.7"),
    (["203.0.113.7", "10.0.0.2"], "203.0.113.7"),
    (["2001:db8::7"], "2001:db8::7"),
    (["[2001:DB8:0::7]"], "2001:db8::7"),
    (["::ffff:203.0.113.7"], "203.0.113.7"),
    // What the client wrote left of the last untrusted entry is never read.
    (["not an address, <script>, 203.0.113.7"], "203.0.113.7"),
    // Only proxies: the left-most of them.
    (["fd00::2, 10.0.0.2"], "fd00::2"),
  ]

  /// `X-Forwarded-For` fields from a trusted proxy that name no client.
  static let malformed: [[String]] = [
    [], [""], [" "], [","], ["203.0.113.7,"], [",203.0.113.7, ,"], ["203.0.113.7, , 10.0.0.2"],
    ["proxy.example.org"], ["unknown"], ["203.0.113.7:8080"], ["[2001:db8::7]:8080"], ["[2001:db8::7"],
    ["203.0.113.07"], ["203.0.113"], ["203.0.113.256"], ["0x7f.0.0.1"], ["203.0.113.7/24"],
    ["fe80::1%eth0"], ["203.0.113.7\u{0}"], ["203.0.113.7\r\nX-Injected: 1"], ["٢٠٣.٠.١١٣.٧"],
    ["203.0.113.7 198.51.100.1"], ["\"203.0.113.7\""], ["for=203.0.113.7"],
    ["203.0.113.7", ""],
    [String(repeating: "1", count: 100_000)],
    [String(repeating: "1", count: 100_000) + ", "],
    [String(repeating: " ", count: 100_000) + "203.0.113.7"],
    // More proxies than are read: the peer.
    [Array(repeating: "10.0.0.2", count: 10_000).joined(separator: ",")],
    Array(repeating: "10.0.0.2", count: 10_000),
    Array(repeating: "", count: 10_000),
  ]

  @Test(arguments: forwarded)
  func aTrustedProxyNamesTheRightMostUntrustedClient(fields: [String], client: String) {
    #expect(Self.proxies.clientAddress(peer: "10.0.0.2", forwardedFor: fields) == client)
  }

  @Test func aProxyReachedOverIPv6OrAsAMappedAddressIsTrusted() {
    #expect(Self.proxies.clientAddress(peer: "fd00::2", forwardedFor: ["203.0.113.7"]) == "203.0.113.7")
    #expect(
      Self.proxies.clientAddress(peer: "::ffff:10.0.0.2", forwardedFor: ["203.0.113.7"]) == "203.0.113.7")
  }

  @Test(arguments: ["127.0.0.1", "10.0.0.3", "fd00::3", "unknown"])
  func fromAnyOtherPeerTheHeaderIsIgnored(peer: String) {
    #expect(Self.proxies.clientAddress(peer: peer, forwardedFor: ["203.0.113.7"]) == peer)
  }

  @Test func withoutTrustedProxiesTheHeaderIsIgnored() {
    #expect(TrustedProxies().clientAddress(peer: "10.0.0.2", forwardedFor: ["203.0.113.7"]) == "10.0.0.2")
  }

  @Test(arguments: malformed)
  func aMalformedHeaderFromATrustedProxyGivesThePeer(fields: [String]) {
    #expect(Self.proxies.clientAddress(peer: "10.0.0.2", forwardedFor: fields) == "10.0.0.2")
  }

  @Test func theRightMostEntryOfAHugeListIsFoundAtOnce() {
    let fields = [Array(repeating: "garbage", count: 100_000).joined(separator: ",") + ",203.0.113.7"]
    #expect(Self.proxies.clientAddress(peer: "10.0.0.2", forwardedFor: fields) == "203.0.113.7")
  }

  @Test func aRequestsForwardedForFieldsAreRead() {
    let request = HTTPRequest(
      method: "GET", path: "/", query: [], headers: [("x-forwarded-for", "203.0.113.7")], body: [],
      clientAddress: "10.0.0.2")
    #expect(Self.proxies.clientAddress(of: request) == "203.0.113.7")
  }
}
