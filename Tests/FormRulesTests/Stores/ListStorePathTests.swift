import Foundation
import Testing

@testable import FormRules

/// A spec's `list:` path stays inside the spec's folder, and only a regular file is read:
/// no absolute path, no `..` out, no symbolic link, no FIFO (which would block).
@Suite("List store paths")
struct ListStorePathTests {
  /// A spec with one list store at `path`; the `list:` value is at 4:11.
  static func spec(list path: String) -> String {
    "form: f\nstores:\n  names:\n    list: \(path)\nfields:\n  a:\n    rules:\n      - absent_in: names\n"
  }

  /// The diagnostics of compiling ``spec(list:)`` as a spec in `directory`.
  static func diagnostics(list path: String, in directory: String) -> [Diagnostic] {
    do {
      _ = try FormSpec(yaml: spec(list: path), file: "f.yaml", baseDirectory: directory)
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func aListInsideTheFolderIsRead() throws {
    try StoreTestDirectory.with { directory in
      try FileManager.default.createDirectory(atPath: directory + "/lists", withIntermediateDirectories: true)
      try "admin\n".write(toFile: directory + "/lists/names.txt", atomically: false, encoding: .utf8)
      #expect(Self.diagnostics(list: "lists/names.txt", in: directory).isEmpty)
      #expect(Self.diagnostics(list: "./lists/../lists/names.txt", in: directory).isEmpty)
      #expect(try ListStore(named: "lists/names.txt", in: directory).contains("admin"))
    }
  }

  @Test(arguments: [
    ("/etc/passwd", "list paths are relative to the spec's folder, not absolute"),
    ("../../../../etc/passwd", "the path leads out of the spec's folder"),
    ("lists/../../x.txt", "the path leads out of the spec's folder"),
    ("out/passwd", "its folder is a symbolic link that leads out of the spec's folder"),
    ("link.txt", "it is a symbolic link, and symbolic links are not followed"),
    ("fifo.txt", "it is a FIFO, not a regular file"),
    ("lists", "it is a directory, not a regular file"),
  ])
  func aPathOutOfTheFolderOrNotARegularFileIsAnErrorAtTheListValue(
    _ path: String, _ reason: String
  ) throws {
    try StoreTestDirectory.with { directory in
      try FileManager.default.createDirectory(atPath: directory + "/lists", withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: directory + "/out", withDestinationPath: "/etc")
      try FileManager.default.createSymbolicLink(
        atPath: directory + "/link.txt", withDestinationPath: "/etc/passwd")
      #expect(mkfifo(directory + "/fifo.txt", 0o600) == 0)
      let found = Self.diagnostics(list: path, in: directory)
      #expect(found.count == 1)
      let diagnostic = try #require(found.first)
      #expect(diagnostic.code == .unreadableList)
      #expect(diagnostic.location.position == "4:11")
      #expect(diagnostic.message.hasSuffix(reason), "\(diagnostic.message)")
      #expect(!diagnostic.message.contains("root:"))
    }
  }
}
