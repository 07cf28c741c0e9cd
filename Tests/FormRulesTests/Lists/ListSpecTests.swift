import Foundation
import Testing

@testable import FormRules

/// `lists:` and a list store's `columns:` as `formcheck check` reads them: every mistake
/// at its exact place, with a stable code.
@Suite("Lists in a spec")
struct ListSpecTests {
  /// `CODE line:column message` of each diagnostic of `yaml`, its files in `directory`.
  private func diagnostics(_ yaml: String, in directory: String) -> [String] {
    SpecChecker().check(yaml: yaml, file: "f.yaml", baseDirectory: directory).map {
      "\($0.code) \($0.location.line):\($0.location.column) \($0.message)"
    }
  }

  @Test func aWellFormedListChecksClean() throws {
    let yaml = ListFixture.spec(
      lists: """
          heroes:
            label: { en: Heroes, fr: Héros }
            from: { store: heroes }
            search: search
            match: contains
            debounce: 300ms
            limit: 5
        """)
    #expect(try ListFixture.withDirectory { diagnostics(yaml, in: $0) } == [])
  }

  @Test func everyMistakeIsReportedWhereItIs() throws {
    let yaml = """
      form: f
      stores:
        heroes: { list: heroes.txt, columns: [name, description] }
      fields:
        search: { optional: true }
        pin: { secret: true }
      lists:
        a: { from: { store: heros }, search: search }
        b: { from: { store: heroes }, search: serch }
        c: { from: { store: heroes }, search: pin }
        d: { from: { store: heroes }, match: infix }
        e: { from: { store: heroes }, limit: 0 }
        g: { from: { store: heroes }, limit: 5000 }
        search: { from: { store: heroes } }
        h: { from: { table: heroes } }
        i: { search: search }
      """
    let found = try ListFixture.withDirectory { diagnostics(yaml, in: $0) }
    #expect(
      found == [
        "FR202 8:23 unknown store 'heros' — did you mean 'heroes'?",
        "FR201 9:41 unknown field 'serch' — did you mean 'search'?",
        "FR209 10:41 list 'c' cannot search with the secret field 'pin': its value would be sent to a store",
        "FR106 11:40 unknown match 'infix' in 'match'",
        "FR106 12:40 'limit' of list 'e' must be at least 1, found 0",
        "FR106 13:40 'limit' must be at most 1000, found 5000",
        "FR108 14:3 list 'search' has the same name as field 'search'",
        "FR103 15:14 'from' of list 'h' needs 'store' or 'service'",
        "FR101 15:16 unknown key 'table' in 'from' of list 'h'",
        "FR103 16:6 list 'i' needs 'from'",
      ])
  }

  @Test func aLineWithTheWrongNumberOfColumnsNamesItsFileAndLine() throws {
    let yaml = ListFixture.spec(lists: "  heroes: { from: { store: heroes } }")
    let found = try ListFixture.withDirectory(text: "Achilles\tGreek warrior\nAjax\n") { directory in
      diagnostics(yaml, in: directory).map { $0.replacingOccurrences(of: directory + "/", with: "") }
    }
    #expect(
      found == [
        "FR204 3:19 cannot read list 'heroes.txt': heroes.txt:2: the line has 1 tab-separated column, and 'columns' names 2 (name, description)"
      ])
  }

  @Test func columnsAreIdentifiersNamedOnceOnAListStore() throws {
    let yaml = """
      form: f
      stores:
        a: { list: heroes.txt, columns: [name, name] }
        b: { list: heroes.txt, columns: [] }
        c: { table: t, key: k, columns: [name] }
        d: { list: heroes.txt, columns: [2x] }
      fields:
        k: {}
      """
    let found = try ListFixture.withDirectory { diagnostics(yaml, in: $0) }
    #expect(found.contains("FR108 3:42 column 'name' is named twice in store 'a'"))
    #expect(found.contains("FR106 4:35 'columns' of store 'b' needs 1 to 16 column names, found 0"))
    #expect(
      found.contains(
        "FR109 5:26 'columns' only applies to a 'list' store; a table store's items have the table's columns")
    )
    #expect(found.contains { $0.hasPrefix("FR104 6:36 ") })
  }

  @Test func examplesExpectOnlyWhatAListHas() throws {
    let yaml = ListFixture.spec(
      lists: """
          heroes: { from: { store: heroes }, search: search }
        examples:
          - name: wrong keys
            expect:
              heroes: { enabled: true }
              search: { count: 2 }
              heroez: { count: 2 }
        """)
    let found = try ListFixture.withDirectory { diagnostics(yaml, in: $0) }
    #expect(
      found == [
        "FR106 11:7 list 'heroes' has a status, message, count and items: expect '{count: N, items: [KEY, …]}'",
        "FR106 12:7 only a list has 'count', 'items' or the status 'loading', and 'search' is not one",
        "FR201 13:7 unknown field, computed value, button or list 'heroez' — did you mean 'heroes'?",
      ])
  }

  @Test func aFailingListExpectationShowsExpectedAgainstFound() throws {
    let yaml = ListFixture.spec(
      lists: """
          heroes: { from: { store: heroes }, search: search, limit: 2 }
        examples:
          - name: typing ac
            set: { search: ac }
            expect:
              heroes: { status: ok, count: 3, items: [Acamas] }
        """)
    let found = try ListFixture.withDirectory { diagnostics(yaml, in: $0) }
    #expect(
      found == [
        "FR601 12:7 example 'typing ac': list 'heroes' expected count 3, found 2; expected items [\"Acamas\"], found [\"Achilles\", \"Acamas\"]"
      ])
  }
}
