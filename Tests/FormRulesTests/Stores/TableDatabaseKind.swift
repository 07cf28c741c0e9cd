import Foundation
import PostgresTestSupport
import Testing

@testable import FormRules

/// The kinds of database table stores live in, for the store tests that run the same
/// body against each: SQLite in a fresh data directory, and PostgreSQL in a fresh
/// database of the shared throwaway server (``TestPostgresServer``).
enum TableDatabaseKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case sqlite
  case postgreSQL

  /// The kinds this machine can run: PostgreSQL only when it is installed (the tests of
  /// ``PostgresStoreTests`` say so when it is not).
  static let available: [TableDatabaseKind] = TestPostgresServer.isAvailable ? allCases : [.sqlite]

  var testDescription: String { rawValue }

  /// A fresh database of this kind, given to `body` with a function that runs a query
  /// and returns its first column of its first row as text (nil when there is no row).
  func with(_ body: (any TableDatabase, _ scalar: (String) throws -> String?) throws -> Void) throws {
    switch self {
    case .sqlite:
      try StoreTestDirectory.with { directory in
        let database = try SharedDatabase.connection(to: directory + "/formcheck.sqlite3")
        try body(database) { sql in
          try database.withConnection { (connection) throws(StoreError) -> String? in
            let statement = try connection.prepare(sql, "test query")
            return try statement.step() ? statement.text(at: 0) : nil
          }
        }
      }
    case .postgreSQL:
      let server = try TestPostgresServer.shared.get()
      let url = try server.makeDatabase()
      let database = try PostgresDatabase.shared(url)
      try body(database) { sql in
        let output = try server.sql(sql, database: url)
        return output.isEmpty ? nil : output.components(separatedBy: "\n")[0]
      }
    }
  }
}
