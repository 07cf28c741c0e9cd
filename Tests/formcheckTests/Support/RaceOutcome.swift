import Foundation
import Testing

/// The verdict on one attempt of a registration race — several processes inserting the
/// same names into one table at once — read from its JSON answer (a `serve` validate
/// response or a `batch` output line: both have `fields` and `buttons`).
enum RaceOutcome {
  /// What every losing attempt sees: the field's lookup found the name, or the button's
  /// insert found it when it wrote.
  static let taken = "Username is already taken"

  /// `ok`, `taken`, or anything else, in words, for `object`, the answer to a tap of
  /// `button`.
  static func of(_ object: [String: Any], button: String) -> String {
    let result = (object["buttons"] as? [String: Any])?[button] as? [String: Any]
    let outcome = result?["result"] as? [String: Any]
    let username = (object["fields"] as? [String: Any])?["username"] as? [String: Any]
    if outcome?["status"] as? String == "ok" { return "ok" }
    if outcome == nil, object["error"] == nil, username?["message"] as? String == taken { return "taken" }
    if outcome?["status"] as? String == "failed", outcome?["message"] as? String == taken { return "taken" }
    return "unexpected: \(object)"
  }

  /// The verdict on one JSON line (a `batch` output line).
  static func of(line: String, button: String) -> String {
    guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
      return "not a JSON object: \(line)"
    }
    return of(object, button: button)
  }

  /// Expects `attempts`, the verdicts on the `count` racing attempts at `name`, to be
  /// exactly one `ok` and a clean "taken" for every other: no 5xx, no store error, no
  /// PostgreSQL text.
  static func expectOneWinner(
    _ attempts: [String], of name: String, among count: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(attempts.count == count, "\(name): \(attempts)", sourceLocation: sourceLocation)
    #expect(attempts.filter { $0 == "ok" }.count == 1, "\(name): \(attempts)", sourceLocation: sourceLocation)
    #expect(
      attempts.filter { $0 == "taken" }.count == count - 1, "\(name): \(attempts)",
      sourceLocation: sourceLocation)
  }

  /// Text in a racing process's standard error that would mean a PostgreSQL conflict
  /// reached it (lowercased: compare with the lowercased error).
  static let conflicts = ["serializ", "deadlock", "duplicate key"]
}
