import Testing

@testable import FormRules

@Suite("List store name table")
struct ListStoreNameTableTests {
  @Test func agreesWithASetOfStringsWhileItGrows() {
    var table = ListStore.NameTable()
    var names: Set<String> = []
    for number in 0..<3_000 {
      let name = number % 7 == 0 ? "名前\(number)" : "user_\(number)"
      table.insert(name)
      names.insert(name)
      if number % 500 == 0 { table.insert(name) }  // a repeat changes nothing
    }
    #expect(table.count == names.count)
    for number in 0..<3_100 {
      for name in ["user_\(number)", "名前\(number)", "user_\(number)x", "ser_\(number)"] {
        #expect(table.contains(name) == names.contains(name), "\(name)")
      }
    }
  }

  @Test func comparesBytesExactly() {
    var table = ListStore.NameTable(capacity: 4)
    for name in ["", "a", "ab", "caf\u{E9}"] { table.insert(name) }
    #expect(table.count == 4)
    #expect(table.contains(""))
    #expect(table.contains("a"))
    #expect(!table.contains("A"))
    #expect(!table.contains("abc"))
    #expect(table.contains(String("xcaf\u{E9}".dropFirst())))
    // Decomposed text has other bytes; ListStore normalizes keys before looking them up.
    #expect(!table.contains("cafe\u{301}"))
  }
}
