import Synchronization
import Testing

@testable import FormRules

/// A ``CustomStore`` the embedding program registers is used by a spec exactly as a
/// built-in store: lookups, `insert:` and `verify:`, and its failures as store errors.
@Suite("Custom stores")
struct CustomStoreTests {
  /// An in-memory store of records by key; `failure`, when set, is thrown by every call.
  final class MemoryStore: CustomStore {
    let records = Mutex<[String: [String: String]]>([:])
    let failure = Mutex<StoreError?>(nil)

    func contains(_ key: String) throws -> Bool {
      if let failure = failure.withLock({ $0 }) { throw failure }
      return records.withLock { $0[key] != nil }
    }

    func insert(_ record: [String: String], key: String) throws -> Bool {
      if let failure = failure.withLock({ $0 }) { throw failure }
      guard let value = record[key] else { throw StoreError(.invalidInput, "no key") }
      return records.withLock { records in
        guard records[value] == nil else { return false }
        records[value] = record
        return true
      }
    }

    func record(forKey key: String) throws -> [String: String]? {
      if let failure = failure.withLock({ $0 }) { throw failure }
      return records.withLock { $0[key] }
    }
  }

  let store = MemoryStore()
  let engine: FormEngine

  init() throws {
    var environment = FormEnvironment()
    environment.stores["users"] = store
    environment.hasher = PasswordHasher(parameters: .checking)
    engine = try FormEngine(form: FormSpec(yaml: StoreFailureTests.yaml).compiled, environment: environment)
  }

  /// Sets `values`, settles, and returns the username's result.
  private func set(_ values: [String: String]) throws -> FieldResult {
    let form = engine.compiledForm
    engine.set(try values.map { (try #require(form.fieldIndex[$0.key]), $0.value) })
    engine.settle()
    return engine.fieldState(0).result
  }

  /// Taps `button` and settles; the button's result. (The spec is the one of
  /// ``StoreFailureTests``, its `users` table replaced by ``store``.)
  private func tap(_ button: String) throws -> ButtonResult? {
    let index = try #require(engine.compiledForm.buttonIndex[button])
    _ = engine.tap(button: index)
    engine.settle()
    return engine.buttonState(index).result
  }

  @Test func lookupsInsertsAndVerificationGoThroughTheStore() throws {
    #expect(engine.stores.database == nil)  // no SQLite for a table a custom store replaces
    #expect(try set(["username": "alice_1", "password": "secret1"]) == .ok(nil))
    #expect(try tap("register")?.status == .ok)
    let stored = try #require(store.records.withLock { $0["alice_1"] })
    #expect(stored["password"]?.hasPrefix("$scrypt$") == true)  // hashed, never the secret
    #expect(engine.fieldState(0).result == .failed("Username is already taken"))
    #expect(!engine.buttonState(0).enabled)
    #expect(try tap("login")?.status == .ok)
    _ = try set(["password": "wrong"])
    #expect(try tap("login") == ButtonResult(status: .failed, message: "Wrong password"))
  }

  @Test func aStoreFailureIsToldAsAStoreError() throws {
    _ = try set(["username": "bob_2", "password": "secret1"])
    store.failure.withLock { $0 = StoreError(.busy, "the service is down") }
    let result = try #require(try tap("register"))
    #expect(result.error == .busy)
    #expect(result.message == "cannot insert into store 'users': the service is down")
  }
}
