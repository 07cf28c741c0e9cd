import Foundation
import Testing

@testable import FormRules

/// `formcheck batch --tap` inserting records with items, killed with SIGKILL mid-way: the
/// database holds only complete records, each with all its items, since a record and its
/// items are written in one transaction.
@Suite("formcheck batch with groups, killed", .serialized)
struct GroupCrashTests {
  let directory: URL

  init() throws { directory = try Formcheck.temporaryDirectory() }

  /// One value of `sql` on the data directory's database, or nil while it cannot be read.
  private func value(_ sql: String) -> String? {
    let path = directory.appendingPathComponent("formcheck.sqlite3").path
    guard FileManager.default.fileExists(atPath: path), let database = try? SQLiteDatabase(path: path),
      let statement = try? database.prepare(sql, "test query"), (try? statement.step()) == true
    else { return nil }
    return statement.text(at: 0)
  }

  @Test func aKilledBulkInsertLeavesOnlyCompleteRecords() throws {
    let spec = directory.appendingPathComponent("people.yaml")
    try """
    form: people
    stores:
      people: { table: people, key: name }
    fields:
      name: { rules: [ { min_length: 2 } ] }
      phones:
        repeat: { min: 1, max: 3 }
        fields:
          kind: { rules: [ { one_of: [home, work] } ] }
          number: {}
    buttons:
      save:
        action: { insert: people }
    """.write(to: spec, atomically: false, encoding: .utf8)
    let records = (1...50_000).map { index in
      #"{"name":"person_\#(index)","phones":[{"kind":"home","number":"\#(index)1"},"#
        + #"{"kind":"work","number":"\#(index)2"},{"kind":"home","number":"\#(index)3"}]}"#
    }
    let input = directory.appendingPathComponent("records.jsonl")
    try (records.joined(separator: "\n") + "\n").write(to: input, atomically: false, encoding: .utf8)
    let spawned = try SpawnedFormcheck(
      ["batch", spec.path, "--tap", "save"], stdin: try FileHandle(forReadingFrom: input),
      environment: ["FORMCHECK_DATA_DIR": directory.path])
    // Kill it once it is well into the bulk insert.
    while spawned.process.isRunning, (value("SELECT count(*) FROM people").flatMap { Int($0) } ?? 0) < 500 {
      usleep(5_000)
    }
    kill(spawned.process.processIdentifier, SIGKILL)
    _ = spawned.wait()
    let people = try #require(value("SELECT count(*) FROM people").flatMap { Int($0) })
    #expect(people >= 500 && people < 50_000)
    // Every record has all its items, numbered 1 to 3, and no item has lost its record.
    #expect(value("SELECT count(*) FROM people WHERE phones_count <> 3") == "0")
    #expect(value("SELECT count(*) FROM people_phones") == String(3 * people))
    #expect(
      value(
        """
        SELECT count(*) FROM people p WHERE (SELECT count(*) FROM people_phones c
          WHERE c.parent_key = p.name AND c.position BETWEEN 1 AND 3) <> 3
        """) == "0")
    #expect(
      value(
        "SELECT count(*) FROM people_phones c WHERE NOT EXISTS (SELECT 1 FROM people p WHERE p.name = c.parent_key)"
      )
        == "0")
  }
}
