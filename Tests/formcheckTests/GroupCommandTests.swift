import Foundation
import Testing

@testable import FormRules

/// Forms with groups at the command line, end to end: `batch` reads nested records and
/// writes nested states, names a bad value by its path, and inserts items as child rows;
/// scripts set fields by path and add and remove items; the prompt walks items and offers
/// another one.
@Suite("formcheck with groups", .serialized)
struct GroupCommandTests {
  let directory: URL

  init() throws { directory = try Formcheck.temporaryDirectory() }

  /// A contact spec stored by an insert, written to the test's directory.
  private func contactSpec() throws -> String {
    try writeSpec(
      "people.yaml",
      """
      form: people
      stores:
        people: { table: people, key: name }
      fields:
        name: { rules: [ { min_length: 2 } ] }
        address:
          fields:
            city: {}
            postcode: { optional: true }
        phones:
          repeat: { min: 1, max: 3 }
          fields:
            kind: { rules: [ { one_of: [home, work] } ] }
            number: {}
            pin: { secret: true, optional: true }
          rules:
            - unique: number
      buttons:
        save:
          action: { insert: people }
      """)
  }

  /// Writes `text` as the spec `name` in the test's directory and returns its path.
  private func writeSpec(_ name: String, _ text: String) throws -> String {
    let spec = directory.appendingPathComponent(name)
    try text.write(to: spec, atomically: false, encoding: .utf8)
    return spec.path
  }

  private func run(_ arguments: [String], input: String) throws -> Formcheck.Outcome {
    try Formcheck.run(arguments, input: input, environment: ["FORMCHECK_DATA_DIR": directory.path])
  }

