import FormRules
import Foundation

/// Before the serve scenario's load: the same records sent to `formcheck serve` and to the
/// FastAPI peer must get the same answers — each field's status and (when not empty) its
/// message, and whether register is enabled — so that both servers do the same work.
enum ServeCrossCheck {
  /// One field's answer.
  private struct FieldAnswer: Decodable, Equatable {
    let status: String
    let message: String?
  }

  /// `formcheck serve`'s answer: the batch shape.
  private struct OurAnswer: Decodable {
    struct Button: Decodable { let enabled: Bool }
    let fields: [String: FieldAnswer]
    let buttons: [String: Button]
  }

  /// The fields of the register form.
  private static let fields = ["username", "password", "repeat_password"]

  /// Sends each of `records` to both URLs and returns how many answers differ.
  static func differences(records: [String], ours: String, peer: String) throws -> Int {
    let client = BenchHTTP()
    var differing = 0
    for record in records {
      guard let mine = client.send("POST", ours, body: Array(record.utf8)),
        let theirs = client.send("POST", peer, body: Array(record.utf8)),
        mine.status == 200, theirs.status == 200
      else { throw BenchError("a cross-check request was not answered with 200") }
      let our = try JSONDecoder().decode(OurAnswer.self, from: Data(mine.body))
      let object = try JSONSerialization.jsonObject(with: Data(theirs.body)) as? [String: Any] ?? [:]
      let peerEnabled = object["register_enabled"] as? Bool
      var same = our.buttons["register"]?.enabled == peerEnabled
      for field in fields {
        guard let answer = object[field] as? [String: Any], let status = answer["status"] as? String,
          let ourField = our.fields[field]
        else {
          same = false
          continue
        }
        // The peers give an empty field a message; FormRules gives it none.
        same =
          same && ourField.status == status
          && (status == "empty" || ourField.message == answer["message"] as? String)
      }
      if !same { differing += 1 }
    }
    return differing
  }
}
