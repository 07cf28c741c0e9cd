/// The lookup-heavy form of scenario `services`: one field whose only rule is a lookup in a
/// service store (`GET /users/{key}` of the project's test server: 200 when the user
/// exists, 404 when not), and the names it is given: mostly free ones, every tenth a user
/// of the server's seed data (alice or bob), which is taken.
enum LookupSpec {
  /// The users the test server's seed data holds (`SEED_USERS` in
  /// `scripts/service-test-server.py`).
  static let seedUsers = ["alice", "bob"]
  /// The rule's message when the name is taken.
  static let takenMessage = "taken"

  /// The spec, its service at `baseURL` (`http://127.0.0.1:PORT`).
  static func yaml(baseURL: String) -> String {
    """
    form: lookup-bench
    services:
      api:
        url: \(baseURL)
        timeout: 10s
    stores:
      accounts:
        service: api
        key: username
        lookup: GET /users/{key}
    fields:
      username:
        rules:
          - absent_in: accounts
            message: \(takenMessage)
    """
  }

  /// The `index`-th name of a run tagged `tag`: a seed user for every tenth, else a free
  /// name of its own (no two edits of a run send the same request).
  static func name(_ index: Int, tag: String) -> String {
    index % 10 == 9 ? seedUsers[(index / 10) % seedUsers.count] : "\(tag)_\(index)"
  }

  /// Whether the server holds `name`.
  static func isTaken(_ name: String) -> Bool { seedUsers.contains(name) }
}
