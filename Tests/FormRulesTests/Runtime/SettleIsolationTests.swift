import FormRules
import Testing

/// `settle(realTime:)` runs in its caller's isolation: a `@MainActor` view model and an
/// actor that own a form can await it (this file does not compile otherwise).
@Suite("Settling from an actor")
struct SettleIsolationTests {
  static let spec = """
    form: numbers
    fields:
      n:
        rules:
          - custom: slow_even
        ok: Even
    """

  static func environment() -> FormEnvironment {
    var validators = ValidatorRegistry()
    validators.register(
      "slow_even",
      async: { value in
        (Int(value) ?? 1) % 2 == 0 ? .valid : .invalid("must be even")
      })
    return FormEnvironment(validators: validators, storage: .inMemory)
  }

  /// A view model on the main actor that owns its form.
  @MainActor final class ViewModel {
    let form: Form

    init() throws {
      form = try Form(
        spec: FormSpec(yaml: SettleIsolationTests.spec), environment: SettleIsolationTests.environment())
    }

    func type(_ text: String) async throws -> FieldResult? {
      try form.set("n", to: text)
      await form.settle(realTime: false)
      return form.snapshot.field("n")?.result
    }
  }

  /// An actor that owns its form.
  actor Session {
    let form: Form

    init() throws {
      form = try Form(
        spec: FormSpec(yaml: SettleIsolationTests.spec), environment: SettleIsolationTests.environment())
    }

    func type(_ text: String) async throws -> FieldResult? {
      try form.set("n", to: text)
      await form.settle(realTime: true)
      return form.snapshot.field("n")?.result
    }
  }

  @Test @MainActor func aMainActorViewModelSettlesItsForm() async throws {
    let model = try ViewModel()
    #expect(try await model.type("4") == .ok("Even"))
    #expect(try await model.type("3") == .failed("must be even"))
  }

  @Test func anActorSettlesTheFormItOwns() async throws {
    let session = try Session()
    #expect(try await session.type("4") == .ok("Even"))
    #expect(try await session.type("3") == .failed("must be even"))
  }
}
