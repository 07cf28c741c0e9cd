import Foundation
import Testing

@testable import FormRules

/// Groups and repeated groups in a live session: paths, items, aggregates, a group's own
/// status, `unique`, scoping, and mirrors of enclosing fields.
@Suite struct GroupFormTests {
  static let order = """
    form: order
    fields:
      customer:
        fields:
          name: { rules: [ { min_length: 2 } ] }
          email: { rules: [ { format: email } ] }
      country: { rules: [ { one_of: [DE, FR] } ] }
      lines:
        repeat: { min: 1, max: 3 }
        fields:
          sku: { rules: [ { pattern: "[A-Z]{3}" } ] }
          quantity: { type: integer, rules: [ { min: 1 } ] }
          unit_price: { type: number }
          gift_note:
            optional: true
            enabled_when: form.country == "FR" and quantity > 1
        computed:
          amount: quantity * unit_price
        rules:
          - unique: sku
    computed:
      total: sum(lines.amount)
    buttons:
      buy:
        enabled_when: customer.valid and lines.valid and lines.count <= 2 and total < 100
    """

  /// A session of the order spec.
  static func session() throws -> Form {
    try Form(spec: FormSpec(yaml: order))
  }

  /// The state of the item field `field` of item `item` (1-based) of `lines`.
  static func itemField(_ form: Form, _ item: Int, _ field: String) -> FieldState? {
    Self.field(form, "lines", item, field)
  }

  /// The state of the item field `field` of item `item` (1-based) of repeated group `group`.
  static func field(_ form: Form, _ group: String, _ item: Int, _ field: String) -> FieldState? {
    try? form.fieldState(at: "\(group)[\(item)].\(field)")
  }

  /// The group's own result.
  static func linesResult(_ form: Form) -> FieldResult? {
    try? form.fieldState(at: "lines").result
  }

  @Test func aRepeatedGroupStartsWithItsMinimumAndCountsItsItems() throws {
    let form = try Self.session()
    #expect(try form.itemCount(of: "lines") == 1)
    #expect(try form.addItem(to: "lines") == 2)
    try form.removeItem("lines[1]")
    #expect(try form.itemCount(of: "lines") == 1)
    #expect(throws: FormError.self) { try form.removeItem("lines[2]") }
    #expect(throws: FormError.self) { try form.addItem(to: "line") }
  }

  @Test func aggregatesFollowItemsInTheSameTransaction() throws {
    let form = try Self.session()
    try form.set(["customer.name": "Ada", "customer.email": "ada@example.org", "country": "DE"])
    try form.set("lines[1].sku", to: "ABC")
    try form.set("lines[1].quantity", to: "2")
    try form.set("lines[1].unit_price", to: "10")
    #expect(form.snapshot.computed(named: "total")?.value == .number(20))
    #expect(form.snapshot.button("buy")?.enabled == true)
    try form.addItem(to: "lines")
    // The new item is empty: the group is incomplete, and the sum is absent.
    #expect(Self.linesResult(form)?.status == .empty)
    #expect(form.snapshot.computed(named: "total")?.value == nil)
    #expect(form.snapshot.button("buy")?.enabled == false)
    try form.set("lines[2].sku", to: "XYZ")
    try form.set("lines[2].quantity", to: "1")
    try form.set("lines[2].unit_price", to: "5.5")
    #expect(form.snapshot.computed(named: "total")?.value == .number(25.5))
    #expect(form.snapshot.button("buy")?.enabled == true)
    try form.removeItem("lines[1]")
    #expect(form.snapshot.computed(named: "total")?.value == .number(5.5))
  }

  @Test func theGroupFailsOutsideItsBoundsAndOnDuplicates() throws {
    let form = try Self.session()
    try form.removeItem("lines[1]")
    #expect(Self.linesResult(form) == .failed("Lines needs at least 1 item"))
    for _ in 0..<4 { try form.addItem(to: "lines") }
    #expect(Self.linesResult(form) == .failed("Lines can have at most 3 items"))
    try form.removeItem("lines[4]")
    try form.set("lines[1].sku", to: "ABC")
    try form.set("lines[3].sku", to: "ABC")
    #expect(Self.linesResult(form) == .failed("Each item of Lines needs a different Sku"))
  }

  /// `unique` compares values as `String`s do (canonically equivalent texts are the
  /// same), pairwise for a few items and through a set for many: both ways find the
  /// same duplicates.
  @Test(arguments: [2, 32, 33, 40])
  func uniqueFindsEquivalentTextsAmongFewAndManyItems(count: Int) throws {
    let form = try Form(
      spec: FormSpec(
        yaml: """
          form: t
          fields:
            items:
              repeat: { min: 1, max: 50 }
              fields:
                code: { optional: true }
              rules:
                - unique: code
          """))
    while try form.itemCount(of: "items") < count { try form.addItem(to: "items") }
    for item in 1...count { try form.set("items[\(item)].code", to: "c\(item)") }
    #expect(try form.fieldState(at: "items").result.status == .ok)
    try form.set("items[1].code", to: "caf\u{E9}")
    try form.set("items[\(count)].code", to: "cafe\u{301}")
    #expect(try form.fieldState(at: "items").result.status == .failed)
    try form.set("items[\(count)].code", to: "cafe")
    #expect(try form.fieldState(at: "items").result.status == .ok)
  }

