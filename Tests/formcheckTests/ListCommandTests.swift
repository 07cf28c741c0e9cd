import FormRules
import Foundation
import Testing

@testable import formcheck

/// `lists:` through the binary: the `"lists"` member of `run --json` and `batch` states,
/// the table of scripts and of the prompt, untrusted text escaped.
@Suite("Lists end to end")
struct ListCommandTests {
  /// Ajax's line in forms/heroes.txt.
  static let ajax =
    #"{"name":"Ajax","description":"Towering Greek shield-bearer who fought Hector to a standstill"}"#

  @Test func runJSONHasTheListsMemberInTheDesignsShape() throws {
    let outcome = try Formcheck.run(
      ["run", "forms/heroes.yaml", "--json"], input: "set search aj\nwait 300ms\nset search zz\nwait 300ms\n")
    #expect(outcome.status == 0)
    let fields = #""valid":true,"fields":{"search":{"status":"ok","enabled":true}},"buttons":{}"#
    #expect(
      outcome.stdout.split(separator: "\n").map(String.init) == [
        #"{"command":"set search aj",\#(fields),"lists":{"heroes":{"status":"loading","count":0,"items":[]}},"busy":true}"#,
        #"{"command":"wait 300ms",\#(fields),"lists":{"heroes":{"status":"ok","count":1,"items":[\#(Self.ajax)]}}}"#,
        #"{"command":"set search zz",\#(fields),"lists":{"heroes":{"status":"loading","count":1,"items":[\#(Self.ajax)]}},"busy":true}"#,
        #"{"command":"wait 300ms",\#(fields),"lists":{"heroes":{"status":"ok","count":0,"items":[]}}}"#,
      ])
  }

  @Test func batchStatesHaveTheListsOfEachRecord() throws {
    let outcome = try Formcheck.run(["batch", "forms/heroes.yaml"], input: "{\"search\":\"AJ\"}\n{}\n")
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == #"{"record":1,"valid":true,"fields":{"search":{"status":"ok","enabled":true}},"buttons":{},"lists":{"heroes":{"status":"ok","count":1,"items":[\#(Self.ajax)]}}}"#
    )
    #expect(
      lines.last?.contains(#""lists":{"heroes":{"status":"ok","count":107,"items":[{"name":"Achilles""#)
        == true)
  }

  @Test func aFormWithGroupsHasItsListsAfterItsButtons() throws {
    let directory = try Formcheck.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "Sun Wukong\tMonkey King\nSundiata Keita\tLion prince\n".write(
      to: directory.appendingPathComponent("heroes.txt"), atomically: false, encoding: .utf8)
    try """
    form: g
    stores:
      heroes: { list: heroes.txt, columns: [name, description] }
    fields:
      search: { optional: true }
      phones:
        repeat: { min: 1, max: 3 }
        fields:
          number: {}
    lists:
      heroes: { from: { store: heroes }, search: search, limit: 1 }
    """.write(to: directory.appendingPathComponent("g.yaml"), atomically: false, encoding: .utf8)
    let spec = directory.appendingPathComponent("g.yaml").path
    let lists =
      #""buttons":{},"lists":{"heroes":{"status":"ok","count":2,"items":[{"name":"Sun Wukong","description":"Monkey King"}]}}}"#
    let batch = try Formcheck.run(
      ["batch", spec], input: #"{"search":"SU","phones":[{"number":"1"}]}"# + "\n")
    #expect(batch.stdout.hasSuffix(lists + "\n"))
    let run = try Formcheck.run(["run", spec, "--json"], input: "set search su\n")
    #expect(run.stdout.hasSuffix(lists + "\n"))
  }

  @Test func aScriptPrintsAListAsATableWhenItChanges() throws {
    let outcome = try Formcheck.run(
      ["run", "forms/heroes.yaml"], input: "set search ac\nwait 300ms\nset search qz\nwait 1s\nshow\n")
    #expect(
      outcome.stdout == """
        search: ok
        waited 300ms
          heroes: 2 of 2
            Achilles  Greek warrior of the Trojan War, unbeatable except at one heel
            Acamas    Son of Theseus who hid inside the wooden horse at Troy
        search: ok
          heroes: loading…
        waited 1s
          heroes: no matches
        fields:
          search: ok
        lists:
          heroes: no matches

        """)
  }

  @Test func untrustedItemsAreEscapedInTextAndJSON() throws {
    let directory = try Formcheck.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "Evil\u{202E}\tred \u{1B}[31mtext\n".write(
      to: directory.appendingPathComponent("items.txt"), atomically: false, encoding: .utf8)
    try """
    form: f
    stores:
      items: { list: items.txt, columns: [name, note] }
    fields:
      search: { optional: true }
    lists:
      items: { from: { store: items }, search: search }
    """.write(to: directory.appendingPathComponent("f.yaml"), atomically: false, encoding: .utf8)
    let spec = directory.appendingPathComponent("f.yaml").path
    let text = try Formcheck.run(["run", spec], input: "set search e\n")
    #expect(text.stdout.contains(#"    Evil\u{202E}  red \u{1B}[31mtext"#))
    #expect(!text.stdout.contains("\u{1B}"))
    let json = try Formcheck.run(["run", spec, "--json"], input: "set search e\n")
    // JSON escapes control characters; other text is as the store holds it.
    #expect(json.stdout.contains("{\"name\":\"Evil\u{202E}\",\"note\":\"red \\u001b[31mtext\"}"))
  }

  @Test func aTableIsCutToTheWidthAndItsKeysAligned() {
    let state = ListState(
      name: "heroes", status: .ok, count: 3, columns: ["name", "description"],
      items: [["Ajax", "Shield-bearer of the Greeks"], ["Achilles", "Greek warrior"]])
    #expect(
      ListTable.lines(for: state, width: 25) == [
        "heroes: 2 of 3", "  Ajax      Shield-beare…", "  Achilles  Greek warrior",
      ])
    #expect(
      ListTable.lines(
        for: ListState(name: "h", status: .failed("disk\u{7}"), count: 0, columns: [], items: []))
        == [#"h: failed(disk\u{7})"#])
    #expect(ListWords.words(for: "fr-CA").shown(2, of: 5) == "2 sur 5")
  }

  @Test func thePromptShowsTheListAfterTheSearchChanges() throws {
    let terminal = try RunTerminalTests.start(RunTerminalTests.path("forms/heroes.yaml"))
    try terminal.expect("Search heroes: ")
    try terminal.send("ac\r")
    try terminal.expect("heroes: 2 of 2")
    try terminal.expect("  Achilles  Greek warrior of the Trojan War")
    try terminal.expect("> ")
    try terminal.send(":show\r")
    try terminal.expect("lists:")
    try terminal.expect("  heroes: 2 of 2")
    try terminal.expect("> ")
    try terminal.send(":quit\r")
    #expect(try terminal.waitForEnd() == .exited(0))
  }
}
