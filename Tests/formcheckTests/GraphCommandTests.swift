import FormRules
import Foundation
import Testing

/// `formcheck graph` end to end: register's and order's graphs in both formats against
/// snapshots, every example spec drawn as the library draws the session's graph, Graphviz
/// accepting the DOT output, usage and spec errors.
@Suite("formcheck graph")
struct GraphCommandTests {
  @Test(arguments: [
    ("register", "dot", "graph-register.dot"), ("register", "mermaid", "graph-register.mmd"),
    ("order", "dot", "graph-order.dot"), ("order", "mermaid", "graph-order.mmd"),
  ])
  func theGraphMatchesTheSnapshot(form: String, format: String, snapshot: String) throws {
    let outcome = try Formcheck.run(["graph", "forms/\(form).yaml", "--format", format])
    #expect(outcome.status == 0)
    try Snapshot.assertMatches(outcome.stdout, named: snapshot)
  }

  /// Every example spec: the command prints the library's drawing of the graph a session
  /// really builds, in either format.
  @Test(
    arguments: ["forms/register.yaml", "forms/login.yaml", "forms/order.yaml", "forms/contact.yaml"],
    ["dot", "mermaid"])
  func printsTheDrawingOfTheSessionsGraph(spec: String, format: String) throws {
    let outcome = try Formcheck.run(["graph", spec, "--format", format])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let drawing = try StreamGraphDrawing(
      spec: FormSpec(contentsOfFile: Formcheck.repositoryRoot.appendingPathComponent(spec).path))
    #expect(outcome.stdout == (format == "dot" ? drawing.dot : drawing.mermaid))
  }

  @Test func registersDrawingShowsTheMergedResultNodeAndTheGates() throws {
    let outcome = try Formcheck.run(["graph", "forms/register.yaml"])
    for statement in [
      #""s5" [label="username sync rules\nmin_length 6\npattern [A-Za-z0-9_]+\nabsent_in reserved\nvalidating when all pass\n[fieldResult]""#,
      #""s8" [label="username async rules\nlatest wins\nabsent_in users\n[flatMapLatest]""#,
      #""s13" [label="password enabled when\nusername.ok\n[condition]""#,
      #""s10" -> "s13";"#,
      ##""store0" -> "s8" [label="lookup", style=dotted, color="#6b7280"];"##,
      ##""action0" -> "store0" [label="write", style=dotted, color="#6b7280"];"##,
    ] {
      #expect(outcome.stdout.contains(statement), "missing \(statement)")
    }
    #expect(!outcome.stdout.contains("username_rules"))
  }

  /// The session drawn keeps its table stores in memory: nothing appears where the other
  /// commands keep their data.
  @Test func drawingWritesNoDataDirectory() throws {
    let directory = try Formcheck.temporaryDirectory()
    let data = directory.appendingPathComponent("data")
    let outcome = try Formcheck.run(
      ["graph", "forms/register.yaml"],
      environment: ["FORMCHECK_DATA_DIR": data.path, "XDG_DATA_HOME": data.path, "HOME": data.path])
    #expect(outcome.status == 0)
    #expect(!FileManager.default.fileExists(atPath: data.path))
  }

  static let hasGraphviz = FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")

  @Test(
    .enabled(if: hasGraphviz, "needs Graphviz's dot"),
    arguments: ["forms/register.yaml", "forms/login.yaml", "forms/order.yaml", "forms/contact.yaml"])
  func graphvizRendersTheDOT(spec: String) throws {
    let directory = try Formcheck.temporaryDirectory()
    let file = directory.appendingPathComponent("graph.dot")
    try Formcheck.run(["graph", spec]).stdout.write(to: file, atomically: false, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
    process.arguments = ["-Tsvg", "-o", directory.appendingPathComponent("graph.svg").path, file.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test(arguments: [
    ["graph"], ["graph", "forms/register.yaml", "--format", "png"], ["graph", "a.yaml", "b.yaml"],
  ])
  func usageErrorsExitTwo(_ arguments: [String]) throws {
    #expect(try Formcheck.run(arguments).status == 2)
  }

  @Test func aBrokenSpecIsReportedAndExitsTwo() throws {
    let outcome = try Formcheck.run(["graph", "\(CheckFixture.folder)/unknown-key.yaml"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("[FR101] unknown key 'lable'"))
    #expect(outcome.stdout.isEmpty)
  }
}
