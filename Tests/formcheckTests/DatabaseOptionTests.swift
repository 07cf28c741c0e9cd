import FormRules
import Foundation
import Testing

@testable import formcheck

/// The CLI's choice of a PostgreSQL database for table stores (`--database`,
/// `$FORMCHECK_DATABASE_URL`), checked without a server.
@Suite("Database option")
struct DatabaseOptionTests {
  @Test(
    arguments: [
      ("postgresql://a@h/db", ["FORMCHECK_DATABASE_URL": "postgres://b@h/other"], "postgresql://a@h/db"),
      (nil, ["FORMCHECK_DATABASE_URL": "postgres://b@h/other"], "postgres://b@h/other"),
      (
        nil, ["FORMCHECK_DATABASE_URL": "host=/run/postgresql dbname=formrules"],
        "host=/run/postgresql dbname=formrules"
      ),
      (nil, ["FORMCHECK_DATABASE_URL": ""], nil),
      (nil, [:], nil),
    ] as [(String?, [String: String], String?)])
  func resolutionOrder(explicit: String?, environment: [String: String], expected: String?) throws {
    #expect(try DatabaseOption.connection(explicit: explicit, environment: environment) == expected)
  }

  @Test func aValueThatIsNoConnectionStringIsNotQuoted() {
    let error = #expect(throws: StoreError.self) {
      _ = try DatabaseOption.connection(
        explicit: nil, environment: ["FORMCHECK_DATABASE_URL": "mysql://root:hunter2secret@db/users"])
    }
    #expect(
      error?.message.hasPrefix("$FORMCHECK_DATABASE_URL needs a postgresql:// or postgres:// URL") == true)
    #expect(error?.message.contains("hunter2secret") == false)
  }

  @Test func aFormWithoutTablesStaysInMemoryWhateverTheDatabase() throws {
    let spec = try FormSpec(yaml: "form: plain\nfields:\n  name: {}\n")
    let options = try CommandArguments(
      ["--database", "postgresql://u:p@h/db"], valueOptions: [DatabaseOption.name, "data-dir"],
      flagOptions: [])
    #expect(try DatabaseOption.storage(for: [spec], in: options) == .inMemory)
  }

  @Test func aFormWithATableGoesToTheDatabase() throws {
    let spec = try FormSpec(
      contentsOfFile: Formcheck.repositoryRoot.appendingPathComponent("forms/register.yaml").path)
    let options = try CommandArguments(
      ["--database", "postgresql://u:p@h/db", "--data-dir", "/unused"],
      valueOptions: [DatabaseOption.name, "data-dir"], flagOptions: [])
    #expect(try DatabaseOption.storage(for: [spec], in: options) == .postgreSQL("postgresql://u:p@h/db"))
  }
}