  @Test func itemsReadTheirSiblingsAndTheEnclosingForm() throws {
    let form = try Self.session()
    try form.set("lines[1].quantity", to: "2")
    #expect(Self.itemField(form, 1, "gift_note")?.enabled == false)
    // `form.country` is the top level's field, mirrored into every item.
    try form.set("country", to: "FR")
    #expect(Self.itemField(form, 1, "gift_note")?.enabled == true)
    try form.addItem(to: "lines")
    #expect(Self.itemField(form, 2, "gift_note")?.enabled == false)
    try form.set("lines[2].quantity", to: "5")
    #expect(Self.itemField(form, 2, "gift_note")?.enabled == true)
  }

  @Test func aGroupIsValidWhenEveryFieldInsideIs() throws {
    let form = try Self.session()
    try form.set("customer.name", to: "A")
    let group = try #require(form.pathView.snapshot.field("customer"))
    #expect(group.result == .failed("Name must be at least 2 characters"))
    #expect(!group.isValid)
    #expect(form.snapshot.field("customer.name")?.result == .failed("Name must be at least 2 characters"))
  }

  @Test func aDisabledFieldInAnItemDoesNotKeepItIncomplete() throws {
    let form = try Form(
      spec: FormSpec(
        yaml: """
          form: t
          fields:
            items:
              repeat: { min: 1 }
              fields:
                kind: {}
                extra:
                  enabled_when: kind == "x"
          buttons:
            go: {}
          """))
    try form.set("items[1].kind", to: "y")
    #expect(form.snapshot.button("go")?.enabled == true)
    try form.set("items[1].kind", to: "x")
    #expect(form.snapshot.button("go")?.enabled == false)
  }
}

/// Lookups inside items: each item's own, latest wins per item, and removing an item
/// cancels its pending lookup.
@Suite struct GroupLookupTests {
  static let spec = """
    form: team
    stores:
      reserved: { list: reserved-names.txt, latency: 100ms }
    fields:
      members:
        repeat: { min: 2 }
        fields:
          nick:
            rules:
              - absent_in: reserved
                message: That name is reserved
    buttons:
      save: {}
    """

  static func session() throws -> Form {
    try Form(spec: FormSpec(yaml: spec, baseDirectory: TestPaths.forms.path))
  }

  static func nick(_ form: Form, _ item: Int) -> FieldResult? {
    GroupFormTests.field(form, "members", item, "nick")?.result
  }

  @Test func eachItemLooksUpItsOwnValueAndTheLatestWins() throws {
    let form = try Self.session()
    try form.set("members[1].nick", to: "admin")
    try form.set("members[2].nick", to: "ada")
    form.advance(by: .milliseconds(50))
    #expect(Self.nick(form, 1) == .validating)
    // A second value typed before the first lookup answered: only the second counts.
    try form.set("members[1].nick", to: "grace")
    form.advance(by: .milliseconds(60))
    #expect(Self.nick(form, 2) == .ok(nil))
    #expect(Self.nick(form, 1) == .validating)
    form.advance(by: .milliseconds(50))
    #expect(Self.nick(form, 1) == .ok(nil))
    try form.set("members[2].nick", to: "admin")
    form.settle()
    #expect(Self.nick(form, 2) == .failed("That name is reserved"))
    #expect(form.snapshot.button("save")?.enabled == false)
  }

  @Test func removingAnItemCancelsItsPendingLookup() throws {
    let form = try Self.session()
    try form.set("members[1].nick", to: "admin")
    try form.set("members[2].nick", to: "ada")
    try form.removeItem("members[1]")
    // The removed item's lookup never answers; the one left settles alone.
    form.settle()
    #expect(Self.nick(form, 1) == .ok(nil))
    #expect(try form.itemCount(of: "members") == 1)
    #expect(form.nextDueTime == nil)
    try form.addItem(to: "members")
    // The item reused from the removed one starts empty.
    #expect(Self.nick(form, 2) == .empty)
  }

