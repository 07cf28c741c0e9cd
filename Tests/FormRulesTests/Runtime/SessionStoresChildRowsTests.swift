import Testing

@testable import FormRules

/// The pass-through for sessions: a table store takes the items, a custom store refuses them.
@Suite("Session stores child rows")
struct SessionStoresChildRowsTests {
  static let yaml = """
    form: contacts
    stores:
      users: { table: users, key: username }
    fields:
      username: {}
    """

  @Test func aTableStoreTakesTheItems() throws {
    let stores = try SessionStores(form: FormSpec(yaml: Self.yaml).compiled, environment: FormEnvironment())
    let phones = ChildRows(group: "phones", items: [.init([("number", "1")])])
    #expect(try stores.insert(0, [("username", "alice")], children: [phones]))
    #expect(try stores.insert(0, [("username", "alice")], children: [phones]) == false)
    let count = try #require(stores.database as? SharedDatabase).withConnection {
      (database) throws(StoreError) in
      try database.columnNames(of: "users_phones", "test").count
    }
    #expect(count == 3)
  }

  @Test func aCustomStoreRefusesThem() throws {
    var environment = FormEnvironment()
    environment.stores["users"] = CustomStoreTests.MemoryStore()
    let stores = try SessionStores(form: FormSpec(yaml: Self.yaml).compiled, environment: environment)
    let error = #expect(throws: StoreError.self) {
      try stores.insert(0, [("username", "alice")], children: [.init(group: "phones", items: [])])
    }
    #expect(
      error?.message == "cannot insert into store 'users': it takes no repeated groups, such as 'phones'")
    #expect(try stores.contains(0, "alice") == false)
  }
}