  @Test func batchNestsTheStateAsTheRecordNests() throws {
    let record =
      #"{"customer":{"name":"Ada Lovelace","email":" ADA@example.org"},"#
      + #""lines":[{"sku":"abc-1234","quantity":2,"unit_price":9.5},{"sku":"XYZ-0001","quantity":1,"unit_price":3}]}"#
    let outcome = try run(["batch", "forms/order.yaml"], input: record + "\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.lines == [
        #"{"record":1,"valid":true,"fields":{"customer":{"status":"ok","fields":{"name":{"status":"ok","enabled":true},"#
          + #""email":{"status":"ok","enabled":true}}},"lines":{"status":"ok","count":2,"items":[{"sku":{"status":"ok","enabled":true},"#
          + #""quantity":{"status":"ok","enabled":true},"unit_price":{"status":"ok","enabled":true},"computed":{"amount":19}},"#
          + #"{"sku":{"status":"ok","enabled":true},"quantity":{"status":"ok","enabled":true},"unit_price":{"status":"ok","enabled":true},"#
          + #""computed":{"amount":3}}]}},"computed":{"total":22,"line_count":2},"buttons":{"place_order":{"enabled":true}}}"#
      ])
  }

  @Test("a group inside items, several computed values per item, and entries after the list")
  func batchNestsGroupsInsideItems() throws {
    let spec = try writeSpec(
      "trip.yaml",
      """
      form: trip
      fields:
        travellers:
          repeat: { min: 1, max: 3 }
          fields:
            name: { rules: [ { min_length: 2 } ] }
            passport:
              fields:
                number: {}
                country: { optional: true }
            nights: { type: integer }
          computed:
            twice: nights * 2
            plus_one: nights + 1
        contact:
          fields:
            email: {}
        note: { optional: true }
      """)
    let record =
      #"{"travellers":[{"name":"Ada","passport":{"number":"X1"},"nights":2},"#
      + #"{"name":"B","passport":{"number":"Y2","country":"FR"},"nights":"3"}],"contact":{"email":"a@b.c"},"note":"hi"}"#
    let outcome = try run(["batch", spec], input: record + "\n")
    #expect(outcome.status == 1)
    let ok = #"{"status":"ok","enabled":true}"#
    #expect(
      outcome.lines == [
        #"{"record":1,"valid":false,"fields":{"travellers":{"status":"failed","#
          + #""message":"Name must be at least 2 characters","count":2,"items":["#
          + #"{"name":\#(ok),"passport":{"status":"ok","fields":{"number":\#(ok),"#
          + #""country":{"status":"empty","enabled":true}}},"nights":\#(ok),"computed":{"twice":4,"plus_one":3}},"#
          + #"{"name":{"status":"failed","message":"Name must be at least 2 characters","enabled":true},"#
          + #""passport":{"status":"ok","fields":{"number":\#(ok),"country":\#(ok)}},"nights":\#(ok),"#
          + #""computed":{"twice":6,"plus_one":4}}]},"#
          + #""contact":{"status":"ok","fields":{"email":\#(ok)}},"note":\#(ok)},"buttons":{}}"#
      ])
  }

  @Test func batchNamesTheBadValueByItsPath() throws {
    let input = """
      {"customer":{"name":"Ada"},"lines":[{"sku":"ABC-1234"},{"sku":"ABC-1234","quantity":[1]}]}
      {"customer":"Ada"}
      {"customer":{"name":"Ada"},"lines":{"sku":"ABC-1234"}}
      {"customer":{"name":"Ada"},"lines":[{"sku":"ABC-1234"},"x"]}

      """
    let outcome = try run(["batch", "forms/order.yaml"], input: input)
    #expect(
      outcome.lines == [
        #"{"record":1,"error":"field 'lines[2].quantity' must be a string, number, boolean or null"}"#,
        #"{"record":2,"error":"field 'customer' must be an object or null"}"#,
        #"{"record":3,"error":"field 'lines' must be an array of objects or null"}"#,
        #"{"record":4,"error":"field 'lines[2]' must be an object"}"#,
      ])
    #expect(outcome.status == 1)
  }

  @Test func aGroupFailsOutsideItsBoundsAndOnDuplicates() throws {
    let lines = (1...21).map { #"{"sku":"ABC-\#(String(format: "%04d", $0))","quantity":1,"unit_price":1}"# }
    let input = """
      {"customer":{"name":"Ada","email":"ada@example.org"},"lines":[]}
      {"customer":{"name":"Ada","email":"ada@example.org"},"lines":[\(lines.joined(separator: ","))]}
      {"customer":{"name":"Ada","email":"ada@example.org"},"lines":[{"sku":"ABC-1234"},{"sku":" abc-1234 "}]}

      """
    let outcome = try run(["batch", "forms/order.yaml"], input: input)
    #expect(outcome.lines.count == 3)
    #expect(
      outcome.lines[0].contains(
        #""lines":{"status":"failed","message":"Order lines needs at least 1 item","count":0"#))
    #expect(
      outcome.lines[1].contains(
        #""lines":{"status":"failed","message":"Order lines can have at most 20 items","count":21"#))
    #expect(
      outcome.lines[2].contains(
        #""lines":{"status":"failed","message":"Each SKU goes on one line only","count":2"#))
  }

  /// Items a record dropped are reused by a later record without being emptied first
  /// (every field of every item is set from the record): a record's state is the same
  /// after records of more and of fewer items as in a batch of its own.
  @Test func aRecordsStateDoesNotDependOnTheRecordsBeforeIt() throws {
    let full = #"{"sku":"ABC-0001","quantity":2,"unit_price":9.5}"#
    let records = [
      #"{"customer":{"name":"Ada","email":"ada@example.org"},"lines":[\#(full),\#(full),\#(full)]}"#,
      #"{"customer":{"name":"Ada","email":"ada@example.org"},"lines":[]}"#,
      #"{"customer":{"name":"Bo"},"lines":[{"sku":"XYZ-0002"},{"quantity":3,"unit_price":null}]}"#,
    ]
    let batch = try run(["batch", "forms/order.yaml"], input: records.joined(separator: "\n") + "\n")
    let alone = try run(["batch", "forms/order.yaml"], input: records[2] + "\n")
    let last = try #require(batch.lines.last)
    let own = try #require(alone.lines.first)
    #expect(last.replacingOccurrences(of: #"{"record":3,"#, with: #"{"record":1,"#) == own)
    #expect(own.contains(#""lines":{"status":"empty","count":2,"#))
  }

  @Test func aRepeatedGroupOfAThousandItemsInOneRecord() throws {
    let spec = try writeSpec(
      "many.yaml",
      """
      form: many
      fields:
        items:
          repeat: { min: 1 }
          fields:
            n: { type: integer, rules: [ { min: 1 } ] }
      computed:
        total: sum(items.n)
      """)
    let items = (1...1000).map { #"{"n":\#($0)}"# }.joined(separator: ",")
    let outcome = try run(["batch", spec], input: #"{"items":[\#(items)]}"# + "\n")
    #expect(outcome.lines.first?.contains(#""count":1000"#) == true)
    #expect(outcome.lines.first?.hasSuffix(#""computed":{"total":500500},"buttons":{}}"#) == true)
  }

  @Test func anInsertWritesGroupFieldsAsColumnsAndItemsAsChildRows() throws {
    let spec = try contactSpec()
    let input = """
      {"name":"Ada","address":{"city":"Paris"},"phones":[{"kind":"home","number":"1"},{"kind":"work","number":"2","pin":"1234"}]}
      {"name":"Ada","address":{"city":"Rome"},"phones":[{"kind":"home","number":"3"}]}
      {"name":"Bob","address":{"city":"Rome"},"phones":[{"kind":"home","number":"1"},{"kind":"home","number":"1"}]}

      """
    let outcome = try run(["batch", spec, "--tap", "save"], input: input)
    #expect(outcome.lines.count == 3)
    #expect(outcome.lines[0].contains(#""save":{"enabled":true,"result":{"status":"ok""#))
    #expect(
      outcome.lines[1].contains(
        #""result":{"status":"failed","message":"a record with this name already exists"}"#))
    #expect(outcome.lines[2].contains(#""save":{"enabled":false}"#))
    #expect(try rows("SELECT name, address_city, phones_count FROM people", columns: 3) == ["Ada|Paris|2"])
    #expect(
      try rows(
        "SELECT parent_key, position, kind, number, pin LIKE '$scrypt$%' FROM people_phones ORDER BY position",
        columns: 5) == ["Ada|1|home|1|0", "Ada|2|work|2|1"])
  }

  /// Each row of `sql` on the data directory's database, its `columns` joined with `|`.
  private func rows(_ sql: String, columns: Int32) throws -> [String] {
    let database = try SQLiteDatabase(path: directory.appendingPathComponent("formcheck.sqlite3").path)
    let statement = try database.prepare(sql, "test query")
    var rows: [String] = []
    while try statement.step() {
      rows.append((0..<columns).map { statement.text(at: $0) ?? "NULL" }.joined(separator: "|"))
    }
    return rows
  }

  @Test func scriptsSetFieldsByPathAndAddAndRemoveItems() throws {
    let spec = try contactSpec()
    let script = """
      set name Ada
      set phones[1].number +4930123456
      add phones
      set phones[2].number +4930123456
      set phones[2].pin 1234
      remove phones[2]
      set phones[2].kind home
      set phones[1].nmber 5
      show

      """
    let outcome = try run(["run", spec], input: script)
    #expect(
      outcome.lines == [
        "name: ok",
        "phones[1].number: ok",
        "phones: empty",
        "  phones[2].kind: empty",
        "  phones[2].number: empty",
        "  phones[2].pin: empty",
        "phones[2].number: ok",
        "  phones: failed(Each item of Phones needs a different Number)",
        "phones[2].pin: ok",
        "phones: empty",
        "fields:",
        "  name: ok",
        "  address: empty",
        "    address.city: empty",
        "    address.postcode: empty",
        "  phones: empty",
        "    phones[1].kind: empty",
        "    phones[1].number: ok",
        "    phones[1].pin: empty",
        "buttons:",
        "  save: disabled",
      ])
    #expect(
      outcome.stderr.split(separator: "\n") == [
        "line 7: unknown field 'phones[2].kind'",
        "line 8: unknown field name (not shown) — did you mean 'phones[1].number'?",
      ])
    #expect(!outcome.stdout.contains("1234"))
  }

  @Test func jsonScriptsWriteTheNestedState() throws {
    let outcome = try run(
      ["run", try contactSpec(), "--json"], input: "add phones\nset phones[2].pin 1234\n")
    #expect(outcome.lines.count == 2)
    #expect(outcome.lines[0].hasPrefix(#"{"command":"add phones","valid":false,"#))
    #expect(outcome.lines[0].contains(#""phones":{"status":"empty","count":2,"items":["#))
    #expect(outcome.lines[1].hasPrefix(#"{"command":"set phones[2].pin ******""#))
  }

  @Test("the prompt walks each item and offers another while the group may have more")
  func thePromptOffersAnotherItem() throws {
    let terminal = try PseudoTerminal(
      ["run", try contactSpec(), "--data-dir", directory.path], environment: ["NO_COLOR": "1"])
    try terminal.expect("Name: ")
    try terminal.send("Ada\r")
    try terminal.expect("City: ")
    try terminal.send("Paris\r")
    try terminal.expect("Postcode: ")
    try terminal.send("\r")
    try terminal.expect("Phones 1 › Kind: ")
    try terminal.send("home\r")
    try terminal.expect("Phones 1 › Number: ")
    try terminal.send("+4930123456\r")
    try terminal.expect("Phones 1 › Pin: ")
    try terminal.waitUntilReadingKeys()
    try terminal.send("\r")
    try terminal.expect("Add another to 'Phones'? [y/N] ")
    try terminal.send("y\r")
    try terminal.expect("Phones 2 › Kind: ")
    try terminal.send("work\r")
    try terminal.expect("Phones 2 › Number: ")
    try terminal.send("+4930999999\r")
    try terminal.expect("Phones 2 › Pin: ")
    try terminal.waitUntilReadingKeys()
    try terminal.send("\r")
    try terminal.expect("Add another to 'Phones'? [y/N] ")
    try terminal.send("\r")
    try terminal.expect("Press Enter to tap 'save'")
    try terminal.send("\r")
    try terminal.expect("save: ✓ Done")
    try terminal.expect("> ")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
  }

  @Test func examplesSetAndExpectItemFieldsByPath() throws {
    let spec = try writeSpec(
      "lines.yaml",
      """
      form: lines
      fields:
        lines:
          repeat: { min: 1, max: 3 }
          fields:
            sku: { rules: [ { pattern: "[A-Z]{3}" } ] }
      examples:
        - name: two lines
          set:
            lines[2].sku: ABC
          expect:
            lines[1].sku: empty
            lines[2].sku: failed
            lines[3].sku: ok
      """)
    let outcome = try run(["check", spec, "--format", "json"], input: "")
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout.contains(
        #""line":13,"column":7,"severity":"error","code":"FR601","message":"example 'two lines': 'lines[2].sku' expected status failed, found ok""#
      ))
    #expect(
      outcome.stdout.contains(
        #""line":14,"column":7,"severity":"error","code":"FR601","message":"example 'two lines': 'lines[3].sku' is in an item the example does not have""#
      ))
    #expect(!outcome.stdout.contains(#""line":12"#))
  }

  @Test func nestedMinimumsThatMultiplyPastTheLimitAreRefused() throws {
    let spec = try writeSpec(
      "big.yaml",
      """
      form: big
      fields:
        a:
          repeat: { min: 200 }
          fields:
            b:
              repeat: { min: 200 }
              fields:
                c: {}
      """)
    let outcome = try run(["check", spec], input: "")
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout.hasPrefix(
        "\(spec):4:20: error: [FR106] the 'repeat: min' of 'a' and the groups inside it make a session "
          + "start with more than 10000 items; lower the minimums"))
  }

  @Test func aRecordOfManyItemsPastMaxBuildsABoundedNumber() throws {
    let items = (1...5_000).map {
      #"{"sku":"ABC-\#(String(format: "%04d", $0 % 10_000))","quantity":1,"unit_price":1}"#
    }
    let record =
      #"{"customer":{"name":"Ada","email":"ada@example.org"},"lines":[\#(items.joined(separator: ","))]}"#
    let outcome = try run(["batch", "forms/order.yaml"], input: record + "\n")
    let line = try #require(outcome.lines.first)
    #expect(
      line.contains(
        #""lines":{"status":"failed","message":"Order lines can have at most 20 items","count":5000,"#))
    // The first 1,000 items are checked and shown; past them the sum has no value.
    #expect(line.components(separatedBy: #""sku":"#).count - 1 == 1_000)
    #expect(line.contains(#""computed":{"total":null,"line_count":null}"#))
  }
}
