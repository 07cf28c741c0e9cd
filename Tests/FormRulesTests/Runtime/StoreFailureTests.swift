import Foundation
import Testing

@testable import FormRules

/// Store errors are told as store errors — their own message and a ``StoreFailure`` —
/// never as the spec's `failed:` text; and `verify` fails closed on anything it cannot
/// trust.
@Suite("Store failures")
struct StoreFailureTests {
  /// A sign-up and a log-in sharing the `users` table, with a free-text `bio` so that one
  /// record can be made large.
  static let yaml = """
    form: account
    stores:
      users: { table: users, key: username }
    fields:
      username:
        rules:
          - absent_in: users
            message: Username is already taken
      bio: { optional: true }
      password: { secret: true }
    buttons:
      register:
        action: { insert: users }
        failed: Username is already taken
      login:
        enabled_when: password.length > 0
        action: { verify: users }
        failed: Wrong password
    """

  let budget = HashBudget()
  let engine: FormEngine

  init() throws {
    let spec = try FormSpec(yaml: Self.yaml)
    var environment = FormEnvironment(storage: .inMemory)
    environment.hasher = PasswordHasher(parameters: .checking, budget: budget)
    engine = try FormEngine(form: spec.compiled, environment: environment)
  }

  /// Inserts a record into `users` directly.
  private func insertUser(_ columns: [(column: String, value: String)]) throws -> TableStore.InsertOutcome {
    try #require(engine.stores.database as? SharedDatabase).withTable(0) { (users) throws(StoreError) in
      try users.insert(columns)
    }
  }

  /// Runs `sql` on the session's connection.
  private func execute(_ sql: String) throws {
    try #require(engine.stores.database as? SharedDatabase).withConnection { (database) throws(StoreError) in
      try database.execute(sql, "test")
    }
  }

  /// Sets `values` (field name → value), taps `button` and settles; the button's result.
  private func tap(_ button: String, _ values: [String: String]) throws -> ButtonResult? {
    let form = engine.compiledForm
    engine.set(try values.map { (try #require(form.fieldIndex[$0.key]), $0.value) })
    engine.settle()
    let index = try #require(form.buttonIndex[button])
    _ = engine.tap(button: index)
    engine.settle()
    return engine.buttonState(index).result
  }

  @Test func theExpectedFailuresKeepTheSpecsMessages() throws {
    #expect(try tap("register", ["username": "alice_1", "password": "secret1"])?.status == .ok)
    #expect(
      try tap("login", ["username": "alice_1", "password": "wrong"])
        == ButtonResult(status: .failed, message: "Wrong password"))
    #expect(
      try tap("login", ["username": "nobody", "password": "secret1"])
        == ButtonResult(status: .failed, message: "Wrong password"))
    #expect(try tap("login", ["username": "alice_1", "password": "secret1"])?.status == .ok)
  }

  @Test func aLogInForAMissingUserHashesAsMuchAsOneForAPresentUser() throws {
    _ = try tap("register", ["username": "alice_1", "password": "secret1"])
    let start = budget.derivations
    _ = try tap("login", ["username": "alice_1", "password": "wrong"])
    let present = budget.derivations - start
    _ = try tap("login", ["username": "nobody", "password": "wrong"])
    let missing = budget.derivations - start - present
    #expect(present == 1)
    #expect(missing == present)
  }

  @Test func aFullDatabaseIsAStoreErrorNotTheNameTaken() throws {
    #expect(try tap("register", ["username": "alice_1", "password": "secret1"])?.status == .ok)
    let database = try #require(engine.stores.database as? SharedDatabase)
    let pages = try #require(
      database.withConnection { (database) throws(StoreError) -> String? in
        let statement = try database.prepare("PRAGMA page_count", "test")
        return try statement.step() ? statement.text(at: 0) : nil
      })
    try execute("PRAGMA max_page_count = \(pages)")
    let result = try #require(
      try tap(
        "register", ["username": "bob_22", "bio": String(repeating: "b", count: 64 * 1024), "password": "x"]))
    #expect(result.status == .failed)
    #expect(result.error == .full)
    #expect(result.message != "Username is already taken")
    #expect(result.message.hasPrefix("cannot insert into table 'users'"))
  }

  @Test func aReadOnlyDatabaseIsAStoreErrorNotTheNameTaken() throws {
    // What a write-protected file gives; permission bits do not stop root, this does.
    try execute("PRAGMA query_only = ON")
    let result = try #require(try tap("register", ["username": "alice_1", "password": "secret1"]))
    #expect(result.status == .failed)
    #expect(result.error == .readOnly)
    #expect(result.message != "Username is already taken")
  }

  @Test func aFailedLookupIsAStoreErrorNotTheRulesMessage() throws {
    try execute("DROP TABLE users")
    engine.set(field: 0, to: "alice_1")
    engine.settle()
    let state = engine.fieldState(0)
    let result = state.result
    #expect(result.status == .failed)
    #expect(state.storeFailure != nil)
    #expect(result.message?.hasPrefix("could not check store 'users': ") == true)
  }

  @Test(arguments: [
    "not a hash",
    "$scrypt$ln=14,r=8,p=5$AAAA$AAAA",
    // A tampered row: costlier parameters than this version writes (2.65 s per try when
    // they were accepted).
    "$scrypt$ln=15,r=7,p=16$U29kaXVtQ2hsb3JpZGU$cCO9yzr9c0hGHAbNgf046/2o+7qQT44+qbVD9lRdofLVQylVYT8Pz2LUlwUkKpr55h6F3A1lHkDfzwF7RVdYhw",
  ])
  func aMalformedStoredHashIsAStoreErrorNotAWrongPassword(stored: String) throws {
    #expect(try insertUser([("username", "alice_1"), ("password", stored)]) == .inserted)
    let start = budget.derivations
    let result = try #require(try tap("login", ["username": "alice_1", "password": "secret1"]))
    #expect(result.status == .failed)
    #expect(result.error == .corrupt)
    #expect(result.message != "Wrong password")
    #expect(budget.derivations == start)
  }

  @Test func aHashStoredForAFieldTheFormDoesNotMarkSecretFailsClosed() throws {
    let hash = try PasswordHasher(parameters: .checking).hash("anything")
    #expect(try insertUser([("username", "alice_1"), ("bio", hash), ("password", hash)]) == .inserted)
    let result = try #require(
      try tap("login", ["username": "alice_1", "bio": "anything", "password": "anything"]))
    #expect(result.status == .failed)
    #expect(result.error == .invalidInput)
    #expect(result.message.contains("field 'bio' is not secret"))
  }

  @Test func aRecordWithoutAStoredHashFailsClosed() throws {
    #expect(try insertUser([("username", "alice_1")]) == .inserted)
    let result = try #require(try tap("login", ["username": "alice_1", "password": "x"]))
    #expect(result.status == .failed)
    #expect(result.error != nil)
  }
}
