extension PasswordHasher {
  /// scrypt cost parameters: `N = 2^logN` (CPU and memory), `r` (block size) and `p`
  /// (parallelism). scrypt needs about `128 · r · (N + p)` bytes.
  package struct Parameters: Sendable, Equatable {
    /// log2 of the CPU/memory cost `N`.
    let logN: Int
    /// The block size.
    let r: Int
    /// The parallelism.
    let p: Int

    /// OWASP's recommendation for scrypt: N = 2^14, r = 8, p = 5 — about 16 MiB, which fits
    /// OpenSSL's default scrypt memory limit (32 MiB), so no `maxmem` override is needed.
    /// Every hash this version stores is made with these.
    static let owasp = Parameters(logN: 14, r: 8, p: 5)

    /// Cheap parameters (N = 2^4, r = 8, p = 1: about 2 KiB and a few microseconds) for
    /// the private in-memory stores of `formcheck check`'s examples and witness search,
    /// whose hashes vanish with the session. Never used for a store on disk.
    static let checking = Parameters(logN: 4, r: 8, p: 1)

    /// The work of one derivation, in units of `N · r · p`.
    var work: Int { (1 << logN) * r * p }

    /// Whether a hash with these parameters is made or verified: each of `logN`, `r` and
    /// `p` is at least 1 and at most what this version writes (``owasp``). Parameters read
    /// from a stored hash are checked, so that a tampered row cannot make a verification
    /// cost more time or memory than a genuine one.
    var isAccepted: Bool {
      (1...Self.owasp.logN).contains(logN) && (1...Self.owasp.r).contains(r)
        && (1...Self.owasp.p).contains(p)
    }
  }
}