  @Test func removingAnItemCancelsTheLookupsOfTheItemsInsideIt() throws {
    let form = try Form(
      spec: FormSpec(
        yaml: """
          form: league
          stores:
            reserved: { list: reserved-names.txt, latency: 100ms }
          fields:
            teams:
              repeat: { min: 2 }
              fields:
                members:
                  repeat: { min: 1 }
                  fields:
                    nick:
                      rules:
                        - absent_in: reserved
          """, baseDirectory: TestPaths.forms.path))
    try form.set("teams[2].members[1].nick", to: "ada")
    form.advance(by: .milliseconds(50))
    try form.set("teams[1].members[1].nick", to: "admin")
    try form.removeItem("teams[1]")
    // The other team's lookup answers at 100 ms; the removed team's inner one, due at
    // 150 ms, went with its team: nothing is left to run.
    form.advance(by: .milliseconds(50))
    #expect(try form.fieldState(at: "teams[1].members[1].nick").result == .ok(nil))
    #expect(form.nextDueTime == nil)
  }
}

/// Groups three levels deep: a repeated group whose items hold a group holding a group,
/// and a repeated group of their own, with v2 features inside and values read across
/// every level.
@Suite struct DeepGroupTests {
  static let spec = """
    form: deep
    fields:
      region:
        rules:
          - one_of: [EU, US]
      orders:
        repeat: { min: 1 }
        fields:
          ref:
            rules:
              - pattern: "[A-Z]{2}[0-9]{3}"
          shipping:
            fields:
              address:
                fields:
                  city: {}
                  zip:
                    required_when: form.region == "US"
                    rules:
                      - pattern: "[0-9]{5}"
          lines:
            repeat: { min: 1, max: 5 }
            fields:
              qty: { type: integer, rules: [ { min: 1 }, { holds: qty <= 10 } ] }
              note:
                optional: true
                visible_when: qty > 5
            computed:
              double: qty * 2
        computed:
          units: sum(lines.qty)
    computed:
      total_units: sum(orders.units)
    """

  @Test func valuesFlowAcrossThreeLevels() throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec))
    try form.set("region", to: "EU")
    try form.set("orders[1].ref", to: "AB123")
    try form.set("orders[1].shipping.address.city", to: "Paris")
    try form.set("orders[1].lines[1].qty", to: "3")
    #expect(try form.addItem(to: "orders[1].lines") == 2)
    try form.set("orders[1].lines[2].qty", to: "7")
    try form.addItem(to: "orders")
    try form.set("orders[2].lines[1].qty", to: "4")
    #expect(form.snapshot.computed(named: "total_units")?.value == .number(14))
    let view = form.pathView.snapshot
    #expect(view.field("orders[1].lines[2].note")?.visible == true)
    #expect(view.field("orders[1].lines[1].note")?.visible == false)
    // The zip is required only in the US: read from the top level, two items down.
    #expect(view.field("orders[1].shipping.address")?.result == .ok(nil))
    try form.set("region", to: "US")
    #expect(form.pathView.snapshot.field("orders[1].shipping.address")?.result == .empty)
    try form.set("orders[1].lines[2].qty", to: "11")
    #expect(form.pathView.snapshot.field("orders[1].lines[2].qty")?.result == .failed("Qty is not valid"))
    #expect(form.snapshot.computed(named: "total_units")?.value == .number(18))
    #expect(try form.fieldState(at: "orders[1].lines").result == .failed("Qty is not valid"))
    #expect(try form.fieldState(at: "orders[1].lines[2].qty").name == "orders[1].lines[2].qty")
    #expect(try form.fieldState(at: "region").result == .ok(nil))
    #expect(throws: FormError.self) { try form.fieldState(at: "orders[3].ref") }
    try form.removeItem("orders[1]")
    #expect(form.snapshot.computed(named: "total_units")?.value == .number(4))
  }
}

/// Mistakes in names inside groups get a suggestion with the path.
@Suite struct GroupNameSuggestionTests {
  @Test func aMisspelledSiblingSuggestsItsPath() {
    let spec = """
      form: t
      fields:
        address:
          fields:
            street: {}
            city:
              enabled_when: stret.ok
      """
    let error = #expect(throws: FormSpecError.self) { try FormSpec(yaml: spec) }
    #expect(
      error?.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
        "7:23 unknown field 'stret' — did you mean 'address.street'?"
      ])
  }
}

/// A write to a table store runs the items' lookups in it again, as it does the form's.
@Suite struct GroupStoreRevisionTests {
  @Test func anInsertRunsTheItemsLookupsAgain() throws {
    let spec = try FormSpec(
      yaml: """
        form: team
        stores:
          users: { table: users, key: username }
        fields:
          username: {}
          friends:
            repeat: { min: 1 }
            fields:
              nick:
                rules:
                  - absent_in: users
                    message: That name is taken
        buttons:
          save:
            action: { insert: users, fields: [username] }
        """)
    let form = try Form(spec: spec, environment: FormEnvironment(storage: .inMemory))
    try form.set("username", to: "ada")
    try form.set("friends[1].nick", to: "ada")
    form.settle()
    #expect(try form.fieldState(at: "friends[1].nick").result == .ok(nil))
    try form.tap("save")
    form.settle()
    #expect(try form.fieldState(at: "friends[1].nick").result == .failed("That name is taken"))
  }
}
