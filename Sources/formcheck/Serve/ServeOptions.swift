import FormRules

/// How `formcheck serve` runs, from its command line: where it listens, its limits, and
/// what the page sessions may hold. The one home of every default and bound but the
/// page sessions' own (``PageOptions``).
struct ServeOptions: Sendable {
  /// The port without `--port`.
  static let defaultPort: UInt16 = 8080
  /// The body limit without `--max-body`: 1 MiB.
  static let defaultMaxBodyBytes = 1 << 20
  /// The largest `--max-body`: 64 MiB.
  static let largestMaxBodyBytes = 64 << 20
  /// The largest `--max-sessions`.
  static let largestMaxSessions = 1_000_000
  /// The longest `--session-idle` and `--stream-lifetime`.
  static let longestDuration: Duration = .seconds(24 * 3600)
  /// Taps, new page sessions and form posts a second per client address without `--rate`.
  static let defaultRate = 100
  /// The most connections open at once; more wait to be accepted.
  static let connectionLimit = 256
  /// The most connections open at once from one client address without
  /// `--max-connections-per-address`: a quarter of all, since a reverse proxy (or a load
  /// test) opens many from one address.
  static let defaultConnectionsPerAddress = 64
  /// Seconds a connection may take to send its first request's head before it is closed,
  /// so that clients trickling heads cannot hold every connection; long enough that a
  /// connection left unread while its event thread waits on a busy store is not dropped.
  static let connectionHeadSeconds = 30
  /// Seconds a connection may stay idle, once a request's head arrived, before it is closed.
  static let connectionIdleSeconds = 60
  /// How long stopping waits for the requests in flight.
  static let shutdownGrace: Duration = .seconds(10)

  /// Where to listen.
  var address: HTTPListenAddress
  /// The largest request body accepted, in bytes.
  var maxBodyBytes = defaultMaxBodyBytes
  /// The live pages' limits: `--max-sessions`, `--session-idle`,
  /// `--max-streams-per-address` and `--stream-lifetime` (their defaults are
  /// ``PageOptions``').
  var page = PageOptions()
  /// Taps, new page sessions and form posts a second per client address; nil: unlimited
  /// (`--rate 0`).
  var rate: Int? = defaultRate
  /// The reverse proxies whose `X-Forwarded-For` names the client (`--trust-proxy`).
  var proxies = TrustedProxies()
  /// Whether the request log is silenced.
  var quiet = false
  /// The names a request's `Host` may give: the listen address's and `--allowed-host`'s.
  var hosts: HostAllowList
  /// The most connections open at once from one client address.
  var connectionsPerAddress = defaultConnectionsPerAddress

  /// The options `arguments` give (see `formcheck serve --help`).
  init(_ arguments: CommandArguments) throws(UsageError) {
    let host = arguments.value("host") ?? "127.0.0.1"
    let port = try arguments.wholeNumber("port", in: 0...65535).map(UInt16.init) ?? Self.defaultPort
    guard let address = HTTPListenAddress(host: host, port: port) else {
      throw UsageError("--host needs an IPv4 or IPv6 address or 'localhost', not '\(host)'")
    }
    self.address = address
    let names = arguments.allValues("allowed-host")
    if let name = names.first(where: { !Self.isHostName($0) }) {
      throw UsageError(
        "--allowed-host needs a host name without a port, such as forms.example.org, not '\(name)'")
    }
    hosts = HostAllowList(address: address, extraNames: names)
    maxBodyBytes =
      try arguments.wholeNumber("max-body", in: 1...Self.largestMaxBodyBytes) ?? Self.defaultMaxBodyBytes
    page.maxSessions =
      try arguments.wholeNumber("max-sessions", in: 1...Self.largestMaxSessions) ?? page.maxSessions
    let rate = try arguments.wholeNumber("rate", in: 0...1_000_000) ?? Self.defaultRate
    self.rate = rate == 0 ? nil : rate
    proxies = TrustedProxies(
      try arguments.allValues("trust-proxy").map { text throws(UsageError) in
        guard let host = HTTPListenAddress.Host(literal: text) else {
          throw UsageError(
            "--trust-proxy needs an IPv4 or IPv6 address such as 10.0.0.2 or fd00::2, not '\(text)'")
        }
        return host
      })
    page.idleExpiry = try Self.duration("session-idle", in: arguments, example: "30m") ?? page.idleExpiry
    page.streamsPerAddress =
      try arguments.wholeNumber("max-streams-per-address", in: 1...Self.connectionLimit)
      ?? page.streamsPerAddress
    page.streamLifetime =
      try Self.duration("stream-lifetime", in: arguments, example: "10m") ?? page.streamLifetime
    connectionsPerAddress =
      try arguments.wholeNumber("max-connections-per-address", in: 1...Self.connectionLimit)
      ?? Self.defaultConnectionsPerAddress
    quiet = arguments.flag("quiet")
  }

  /// The duration option `name` gives, from 1s to 24h; nil without it.
  private static func duration(_ name: String, in arguments: CommandArguments, example: String)
    throws(UsageError) -> Duration?
  {
    guard let text = arguments.value(name) else { return nil }
    guard case .success(let duration) = DurationSyntax.parse(text, longest: longestDuration),
      duration >= .seconds(1)
    else {
      throw UsageError("--\(name) needs a duration from 1s to 24h such as \(example) or 1h, not '\(text)'")
    }
    return duration
  }

  /// Whether `name` is a host name (letters, digits, `-`, `.`) or a bracketed IPv6 address.
  private static func isHostName(_ name: String) -> Bool {
    if name.hasPrefix("["), name.hasSuffix("]") { return HTTPListenAddress(host: name, port: 0) != nil }
    return !name.isEmpty
      && name.utf8.allSatisfy { byte in
        // OR-ing 0x20 lowercases an ASCII letter, so one range takes both cases.
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: ".")
      }
  }
}
