import CCrypto

/// Hashes secrets for storage and verifies them, with scrypt from OpenSSL's libcrypto.
///
/// A hash is a PHC string, `$scrypt$ln=14,r=8,p=5$<salt>$<hash>` (base64 without padding),
/// with a fresh 16-byte salt from `RAND_bytes` and a 32-byte derived key. Verification
/// reads the parameters and salt from the stored string and compares in constant time;
/// a stored string that does not parse, or whose parameters exceed what this version
/// writes, is a store error, never a mere mismatch. Secrets are hashed in Unicode NFC, so
/// canonically equivalent spellings of a password verify alike.
package struct PasswordHasher: Sendable {
  /// The parameters new hashes are made with.
  let parameters: Parameters

  /// The work budget every derivation is charged to, if any.
  let budget: HashBudget?

  /// The threads every derivation runs on, if any (else the caller's own).
  let pool: HashingPool?

  /// Salt length of new hashes, in bytes.
  static let saltLength = 16

  /// Derived key length of new hashes, in bytes.
  static let hashLength = 32

  /// The salt of ``verifyMissing(_:)``'s derivation.
  private static let missingSalt = [UInt8](repeating: 0x5A, count: saltLength)

  /// A hasher with the OWASP parameters and no budget — what every store on disk uses.
  package init() {
    self.init(parameters: .owasp)
  }

  /// A hasher with other parameters (``Parameters/checking`` for `check`'s in-memory
  /// stores; cheap ones in tests), charging every derivation to `budget` when given.
  package init(parameters: Parameters, budget: HashBudget? = nil) {
    self.parameters = parameters
    self.budget = budget
    self.pool = nil
  }

  /// A hasher with the OWASP parameters whose derivations all run on `pool` (`serve`'s).
  package init(pool: HashingPool) {
    self.parameters = .owasp
    self.budget = nil
    self.pool = pool
  }

  /// The PHC string of `secret` with a fresh random salt.
  func hash(_ secret: String) throws(StoreError) -> String {
    guard parameters.isAccepted else {
      throw StoreError(
        .invalidInput,
        "cannot hash a secret: scrypt parameters \(PHCString.parametersText(parameters)) are out of bounds"
      )
    }
    var salt = [UInt8](repeating: 0, count: Self.saltLength)
    let generated = salt.withUnsafeMutableBufferPointer { buffer in
      RAND_bytes(buffer.baseAddress, Int32(buffer.count))
    }
    guard generated == 1 else {
      throw StoreError(.other, "cannot generate a random salt: \(Self.openSSLError())")
    }
    var derived = try derive(secret, salt: salt, parameters: parameters, length: Self.hashLength)
    defer { Self.cleanse(&derived) }
    return PHCString(parameters: parameters, salt: salt, hash: derived).encoded
  }

  /// Whether `secret` matches the stored hash `phc`. Throws a ``StoreFailure/corrupt``
  /// error when `phc` is not a well-formed scrypt PHC string with accepted parameters and
  /// bounded salt and hash: a damaged or tampered row fails closed, and is told as such.
  func verify(_ secret: String, against phc: String) throws(StoreError) -> Bool {
    guard let stored = PHCString(parsing: phc) else {
      throw StoreError(
        .corrupt,
        "the stored password hash is malformed or has scrypt parameters other than this version writes (at most \(PHCString.parametersText(.owasp)))"
      )
    }
    var derived = try derive(
      secret, salt: stored.salt, parameters: stored.parameters, length: stored.hash.count)
    defer { Self.cleanse(&derived) }
    let difference = derived.withUnsafeBytes { candidate in
      stored.hash.withUnsafeBytes { expected in
        CRYPTO_memcmp(candidate.baseAddress, expected.baseAddress, candidate.count)
      }
    }
    return difference == 0
  }

  /// Does the work of verifying `secret` against a hash with this hasher's parameters
  /// and throws the result away: a log-in for a user that does not exist then takes as
  /// long as one with a wrong password, so timing does not tell which names exist.
  func verifyMissing(_ secret: String) throws(StoreError) {
    var derived = try derive(
      secret, salt: Self.missingSalt, parameters: parameters, length: Self.hashLength)
    Self.cleanse(&derived)
  }

  /// scrypt(`secret`, `salt`) with `length` output bytes, charged to ``budget``, on
  /// ``pool``'s threads when there is one.
  private func derive(
    _ secret: String, salt: [UInt8], parameters: Parameters, length: Int
  ) throws(StoreError) -> [UInt8] {
    if let budget, !budget.spend(parameters.work) {
      throw StoreError(
        .other, "cannot hash a secret: the scrypt work budget of \(budget.limit) units is spent")
    }
    let derived =
      if let pool {
        try pool.run { Self.derive(secret, salt: salt, parameters: parameters, length: length) }
      } else {
        Self.derive(secret, salt: salt, parameters: parameters, length: length)
      }
    guard let derived else {
      throw StoreError(.other, "cannot hash a secret with scrypt: \(Self.openSSLError())")
    }
    return derived
  }

  /// scrypt(`secret`, `salt`) with `length` output bytes, or nil when OpenSSL fails.
  /// The copy of the secret's bytes is wiped before returning.
  private static func derive(
    _ secret: String, salt: [UInt8], parameters: Parameters, length: Int
  ) -> [UInt8]? {
    // Canonically equivalent secrets hash alike (NFC, as RFC 8265 prepares passwords),
    // just as the form's `equals` treats them as equal: a password confirmed in one
    // encoding verifies when typed in the other.
    var password = Array(StoreKey.normalized(secret).utf8)
    defer { cleanse(&password) }
    var key = [UInt8](repeating: 0, count: length)
    // maxmem 0 selects OpenSSL's default limit (32 MiB), which the OWASP parameters fit.
    let status = password.withUnsafeBufferPointer { passwordBytes in
      passwordBytes.withMemoryRebound(to: CChar.self) { pass in
        salt.withUnsafeBufferPointer { saltBytes in
          key.withUnsafeMutableBufferPointer { keyBytes in
            EVP_PBE_scrypt(
              pass.baseAddress, pass.count, saltBytes.baseAddress, saltBytes.count,
              UInt64(1) << UInt64(parameters.logN), UInt64(parameters.r), UInt64(parameters.p), 0,
              keyBytes.baseAddress, keyBytes.count)
          }
        }
      }
    }
    guard status == 1 else {
      cleanse(&key)
      return nil
    }
    return key
  }

  /// Overwrites `bytes` with zeros in a way the optimizer keeps (`OPENSSL_cleanse`).
  private static func cleanse(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBytes { buffer in
      if let base = buffer.baseAddress { OPENSSL_cleanse(base, buffer.count) }
    }
  }

  /// The reason for OpenSSL's latest failure, from its error queue (which is emptied).
  private static func openSSLError() -> String {
    let code = ERR_get_error()
    ERR_clear_error()
    guard code != 0 else { return "unknown OpenSSL error" }
    var text = [CChar](repeating: 0, count: 256)
    text.withUnsafeMutableBufferPointer { buffer in
      ERR_error_string_n(code, buffer.baseAddress, buffer.count)
    }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

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
