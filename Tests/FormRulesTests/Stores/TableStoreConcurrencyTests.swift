import Foundation
import Synchronization
import Testing

@testable import FormRules

@Suite("Table store under concurrent writers")
struct TableStoreConcurrencyTests {
  /// What each writer thread reports.
  private final class Outcomes: Sendable {
    let results = Mutex<[Result<TableStore.InsertOutcome, StoreError>]>([])
  }

  /// Starts `count` threads that each open their own connection and store on the fresh
  /// database at `path` (racing to create the table), wait until all are ready, then
  /// insert the key `key(i)` at once. Returns every thread's outcome.
  private func race(
    count: Int, path: String, key: @escaping @Sendable (Int) -> String
  ) -> [Result<TableStore.InsertOutcome, StoreError>] {
    let outcomes = Outcomes()
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<count {
      done.enter()
      Thread {
        defer { done.leave() }
        let result: Result<TableStore.InsertOutcome, StoreError>
        do throws(StoreError) {
          let database = try SQLiteDatabase(path: path)
          let users = try TableStore(database: database, table: "users", key: "username")
          ready.signal()
          go.wait()
          result = .success(
            try users.insert([("username", key(index)), ("password", "p\(index)")]))
        } catch {
          ready.signal()
          result = .failure(error)
        }
        outcomes.results.withLock { $0.append(result) }
      }.start()
    }
    for _ in 0..<count { ready.wait() }
    for _ in 0..<count { go.signal() }
    done.wait()
    return outcomes.results.withLock { $0 }
  }

  @Test func racingWritersOfOneKeyGiveExactlyOneInsert() throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/formcheck.sqlite3"
      let results = race(count: 8, path: path) { _ in "same-user" }
      let outcomes = results.compactMap { try? $0.get() }
      #expect(
        outcomes.count == 8,
        "errors: \(results.compactMap { if case .failure(let e) = $0 { e } else { nil } })")
      #expect(outcomes.filter { $0 == .inserted }.count == 1)
      #expect(outcomes.filter { $0 == .duplicate }.count == 7)

      let database = try SQLiteDatabase(path: path)
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM users") == "1")
      #expect(try StoreTestDirectory.scalar(database, "PRAGMA integrity_check") == "ok")
    }
  }

  @Test func racingWritersOfDistinctKeysAllInsert() throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/formcheck.sqlite3"
      let results = race(count: 8, path: path) { "user\($0)" }
      let outcomes = results.compactMap { try? $0.get() }
      #expect(outcomes == Array(repeating: .inserted, count: 8))

      let database = try SQLiteDatabase(path: path)
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM users") == "8")
      #expect(try StoreTestDirectory.scalar(database, "PRAGMA integrity_check") == "ok")
    }
  }
}
