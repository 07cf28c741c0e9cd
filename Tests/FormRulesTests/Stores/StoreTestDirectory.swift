import Foundation

@testable import FormRules

/// A fresh directory under the system's temporary directory for one store test, removed
/// when `body` returns.
enum StoreTestDirectory {
  /// Runs `body` with the path of a new, empty directory, then deletes it.
  static func with<Result>(_ body: (String) throws -> Result) throws -> Result {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("formrules-stores-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
  }

  /// The first column of the first row of `sql` on `database`, as text.
  static func scalar(_ database: SQLiteDatabase, _ sql: String) throws -> String? {
    let statement = try database.prepare(sql, "test query")
    guard try statement.step() else { return nil }
    return statement.text(at: 0)
  }

  /// A cheap hasher (N = 2^4) so that tests that store many hashes stay fast; production
  /// code uses `PasswordHasher()`.
  static let cheapHasher = PasswordHasher(parameters: .init(logN: 4, r: 8, p: 1))
}
