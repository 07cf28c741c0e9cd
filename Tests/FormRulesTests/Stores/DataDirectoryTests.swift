import Foundation
import Testing

@testable import FormRules

@Suite("Data directory")
struct DataDirectoryTests {
  @Test(
    "a path's parent, as mkdir -p climbs it",
    arguments: [
      ("/a/b/formcheck", "/a/b"), ("/a/b/", "/a"), ("/a//b", "/a"), ("/a", "/"), ("/", "/"),
      ("a/b", "a"), ("a", ""), ("", ""), ("/é/ü//", "/é"),
      ("/a" + String(repeating: "/", count: 1_000_000), "/"),
    ])
  func parentPath(path: String, parent: String) {
    #expect(DataDirectory.parentPath(of: path) == parent)
  }

  @Test func prepareCreatesMissingDirectoriesPrivately() throws {
    try StoreTestDirectory.with { root in
      let directory = DataDirectory(path: root + "/a/b/formcheck")
      try directory.prepare()
      try directory.prepare()  // idempotent
      for path in [root + "/a", root + "/a/b", root + "/a/b/formcheck"] {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let mode = try #require(attributes[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o700, "\(path)")
      }
      // The database then opens there.
      _ = try SQLiteDatabase(path: directory.databasePath())
    }
  }

  @Test func aFileWhereTheDirectoryShouldBeIsAClearError() throws {
    try StoreTestDirectory.with { root in
      let file = root + "/plain-file"
      try Data("x".utf8).write(to: URL(fileURLWithPath: file))

      let itself = #expect(throws: StoreError.self) { try DataDirectory(path: file).prepare() }
      #expect(itself?.message == "data directory '\(file)' exists but is not a directory")

      let below = #expect(throws: StoreError.self) {
        try DataDirectory(path: file + "/sub/formcheck").prepare()
      }
      #expect(below?.kind == .openFailed)
      #expect(
        below?.message
          == "cannot create data directory '\(file)/sub/formcheck': '\(file)' is not a directory")
    }
  }

  // Permission bits do not stop root, so this runs only as an ordinary user.
  @Test(.enabled(if: geteuid() != 0)) func aReadOnlyParentIsAClearError() throws {
    try StoreTestDirectory.with { root in
      let parent = root + "/read-only"
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false)
      try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: parent)
      defer {
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: parent)
      }

      let error = #expect(throws: StoreError.self) {
        try DataDirectory(path: parent + "/formcheck").prepare()
      }
      #expect(error?.kind == .readOnly)
      #expect(
        error?.message == "cannot create data directory '\(parent)/formcheck': Permission denied")

      let existing = #expect(throws: StoreError.self) { try DataDirectory(path: parent).prepare() }
      #expect(existing?.message == "data directory '\(parent)' is not writable: Permission denied")
    }
  }
}
