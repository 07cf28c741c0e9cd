/// The names a request's `Host` may give (its port aside): the address the server listens
/// on, `localhost` when that is a loopback (or every) address, any IP literal when it
/// listens on every address, and the names given with `--allowed-host`. A page of another
/// site that has its name resolve to this machine (DNS rebinding) sends its own name, which
/// is none of them.
struct HostAllowList: Sendable {
  /// The names given with `--allowed-host`, lowercased.
  let extraNames: Set<String>
  /// The listen address's name and, for a loopback address, `localhost`; lowercased.
  private let ownNames: Set<String>
  /// Whether the server listens on every address, so any IP literal names it.
  private let listensEverywhere: Bool

  /// The names `address` answers to, and `extraNames`.
  init(address: HTTPListenAddress, extraNames: [String]) {
    self.extraNames = Set(extraNames.map { $0.lowercased() })
    listensEverywhere = address.isWildcard
    var own: Set<String> = [address.urlHost.lowercased()]
    if address.isLoopback || address.isWildcard { own.insert("localhost") }
    ownNames = own
  }

  /// Whether a `Host` field of `host` names this server.
  func allows(host: String) -> Bool {
    let name = Self.name(of: host)
    if ownNames.contains(name) || extraNames.contains(name) { return true }
    return listensEverywhere && name != "localhost" && HTTPListenAddress(host: name, port: 0) != nil
  }

  /// The host name of an authority (`name`, `name:port`, `[::1]:port`), lowercased,
  /// without its port; an IPv6 address keeps its brackets.
  static func name(of authority: some StringProtocol) -> String {
    let text = authority.lowercased()
    if text.hasPrefix("[") {
      guard let end = text.firstIndex(of: "]") else { return text }
      return String(text[...end])
    }
    return String(text.prefix { $0 != ":" })
  }
}
