import Foundation
import Testing

@testable import FormRules

@Suite("Password hasher")
struct PasswordHasherTests {
  /// RFC 7914's second scrypt test vector ("pleaseletmein", "SodiumChloride", N = 16384,
  /// r = 8, p = 1, 64 bytes), written as a PHC string.
  static let rfc7914 =
    "$scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw"

  @Test func theDefaultIsOWASPAndMakesPHCStrings() throws {
    let hasher = PasswordHasher()
    #expect(hasher.parameters == PasswordHasher.Parameters(logN: 14, r: 8, p: 5))
    let phc = try hasher.hash("correct horse")
    #expect(
      phc.wholeMatch(of: /\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+\/]{22}\$[A-Za-z0-9+\/]{43}/) != nil)
    #expect(try hasher.verify("correct horse", against: phc))
    #expect(!(try hasher.verify("correct horsE", against: phc)))
  }

  @Test func verifiesAnIndependentTestVector() throws {
    let hasher = PasswordHasher()
    #expect(try hasher.verify("pleaseletmein", against: Self.rfc7914))
    #expect(!(try hasher.verify("pleaseletmeim", against: Self.rfc7914)))
  }

  @Test func hashesOfOneSecretDifferBySalt() throws {
    let hasher = StoreTestDirectory.cheapHasher
    let first = try hasher.hash("secret")
    let second = try hasher.hash("secret")
    #expect(first != second)
    #expect(try hasher.verify("secret", against: first))
    #expect(try hasher.verify("secret", against: second))
  }

  @Test(arguments: ["", "with\u{0}nul", "пароль 🔑", "cafe\u{301}"])
  func unusualSecretsRoundTrip(secret: String) throws {
    let hasher = StoreTestDirectory.cheapHasher
    let phc = try hasher.hash(secret)
    #expect(try hasher.verify(secret, against: phc))
    #expect(!(try hasher.verify(secret + "x", against: phc)))
  }

  @Test func canonicallyEquivalentSecretsVerifyAlike() throws {
    // The form's `equals` treats precomposed and decomposed "café" as equal, so the hash
    // must too: secrets are hashed in NFC.
    let hasher = StoreTestDirectory.cheapHasher
    #expect(try hasher.verify("caf\u{E9}", against: try hasher.hash("cafe\u{301}")))
    #expect(try hasher.verify("cafe\u{301}", against: try hasher.hash("caf\u{E9}")))
    #expect(!(try hasher.verify("cafe", against: try hasher.hash("caf\u{E9}"))))
  }

  @Test(arguments: [
    "",
    "$scrypt$",
    "scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$argon2id$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=40,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=15,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=14,r=999,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=14,r=8,p=99$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=0,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=-1,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=+14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=99999999999999999999999,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$r=8,ln=14,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=14,r=8$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU=$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=14,r=8,p=1$U29kaXVt*2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=14,r=8,p=1$U29k$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hG",
    "$scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw$extra",
    " $scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
    "$scrypt$ln=14,r=8,p=1$U29kaXVtQ2hsb3JpZGU$" + String(repeating: "A", count: 10_000),
  ])
  func malformedOrHostileStringsAreStoreErrors(phc: String) {
    #expect(PasswordHasher.PHCString(parsing: phc) == nil)
    let error = #expect(throws: StoreError.self) {
      _ = try PasswordHasher().verify("pleaseletmein", against: phc)
    }
    #expect(error?.kind == .corrupt)
  }

  @Test func aTamperedRowWithCostlyParametersFailsWithoutHashing() throws {
    // ln=15, r=7, p=16 took 2.65 s per verification when up to 8× OWASP was accepted.
    let genuine = try #require(PasswordHasher.PHCString(parsing: Self.rfc7914))
    let tampered = PasswordHasher.PHCString(
      parameters: .init(logN: 15, r: 7, p: 16), salt: genuine.salt, hash: genuine.hash
    ).encoded
    let budget = HashBudget()
    let hasher = PasswordHasher(parameters: .owasp, budget: budget)
    let error = #expect(throws: StoreError.self) { _ = try hasher.verify("pleaseletmein", against: tampered) }
    #expect(error?.kind == .corrupt)
    #expect(budget.derivations == 0)
  }

  @Test func aMissingUserCostsOneDerivationWithTheWrittenParameters() throws {
    let budget = HashBudget()
    let hasher = PasswordHasher(parameters: .owasp, budget: budget)
    try hasher.verifyMissing("guess")
    #expect(budget.derivations == 1)
    #expect(budget.spentUnits == PasswordHasher.Parameters.owasp.work)
  }

  @Test func aSpentBudgetRefusesToHash() throws {
    let budget = HashBudget(limit: 3 * PasswordHasher.Parameters.checking.work)
    let hasher = PasswordHasher(parameters: .checking, budget: budget)
    for _ in 0..<3 { _ = try hasher.hash("x") }
    #expect(!budget.isExhausted)
    #expect(throws: StoreError.self) { _ = try hasher.hash("x") }
    #expect(budget.isExhausted)
    #expect(budget.derivations == 3)
  }

  @Test func phcStringsRoundTrip() throws {
    let parsed = try #require(PasswordHasher.PHCString(parsing: Self.rfc7914))
    #expect(parsed.parameters == PasswordHasher.Parameters(logN: 14, r: 8, p: 1))
    #expect(parsed.salt == Array("SodiumChloride".utf8))
    #expect(parsed.hash.count == 64)
    #expect(parsed.encoded == Self.rfc7914)
  }

  @Test(arguments: [
    (PasswordHasher.Parameters(logN: 14, r: 8, p: 5), true),
    (PasswordHasher.Parameters(logN: 14, r: 8, p: 1), true),
    (PasswordHasher.Parameters(logN: 4, r: 8, p: 1), true),
    (PasswordHasher.Parameters(logN: 14, r: 8, p: 16), false),
    (PasswordHasher.Parameters(logN: 15, r: 7, p: 16), false),
    (PasswordHasher.Parameters(logN: 14, r: 9, p: 1), false),
    (PasswordHasher.Parameters(logN: 15, r: 8, p: 1), false),
    (PasswordHasher.Parameters(logN: 20, r: 1, p: 1), false),  // 128 MiB
    (PasswordHasher.Parameters(logN: 40, r: 8, p: 5), false),
    (PasswordHasher.Parameters(logN: 14, r: 0, p: 5), false),
    (PasswordHasher.Parameters(logN: 14, r: 8, p: 0), false),
  ])
  func parameterLimits(parameters: PasswordHasher.Parameters, accepted: Bool) {
    #expect(parameters.isAccepted == accepted)
  }

  @Test func hashingWithParametersOutOfBoundsFails() {
    let hasher = PasswordHasher(parameters: .init(logN: 24, r: 8, p: 5))
    let error = #expect(throws: StoreError.self) { _ = try hasher.hash("x") }
    #expect(
      error?.message == "cannot hash a secret: scrypt parameters ln=24,r=8,p=5 are out of bounds")
  }
}
