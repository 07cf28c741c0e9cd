import Foundation
import Testing

/// `formcheck graph` end to end: register's graph in both formats against snapshots,
/// Graphviz accepting the DOT output, usage and spec errors.
@Suite("formcheck graph")
struct GraphCommandTests {
  @Test(arguments: [("dot", "graph-register.dot"), ("mermaid", "graph-register.mmd")])
  func registersGraphMatchesTheSnapshot(format: String, snapshot: String) throws {
    let outcome = try Formcheck.run(["graph", "forms/register.yaml", "--format", format])
    #expect(outcome.status == 0)
    try Snapshot.assertMatches(outcome.stdout, named: snapshot)
  }

  @Test func theGraphShowsTheChainOfEnabledGates() throws {
    let outcome = try Formcheck.run(["graph", "forms/register.yaml"])
    for edge in [
      #""username_result" -> "password_enabled";"#,
      ##""password_enabled" -> "password_value" [label="enables input", fontsize=9, style=dashed, color="#7c3aed"];"##,
      #""store_reserved" -> "username_rules" [label="lookup", fontsize=9];"#,
      #""register_action" -> "store_users" [label="write", fontsize=9];"#,
    ] {
      #expect(outcome.stdout.contains(edge), "missing \(edge)")
    }
  }

  static let hasGraphviz = FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")

  @Test(
    .enabled(if: hasGraphviz, "needs Graphviz's dot"), arguments: ["forms/register.yaml", "forms/login.yaml"])
  func graphvizRendersTheDOT(spec: String) throws {
    let directory = try Formcheck.temporaryDirectory()
    let file = directory.appendingPathComponent("graph.dot")
    try Formcheck.run(["graph", spec]).stdout.write(to: file, atomically: true, encoding: .utf8)
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
