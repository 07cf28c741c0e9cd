import Foundation
import Testing

@testable import formcheck

/// A password given in `--database` is visible to every user of the machine in the
/// process list: the commands still use it, but warn once, never repeating it.
@Suite("Database option: a password on the command line")
struct DatabasePasswordWarningTests {
  /// A password no output may hold.
  static let password = "Sekr1t-9x"
  /// A server that refuses at once: nothing listens on port 1.
  static let unreachable = "127.0.0.1:1/formrules"

  @Test(
    arguments: [
      ("postgresql://app:\(password)@\(unreachable)", true),
      ("postgres://app:\(password)@[::1]:1/formrules", true),
      ("postgresql://app@\(unreachable)?sslmode=disable&PassWord=\(password)", true),
      ("host=127.0.0.1 port=1 user=app password=\(password) dbname=formrules", true),
      ("host=127.0.0.1 port=1 password = '\(password)'", true),
      ("postgresql://app@\(unreachable)", false),
      ("postgresql://\(unreachable)?sslmode=require", false),
      ("postgresql://app@host/db?passfile=/etc/app.pgpass", false),
      ("host=/run/postgresql dbname=formrules user=app passfile=/etc/app.pgpass", false),
    ])
  func aPasswordIsFoundInURLsAndWords(connection: String, holdsPassword: Bool) {
    #expect(DatabaseOption.holdsPassword(connection) == holdsPassword)
  }

  @Test(arguments: ["batch", "run"])
  func aPasswordInTheOptionWarnsOnceWithoutRepeatingIt(command: String) throws {
    let outcome = try Formcheck.run(
      [
        command, "forms/register.yaml", "--database",
        "postgresql://app:\(Self.password)@\(Self.unreachable)",
      ],
      input: command == "batch" ? RegisterRecords.record("alice_1") + "\n" : "set username alice_1\n")
    let warnings = outcome.stderr.components(separatedBy: "\n").filter { $0.contains("warning:") }
    #expect(warnings == [DatabaseOption.passwordWarning], "\(outcome.stderr)")
    #expect(outcome.stderr.contains("other users of this machine can read in the process list"))
    #expect(outcome.stderr.contains("FORMCHECK_DATABASE_URL"))
    #expect(outcome.stderr.contains("~/.pgpass") && outcome.stderr.contains("PGPASSFILE"))
    // The option was used: the lookup tried that server, and failed.
    #expect(outcome.stdout.contains("127.0.0.1") || outcome.stderr.contains("127.0.0.1"), "\(outcome)")
    #expect(!outcome.stderr.contains(Self.password))
    #expect(!outcome.stdout.contains(Self.password))
  }

  @Test func noWarningWithoutAPasswordNorFromTheVariable() throws {
    let withoutPassword = try Formcheck.run(
      ["batch", "forms/register.yaml", "--database", "postgresql://app@\(Self.unreachable)"],
      input: RegisterRecords.record("alice_1") + "\n")
    #expect(!withoutPassword.stderr.contains("warning:"), "\(withoutPassword.stderr)")
    let fromVariable = try Formcheck.run(
      ["batch", "forms/register.yaml"], input: RegisterRecords.record("alice_1") + "\n",
      environment: ["FORMCHECK_DATABASE_URL": "postgresql://app:\(Self.password)@\(Self.unreachable)"])
    #expect(!fromVariable.stderr.contains("warning:"), "\(fromVariable.stderr)")
    #expect(!fromVariable.stderr.contains(Self.password))
    #expect(fromVariable.stdout.contains("127.0.0.1") || fromVariable.stderr.contains("127.0.0.1"))
  }
}
