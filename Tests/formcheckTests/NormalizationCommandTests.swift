import Foundation
import Testing

@testable import FormRules
@testable import formcheck

/// Normalisation end to end: `batch` and `run` on the sign-up and log-in forms (trimmed,
/// case-insensitive usernames), the SQLite rows they leave, and `formcheck schema`.
@Suite("normalisation end to end", .serialized)
struct NormalizationCommandTests {
  let dataDirectory: URL

  init() throws { dataDirectory = try Formcheck.temporaryDirectory() }

  private func run(_ arguments: [String], input: String) throws -> Formcheck.Outcome {
    try Formcheck.run(arguments, input: input, environment: ["FORMCHECK_DATA_DIR": dataDirectory.path])
  }

  /// The first column of each row of `sql` on the data directory's database.
  private func rows(_ sql: String) throws -> [String] {
    let database = try SQLiteDatabase(path: dataDirectory.appendingPathComponent("formcheck.sqlite3").path)
    let statement = try database.prepare(sql, "test query")
    var rows: [String] = []
    while try statement.step() { rows.append(statement.text(at: 0) ?? "NULL") }
    return rows
  }

  @Test func batchRegistersOneUserPerFoldedName() throws {
    let input = """
      {"username":" alice_1 ","password":"secret1","repeat_password":"secret1"}
      {"username":"Alice_1","password":"secret2","repeat_password":"secret2"}
      {"username":"Administrator","password":"secret1","repeat_password":"secret1"}

      """
    let outcome = try run(["batch", "forms/register.yaml", "--tap", "register"], input: input)
    #expect(outcome.lines.count == 3)
    #expect(outcome.lines[0].contains(#""result":{"status":"ok","message":"Registered"}"#))
    #expect(
      outcome.lines[1].contains(#""username":{"status":"failed","message":"Username is already taken""#))
    #expect(outcome.lines[2].contains(#""username":{"status":"failed","message":"Username is reserved""#))
    #expect(try rows("SELECT username FROM users") == ["alice_1"])
    #expect(try rows(#"SELECT "username:folded" FROM users"#) == ["alice_1"])

    let login = try run(
      ["batch", "forms/login.yaml", "--tap", "login"],
      input: #"{"username":"ALICE_1 ","password":"secret1"}"# + "\n")
    #expect(login.lines.first?.contains(#""result":{"status":"ok","message":"Logged in"}"#) == true)
  }

  @Test func aScriptSeesTheNormalisedValue() throws {
    let script = """
      set username   alice_2\u{3000}
      set password secret1
      set repeat_password secret1
      tap register
      set username ALICE_2
      quit

      """
    let outcome = try run(["run", "forms/register.yaml"], input: script)
    #expect(outcome.lines.first == "username: ok(Username is available)")
    #expect(outcome.lines.contains("register: ok(Registered)"))
    #expect(outcome.lines.last == "username: failed(Username is already taken)")
    #expect(try rows("SELECT username FROM users") == ["alice_2"])
  }

  @Test func theSchemaKnowsTheNewKeys() throws {
    let outcome = try run(["schema"], input: "")
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let field = try #require((definitions["field"] as? [String: Any])?["properties"] as? [String: Any])
    let normalize = try #require(field["normalize"] as? [String: Any])
    let steps = (normalize["items"] as? [String: Any])?["enum"] as? [String]
    #expect(steps == TextNormalizer.allCases.map(\.rawValue))
    let store = try #require((definitions["store"] as? [String: Any])?["properties"] as? [String: Any])
    #expect((store["case"] as? [String: Any])?["enum"] as? [String] == ["sensitive", "insensitive"])
    let rules = try #require((definitions["rule"] as? [String: Any])?["oneOf"] as? [[String: Any]])
    let oneOf = try #require(rules.first { ($0["required"] as? [String]) == ["one_of"] })
    let options = try #require(oneOf["properties"] as? [String: Any])
    #expect((options["ignore_case"] as? [String: Any])?["type"] as? String == "boolean")
    let minLength = try #require(rules.first { ($0["required"] as? [String]) == ["min_length"] })
    #expect((minLength["properties"] as? [String: Any])?["ignore_case"] == nil)
  }
}
