import Testing

@testable import FormRules

/// Sessions of one process share one connection per data directory; in-memory stores stay
/// private to their session.
@Suite("Shared database connection")
struct SharedDatabaseTests {
  static let yaml = """
    form: signup
    stores:
      users: { table: users, key: username }
    fields:
      username: { rules: [{ absent_in: users }] }
    buttons:
      register: { action: { insert: users } }
    """

  @Test func sessionsOfOneDataDirectoryShareOneConnection() throws {
    try StoreTestDirectory.with { root in
      let compiled = try FormSpec(yaml: Self.yaml).compiled
      let environment = FormEnvironment(storage: .dataDirectory(root + "/data"))
      let first = try FormEngine(form: compiled, environment: environment)
      let second = try FormEngine(form: compiled, environment: environment)
      #expect(first.stores.database != nil)
      #expect(first.stores.database === second.stores.database)
      // What one session inserts, the other sees.
      first.set(field: 0, to: "alice_1")
      first.settle()
      _ = first.tap(button: 0)
      first.settle()
      second.set(field: 0, to: "alice_1")
      second.settle()
      #expect(second.fieldState(0).result.status == .failed)
    }
  }

  @Test func inMemorySessionsStayPrivate() throws {
    let compiled = try FormSpec(yaml: Self.yaml).compiled
    let first = try FormEngine(form: compiled, environment: FormEnvironment())
    let second = try FormEngine(form: compiled, environment: FormEnvironment())
    #expect(first.stores.database !== second.stores.database)
  }
}
