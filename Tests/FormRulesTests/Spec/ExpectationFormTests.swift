import Testing

@testable import FormRules

/// One way of writing an expectation and what it expects.
struct ExpectationFormCase: Sendable, CustomTestStringConvertible {
  var form: Sketch
  var status: String?
  var message: String?
  var enabled: Bool?
  var valid: Bool?

  var testDescription: String {
    form.text.split(separator: "\n").joined(separator: "; ")
  }
}

/// Every form an `expect:` entry can take, for fields and buttons alike.
@Suite struct ExpectationFormTests {
  static let forms: [ExpectationFormCase] = [
    .init(form: "ok", status: "ok"),
    .init(form: "empty", status: "empty"),
    .init(form: "failed", status: "failed"),
    .init(form: "validating", status: "validating"),
    .init(form: "valid", valid: true),
    .init(form: "invalid", valid: false),
    .init(form: "enabled", enabled: true),
    .init(form: "disabled", enabled: false),
    .init(form: .double("ok"), status: "ok"),
    .init(form: .flow(["ok": "Registered"]), status: "ok", message: "Registered"),
    .init(form: .flow(["failed": "Too short"]), status: "failed", message: "Too short"),
    .init(form: .flow(["ok": .null]), status: "ok"),
    .init(form: .flow(["failed": 42]), status: "failed", message: "42"),
    .init(form: .flow(["status": "validating"]), status: "validating"),
    .init(form: .flow(["message": "Hi"]), message: "Hi"),
    .init(form: .flow(["enabled": false]), enabled: false),
    .init(form: .flow(["valid": true]), valid: true),
    .init(
      form: ["status": "failed", "message": "Nope", "enabled": true, "valid": false],
      status: "failed", message: "Nope", enabled: true, valid: false),
    .init(
      form: .flow(["failed": "Nope", "enabled": true]), status: "failed", message: "Nope",
      enabled: true),
  ]

  @Test(arguments: forms)
  func reads(_ form: ExpectationFormCase) throws {
    let spec = SpecTestSupport.with("examples", [["name": "x", "expect": ["register": form.form]]])
    let (decoded, diagnostics) = SpecTestSupport.decode(spec)
    #expect(diagnostics == [])
    let expectation = try #require(decoded?.examples.first?.expectations.first)
    #expect(expectation.target == SpecTestSupport.located("register", 7, 7))
    #expect(expectation.status == form.status)
    #expect(expectation.message == form.message)
    #expect(expectation.enabled == form.enabled)
    #expect(expectation.valid == form.valid)
  }

  /// Expectations that are wrong, at `register:` (line 7, value at column 17).
  static let mistakes: [(Sketch, [String])] = [
    (
      .null,
      ["FR102 7:17 the expectation for 'register' needs a status such as 'ok', found nothing"]
    ),
    (["ok"], ["FR102 8:9 the expectation for 'register' must be a mapping, found a list"]),
    ("true", ["FR106 7:17 unknown expectation 'true' in the expectation for 'register'"]),
    (
      .flow([:]),
      [
        "FR103 7:17 the expectation for 'register' needs 'status', 'message', 'enabled', 'valid', 'visible' or 'value'"
      ]
    ),
    (
      .flow(["ok": "A", "message": "B"]),
      [
        "FR109 7:25 the expectation for 'register' has both 'ok' and 'message'; 'ok' already gives the status and message"
      ]
    ),
    (
      .flow(["status": "ok", "failed": "B"]),
      [
        "FR109 7:30 the expectation for 'register' has both 'status' and 'failed'; 'failed' already gives the status and message"
      ]
    ),
    (.flow(["enabled": "yes"]), ["FR102 7:27 'enabled' needs true or false, found text \"yes\""]),
    (.flow(["ok": ["A"]]), ["FR102 7:22 'ok' needs a message, found a list"]),
    (
      .flow(["stauts": "ok"]),
      ["FR101 7:18 unknown key 'stauts' in the expectation for 'register' — did you mean 'status'?"]
    ),
  ]

  @Test(arguments: mistakes)
  func rejects(_ form: Sketch, _ expected: [String]) {
    let spec = SpecTestSupport.with("examples", [["name": "x", "expect": ["register": form]]])
    #expect(SpecTestSupport.decode(spec).1 == expected, "\n\(spec.text)")
  }
}
