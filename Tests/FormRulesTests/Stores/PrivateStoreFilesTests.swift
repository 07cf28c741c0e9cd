import Foundation
import Testing

@testable import FormRules

/// The data directory and the database are private to their user: files 0600, no
/// symbolic links followed, no directory others can write or own.
@Suite("Private store files")
struct PrivateStoreFilesTests {
  private static func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int) & 0o777
  }

  @Test func theDatabaseAndItsWALFilesAreCreated0600() throws {
    try StoreTestDirectory.with { root in
      let directory = DataDirectory(path: root + "/formcheck")
      try directory.prepare()
      let database = try SQLiteDatabase(path: directory.databasePath())
      let store = try TableStore(database: database, table: "users", key: "username")
      #expect(try store.insert([("username", "alice_1")]) == .inserted)
      // The connection is open: the -wal and -shm files exist now.
      for suffix in [""] + SQLiteDatabase.companionSuffixes {
        let path = directory.databasePath() + suffix
        #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        #expect(try Self.mode(path) == 0o600, "\(path)")
      }
    }
  }

  @Test func anExistingDatabaseOthersCanReadIsMadePrivate() throws {
    try StoreTestDirectory.with { root in
      let path = root + "/formcheck.sqlite3"
      _ = try SQLiteDatabase(path: path)
      try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path)
      _ = try SQLiteDatabase(path: path)
      #expect(try Self.mode(path) == 0o600)
    }
  }

  @Test func aSymbolicLinkInPlaceOfTheDatabaseIsRefused() throws {
    try StoreTestDirectory.with { root in
      let target = root + "/elsewhere.sqlite3"
      _ = try SQLiteDatabase(path: target)
      let link = root + "/formcheck.sqlite3"
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      let error = #expect(throws: StoreError.self) { try SQLiteDatabase(path: link) }
      #expect(error?.kind == .openFailed)
      #expect(error?.message.contains("is a symbolic link") == true)
      // A dangling link is not followed to create a file either.
      try FileManager.default.removeItem(atPath: target)
      #expect(throws: StoreError.self) { try SQLiteDatabase(path: link) }
      #expect(!FileManager.default.fileExists(atPath: target))
    }
  }

  @Test(arguments: [0o770, 0o777, 0o722])
  func aDataDirectoryOthersCanWriteIsRefusedNamingTheFix(mode: Int) throws {
    try StoreTestDirectory.with { root in
      let path = root + "/formcheck"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
      let error = #expect(throws: StoreError.self) { try DataDirectory(path: path).prepare() }
      #expect(error?.kind == .openFailed)
      #expect(error?.message.contains("can be written by its group or others") == true)
      #expect(error?.message.hasSuffix("run 'chmod 700 \(path)'") == true)
    }
  }

  // Only root can give a directory to another user.
  @Test(.enabled(if: geteuid() == 0)) func aDataDirectoryOfAnotherUserIsRefused() throws {
    try StoreTestDirectory.with { root in
      let path = root + "/formcheck"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      #expect(chown(path, 65534, 65534) == 0)
      let error = #expect(throws: StoreError.self) { try DataDirectory(path: path).prepare() }
      #expect(error?.message.contains("is owned by another user") == true)
    }
  }
}
