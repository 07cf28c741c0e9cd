import Foundation
import Testing

@testable import FormRules

/// An item of a repeated group runs its async work (an async validator, a service
/// request) through its session's external work, so settling the form waits for it and
/// applies its outcome: each item used to keep work of its own that nothing delivered,
/// leaving the item's field `validating` for good.
@Suite("Async work in items")
@MainActor
struct ItemAsyncWorkTests {
  static let spec = """
    form: t
    fields:
      phones:
        repeat: { min: 1 }
        fields:
          number:
            rules:
              - custom: reachable
            ok: Reachable
    """

  @Test func anItemsAsyncValidatorSettles() async throws {
    var validators = ValidatorRegistry()
    validators.register("reachable", async: { $0.hasPrefix("+") ? .valid : .invalid("No country code") })
    let form = try Form(spec: FormSpec(yaml: Self.spec), environment: FormEnvironment(validators: validators))
    try form.set("phones[1].number", to: "+4930")
    await form.settle(realTime: false)
    #expect(try form.fieldState(at: "phones[1].number").result == .ok("Reachable"))
    try form.set("phones[1].number", to: "030")
    await form.settle(realTime: false)
    #expect(try form.fieldState(at: "phones[1].number").result == .failed("No country code"))
  }

  @Test func anItemsServiceValidatorSettles() async throws {
    let yaml =
      Self.spec.replacingOccurrences(
        of: "form: t\n",
        with:
          "form: t\nservices:\n  api: { url: \"https://x.test\" }\nvalidators:\n  reachable: { service: api, request: POST /check }\n"
      )
    var environment = FormEnvironment()
    environment.services = RecordingTransport([
      "POST /check": .success(ServiceResponse(status: 200, body: Array(#"{"valid":true}"#.utf8)))
    ])
    let form = try Form(spec: FormSpec(yaml: yaml), environment: environment)
    try form.set("phones[1].number", to: "+4930")
    await form.settle(realTime: false)
    #expect(try form.fieldState(at: "phones[1].number").result == .ok("Reachable"))
  }
}
