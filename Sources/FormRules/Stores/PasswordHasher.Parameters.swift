extension PasswordHasher {
  /// scrypt cost parameters: `N = 2^logN` (CPU and memory), `r` (block size) and `p`
  /// (parallelism). scrypt needs about `128 · r · (N + p)` bytes.
  struct Parameters: Sendable, Equatable {
    /// log2 of the CPU/memory cost `N`.
    let logN: Int
    /// The block size.
    let r: Int
    /// The parallelism.
    let p: Int

    /// OWASP's recommendation for scrypt: N = 2^14, r = 8, p = 5 — about 16 MiB, which fits
    /// OpenSSL's default scrypt memory limit (32 MiB), so no `maxmem` override is needed.
    static let owasp = Parameters(logN: 14, r: 8, p: 5)

    /// OpenSSL's default scrypt memory limit, which no accepted parameters may exceed.
    static let maximumMemory = 32 * 1024 * 1024

    /// The most work (`N · r · p`) accepted: 8 × OWASP, i.e. well under a second.
    static let maximumWork = 8 * (1 << 14) * 8 * 5

    /// Whether these parameters are sane: positive, `logN` in 1...20, `r` in 1...32,
    /// `p` in 1...16, within the memory and work limits. Parameters read from a stored
    /// hash are checked, so that a hostile database cannot make a verification allocate
    /// gigabytes or run for minutes.
    var isWithinLimits: Bool {
      guard (1...20).contains(logN), (1...32).contains(r), (1...16).contains(p) else {
        return false
      }
      let n = 1 << logN
      return 128 * r * (n + p + 2) <= Self.maximumMemory && n * r * p <= Self.maximumWork
    }
  }
}
