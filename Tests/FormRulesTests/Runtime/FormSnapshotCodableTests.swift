import Foundation
import Testing

@testable import FormRules

/// `FormSnapshot` encodes in the batch shape and decodes back.
@Suite("FormSnapshot Codable")
struct FormSnapshotCodableTests {
  /// A state with every kind of result, a store failure and a button result.
  static let state = FormSnapshot(
    fields: [
      FieldState(name: "username", result: .ok("Username is available"), enabled: true, isValid: true),
      FieldState(name: "nick", result: .ok(nil), enabled: true, isValid: true),
      FieldState(
        name: "email", result: .failed("could not check store 'users': disk full"), enabled: true,
        isValid: false,
        storeFailure: .full),
      FieldState(name: "code", result: .validating, enabled: true, isValid: false),
      FieldState(name: "password", result: .empty, enabled: false, isValid: false),
    ],
    buttons: [
      ButtonState(
        name: "register", enabled: false, executing: false,
        result: ButtonResult(status: .failed, message: "cannot insert", error: .busy)),
      ButtonState(name: "login", enabled: true, executing: false, result: nil),
    ])

  @Test func encodesTheBatchMembers() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: try JSONEncoder().encode(Self.state)) as? [String: Any])
    #expect(object["valid"] as? Bool == false)
    let fields = try #require(object["fields"] as? [String: [String: Any]])
    #expect(fields["username"]?["status"] as? String == "ok")
    #expect(fields["username"]?["message"] as? String == "Username is available")
    #expect(fields["nick"]?.keys.sorted() == ["enabled", "status"])
    #expect(fields["email"]?["error"] as? String == "full")
    #expect(fields["password"]?.keys.sorted() == ["enabled", "status"])
    #expect(fields["password"]?["enabled"] as? Bool == false)
    let buttons = try #require(object["buttons"] as? [String: [String: Any]])
    let result = try #require(buttons["register"]?["result"] as? [String: Any])
    #expect(result["status"] as? String == "failed")
    #expect(result["error"] as? String == "busy")
    #expect(buttons["login"]?.keys.sorted() == ["enabled"])
  }

  @Test func decodesWhatItEncodes() throws {
    let decoded = try JSONDecoder().decode(FormSnapshot.self, from: try JSONEncoder().encode(Self.state))
    // JSONDecoder lists an object's members in an order of its own.
    #expect(decoded.fields.sorted { $0.name < $1.name } == Self.state.fields.sorted { $0.name < $1.name })
    #expect(decoded.buttons.sorted { $0.name < $1.name } == Self.state.buttons.sorted { $0.name < $1.name })
    #expect(decoded.isValid == Self.state.isValid)
  }

  @Test(arguments: [
    #"{"valid":true,"fields":{"a":{"status":"fine","enabled":true}},"buttons":{}}"#,
    #"{"valid":true,"fields":{"a":{"status":"failed","enabled":true}},"buttons":{}}"#,
    #"{"valid":true,"fields":{"a":{"status":"ok","error":"nope","enabled":true}},"buttons":{}}"#,
    #"{"valid":true,"fields":{},"buttons":{"b":{"enabled":true,"result":{"status":"ok"}}}}"#,
  ])
  func rejectsWhatIsNotAState(json: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(FormSnapshot.self, from: Data(json.utf8)) }
  }

  @Test func secretValuesAreNeverEncoded() throws {
    let form = try Form(
      spec: FormSpec(yaml: "form: f\nfields:\n  password: { secret: true }\n"),
      environment: FormEnvironment(storage: .inMemory))
    try form.set("password", to: "Canary-7f3e9b2a")
    let text = String(decoding: try JSONEncoder().encode(form.snapshot), as: UTF8.self)
    #expect(!text.contains("Canary"))
  }
}
