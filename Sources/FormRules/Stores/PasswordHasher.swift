import CCrypto

/// Hashes secrets for storage and verifies them, with scrypt from OpenSSL's libcrypto.
///
/// A hash is a PHC string, `$scrypt$ln=14,r=8,p=5$<salt>$<hash>` (base64 without padding),
/// with a fresh 16-byte salt from `RAND_bytes` and a 32-byte derived key. Verification
/// reads the parameters and salt from the stored string, so hashes made with other
/// (bounded) parameters still verify, and compares in constant time. Secrets are hashed
/// in Unicode NFC, so canonically equivalent spellings of a password verify alike.
struct PasswordHasher: Sendable {
  /// The parameters new hashes are made with.
  let parameters: Parameters

  /// Salt length of new hashes, in bytes.
  static let saltLength = 16

  /// Derived key length of new hashes, in bytes.
  static let hashLength = 32

  /// A hasher with the OWASP parameters — the only configuration production code uses.
  init() {
    self.parameters = .owasp
  }

  /// A hasher with other parameters; tests use cheap ones to stay fast.
  init(parameters: Parameters) {
    self.parameters = parameters
  }

  /// The PHC string of `secret` with a fresh random salt.
  func hash(_ secret: String) throws(StoreError) -> String {
    guard parameters.isWithinLimits else {
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
    guard
      let derived = Self.derive(secret, salt: salt, parameters: parameters, length: Self.hashLength)
    else {
      throw StoreError(.other, "cannot hash a secret with scrypt: \(Self.openSSLError())")
    }
    return PHCString(parameters: parameters, salt: salt, hash: derived).encoded
  }

  /// Whether `secret` matches `phc`. A malformed string, or one whose parameters,
  /// salt or hash length are out of bounds, matches nothing.
  func verify(_ secret: String, against phc: String) -> Bool {
    guard let stored = PHCString(parsing: phc),
      var derived = Self.derive(
        secret, salt: stored.salt, parameters: stored.parameters, length: stored.hash.count)
    else { return false }
    defer { Self.cleanse(&derived) }
    let difference = derived.withUnsafeBytes { candidate in
      stored.hash.withUnsafeBytes { expected in
        CRYPTO_memcmp(candidate.baseAddress, expected.baseAddress, candidate.count)
      }
    }
    return difference == 0
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
