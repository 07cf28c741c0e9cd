import Foundation
import Testing

@testable import FormRules

/// A list in a session: its query follows the search field on the virtual clock
/// (debounce, store latency, latest wins), matches without regard to case, keeps at most
/// `limit` items, and reports store errors as `failed`.
@Suite("Lists in a session")
struct ListSessionTests {
  /// A session of a list `heroes` over ``ListFixture/heroes``, its entry `list` (after
  /// `heroes: `), its store's keys `store`.
  private func withForm<Result>(
    _ list: String = "{ from: { store: heroes }, search: search }",
    store: String = "{ list: heroes.txt, columns: [name, description] }",
    _ body: (Form) throws -> Result
  ) throws -> Result {
    try ListFixture.withDirectory { directory in
      try body(ListFixture.form(ListFixture.spec(lists: "  heroes: \(list)", store: store), in: directory))
    }
  }

  @Test func theQueryWaitsForTheDebounceOnTheVirtualClock() throws {
    try withForm("{ from: { store: heroes }, search: search, debounce: 300ms }") { form in
      form.settle()
      #expect(try form.listState("heroes").count == ListFixture.heroes.count)
      try form.set("search", to: "a")
      // The field's transaction already shows the list loading, with the old items.
      #expect(try form.listState("heroes").status == .loading)
      #expect(try form.listState("heroes").count == ListFixture.heroes.count)
      form.advance(by: .milliseconds(299))
      #expect(try form.listState("heroes").status == .loading)
      form.advance(by: .milliseconds(1))
      let state = try form.listState("heroes")
      #expect(state.status == .ok)
      #expect(state.keys == ["Achilles", "Acamas", "Aeneas", "Ajax"])
      #expect(state.columns == ["name", "description"])
      #expect(state.items.first == ["Achilles", "Greek warrior"])
    }
  }

  @Test func aLoadingListMakesTheFormBusyAlsoWithGroups() throws {
    try ListFixture.withDirectory { directory in
      let yaml = ListFixture.spec(
        lists: "  heroes: { from: { store: heroes }, search: search, debounce: 300ms }"
      )
      .replacingOccurrences(
        of: "fields:\n",
        with: "fields:\n  phones: { repeat: { max: 2 }, fields: { number: { optional: true } } }\n")
      let form = try ListFixture.form(yaml, in: directory)
      form.settle()
      #expect(!form.snapshot.busy)
      try form.set("search", to: "a")
      // What a script shows of a form with groups (its path view) has the list too.
      let shown = form.engine.pathView().snapshot
      #expect(shown.lists.map(\.status) == [.loading])
      #expect(shown.busy && form.snapshot.busy)
      form.settle()
      #expect(!form.engine.pathView().snapshot.busy)
    }
  }

  @Test func aNewerSearchCancelsThePendingOneWhoseAnswerIsNeverShown() throws {
    try withForm(store: "{ list: heroes.txt, columns: [name, description], latency: 100ms }") { form in
      form.settle()
      final class Box { var shown: [ListState] = [] }
      let box = Box()
      let observation = form.observeLists { box.shown.append($0) }
      defer { observation.cancel() }
      try form.set("search", to: "a")
      form.advance(by: .milliseconds(50))
      try form.set("search", to: "aj")
      form.advance(by: .milliseconds(60))  // a's answer would have come at 100 ms
      #expect(try form.listState("heroes").status == .loading)
      form.advance(by: .milliseconds(40))
      #expect(box.shown.map(\.status) == [.loading, .ok])
      #expect(box.shown.last?.keys == ["Ajax"])
      #expect(!box.shown.contains { $0.count == 4 }, "the answer for 'a' was shown")
    }
  }

  @Test(arguments: [
    ("prefix", "ac", ["Achilles", "Acamas"]),
    ("contains", "ul", ["Beowulf", "Cú Chulainn", "Hua Mulan"]),
    ("prefix", "ACH", ["Achilles"]),
    ("prefix", "cú", ["Cú Chulainn"]),
    ("prefix", "CÚ CH", ["Cú Chulainn"]),
    ("prefix", "STRASS", ["Straßburg"]),
    ("contains", "SSB", ["Straßburg"]),
    ("prefix", "cu", []),
    ("prefix", "", ListFixture.heroes.map(\.0)),
  ])
  func matchesWithoutRegardToCase(match: String, search: String, expected: [String]) throws {
    try withForm("{ from: { store: heroes }, search: search, match: \(match), limit: 100 }") { form in
      try form.set("search", to: search)
      form.settle()
      let state = try form.listState("heroes")
      #expect(state.status == .ok)
      #expect(state.keys == expected)
      #expect(state.count == expected.count)
    }
  }

  @Test func theLimitBoundsTheItemsNotTheCount() throws {
    try withForm("{ from: { store: heroes }, search: search, limit: 2 }") { form in
      try form.set("search", to: "a")
      form.settle()
      let state = try form.listState("heroes")
      #expect(state.count == 4)
      #expect(state.keys == ["Achilles", "Acamas"])
    }
  }

  @Test func withoutASearchFieldTheFirstItemsShow() throws {
    try withForm("{ from: { store: heroes }, limit: 3 }") { (form: Form) throws in
      form.settle()
      #expect(try form.listState("heroes").keys == ["Achilles", "Acamas", "Aeneas"])
      #expect(form.snapshot.list("heroes")?.count == ListFixture.heroes.count)
    }
  }

  @Test func aPlainListStoreListsItsNames() throws {
    try ListFixture.withDirectory(text: "# names\nBeowulf\n\nbob\nAjax\n") { directory in
      let form = try ListFixture.form(
        ListFixture.spec(
          lists: "  heroes: { from: { store: heroes }, search: search }", store: "{ list: heroes.txt }"),
        in: directory)
      try form.set("search", to: "b")
      form.settle()
      let state = try form.listState("heroes")
      #expect(state.columns == ["name"])
      #expect(state.items == [["Beowulf"], ["bob"]])
    }
  }

