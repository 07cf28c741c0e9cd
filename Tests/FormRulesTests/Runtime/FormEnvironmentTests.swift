import Testing

@testable import FormRules

/// The library's default environment touches no disk and reads no environment variables.
@Suite("Form environment")
struct FormEnvironmentTests {
  @Test func theDefaultKeepsTablesInMemory() throws {
    #expect(FormEnvironment().storage == .inMemory)
    let spec = try FormSpec(
      yaml: """
        form: signup
        stores:
          users: { table: users, key: username }
        fields:
          username: { rules: [{ absent_in: users }] }
        """)
    let form = try Form(spec: spec)
    #expect(form.engine.stores.database?.name == SQLiteDatabase.inMemoryPath)
  }
}