  @Test func aTableStoreListsItsRowsAndQueriesAgainAfterAnInsert() throws {
    let yaml = """
      form: f
      stores:
        people: { table: people, key: name }
      fields:
        search: { optional: true }
        name: { optional: true }
        nickname: { optional: true }
        pin: { secret: true, optional: true }
      buttons:
        add:
          enabled_when: name.ok
          action: { insert: people, fields: [name, nickname, pin] }
      lists:
        people: { from: { store: people }, search: search, match: contains }
      """
    try StoreTestDirectory.with { directory in
      let form = try ListFixture.form(yaml, in: directory)
      try form.set("search", to: "AD")
      form.settle()
      #expect(try form.listState("people").count == 0)
      for (name, nickname) in [("Ada", "Countess"), ("Grace", "Amazing"), ("Radia", "Mother")] {
        try form.set(["name": name, "nickname": nickname, "pin": "1234"])
        #expect(try form.tap("add") == .started)
        form.settle()
      }
      let state = try form.listState("people")
      #expect(state.status == .ok)
      #expect(state.columns == ["name", "nickname"], "the secret column is left out")
      #expect(state.items == [["Ada", "Countess"], ["Radia", "Mother"]])
    }
  }

  @Test func aListStoreWithColumnsLooksUpItsFirstColumn() throws {
    let yaml = """
      form: f
      stores:
        heroes: { list: heroes.txt, columns: [name, description], case: insensitive }
      fields:
        name:
          rules: [ { absent_in: heroes, message: Taken } ]
      """
    try ListFixture.withDirectory { directory in
      let form = try ListFixture.form(yaml, in: directory)
      try form.set("name", to: "ACHILLES")
      #expect(form.snapshot.field("name")?.result == .failed("Taken"))
      try form.set("name", to: "Greek warrior")
      #expect(form.snapshot.field("name")?.result == .ok(nil))
    }
  }

  @Test func aStoreKeepsItsLinesOnlyForAList() throws {
    try ListFixture.withDirectory { directory in
      let path = directory + "/heroes.txt"
      #expect(try ListStore(contentsOf: path, columns: ["name", "description"]).rows == nil)
      let kept = try ListStore(contentsOf: path, columns: ["name", "description"], keepingRows: true)
      #expect(kept.rows?.items.count == ListFixture.heroes.count)
      #expect(kept.count == ListFixture.heroes.count)
      let rows = { (yaml: String) throws -> ListRows? in
        let spec = try FormSpec(yaml: yaml, file: directory + "/f.yaml", baseDirectory: directory)
        guard case .list(let list) = spec.compiled.stores[0].backing else { return nil }
        return list.rows
      }
      let withoutLists = "form: f\nstores:\n  heroes: { list: heroes.txt }\nfields:\n  search:\n"
      #expect(try rows(withoutLists) == nil)
      #expect(try rows(withoutLists + "lists:\n  heroes: { from: { store: heroes } }\n")?.items.count == 9)
    }
  }

  @Test func aStoreErrorFailsTheListWithItsMessage() throws {
    struct Refusing: CustomStore {
      func contains(_ key: String) throws -> Bool { false }
      func insert(_ record: [String: String], key: String) throws -> Bool { false }
      func record(forKey key: String) throws -> [String: String]? { nil }
    }
    try ListFixture.withDirectory { directory in
      let form = try ListFixture.form(
        ListFixture.spec(lists: "  heroes: { from: { store: heroes }, search: search }"), in: directory,
        stores: ["heroes": Refusing()])
      form.settle()
      let state = try form.listState("heroes")
      #expect(
        state.status
          == .failed("cannot list the items of store 'heroes': it is the embedding program's store"))
      #expect(state.count == 0 && state.items.isEmpty)
    }
  }

  @Test func aListChangeIsReportedOncePerTransaction() throws {
    try withForm { form in
      form.settle()
      final class Box { var count = 0 }
      let box = Box()
      let observation = form.observeLists { _ in box.count += 1 }
      defer { observation.cancel() }
      try form.set(["search": "a"])
      #expect(box.count == 1)  // loading, in the field's transaction
      form.settle()
      #expect(box.count == 2)  // the answer
      try form.set("search", to: "a")  // no change: nothing reported
      #expect(box.count == 2)
    }
  }

  @Test func anUnknownListIsAnErrorWithASuggestion() throws {
    _ = try withForm { (form: Form) throws in
      #expect(throws: FormError.unknownList("heros", suggestion: "heroes")) { try form.listState("heros") }
    }
  }

  @Test func aSnapshotWithListsEncodesAndDecodes() throws {
    try withForm("{ from: { store: heroes }, search: search, limit: 2 }") { form in
      try form.set("search", to: "a")
      form.settle()
      let snapshot = form.snapshot
      let data = try JSONEncoder().encode(snapshot)
      let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let heroes = try #require((json["lists"] as? [String: Any])?["heroes"] as? [String: Any])
      #expect(heroes["status"] as? String == "ok")
      #expect(heroes["count"] as? Int == 4)
      #expect(
        (heroes["items"] as? [[String: String]])?.first == [
          "name": "Achilles", "description": "Greek warrior",
        ])
      let decoded = try JSONDecoder().decode(FormSnapshot.self, from: data)
      #expect(decoded.lists.map(\.count) == [4])
      #expect(decoded.lists.first?.items.count == 2)
      #expect(decoded.lists.first.map { Set($0.columns) } == ["name", "description"])
    }
  }
}
