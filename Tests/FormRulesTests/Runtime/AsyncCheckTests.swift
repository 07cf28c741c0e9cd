import Foundation
import Testing

@testable import FormRules

/// Async rules on the virtual clock: validating while pending, debounce, latest wins,
/// store errors as failures.
@Suite("Async checks")
struct AsyncCheckTests {
  static let spec = """
    form: signup
    stores:
      users: { table: users, key: username, latency: 100ms }
    fields:
      username:
        debounce: 0ms
        rules:
          - min_length: 6
          - absent_in: users
            message: Username is already taken
        ok: Username is available
    buttons:
      register:
        action: { insert: users }
        ok: Registered
        failed: Registration failed
    """

  private func makeForm(_ yaml: String = spec, validators: ValidatorRegistry = ValidatorRegistry()) throws
    -> Form
  {
    try Form(
      spec: FormSpec(yaml: yaml), environment: FormEnvironment(validators: validators, storage: .inMemory))
  }

  /// Every result `field` showed, with the virtual time it showed it.
  private func record(_ form: Form, _ field: String) -> (FormObservation, () -> [(Duration, FieldResult)]) {
    final class Box { var events: [(Duration, FieldResult)] = [] }
    let box = Box()
    let observation = form.observe { change in
      if case .field(let state) = change, state.name == field { box.events.append((form.now, state.result)) }
    }
    return (observation, { box.events })
  }

  @Test func latestValueWinsAndAStaleResultIsNeverShown() throws {
    let form = try makeForm()
    try form.set(["username": "alice1"])
    form.settle()
    #expect(try form.tap("register") == .started)
    form.settle()  // alice1 is now taken
    let (observation, events) = record(form, "username")
    defer { observation.cancel() }
    let start = form.now
    try form.set("username", to: "bob_the_1")
    form.advance(by: .milliseconds(50))
    try form.set("username", to: "alice1")  // taken; bob_the_1's lookup is cancelled
    form.advance(by: .milliseconds(200))
    let shown = events().map { ($0.0 - start, $0.1) }
    // bob_the_1 was never reported ok: its lookup was still pending when alice1 came.
    #expect(shown.map(\.1) == [.validating, .failed("Username is already taken")])
    #expect(shown.map(\.0) == [.zero, .milliseconds(150)])
  }

  @Test func newerValueCancelsTheOlderCheckAtExactTicks() throws {
    let form = try makeForm()
    let (observation, events) = record(form, "username")
    defer { observation.cancel() }
    try form.set("username", to: "alice1")
    form.advance(by: .milliseconds(50))
    try form.set("username", to: "alice12")
    form.advance(by: .milliseconds(99))
    #expect(form.snapshot.field("username")?.result == .validating)
    form.advance(by: .milliseconds(1))
    #expect(events().map(\.1) == [.validating, .ok("Username is available")])
    #expect(events().map(\.0) == [.zero, .milliseconds(150)])
  }

  @Test func debounceShowsValidatingNeverAStaleOk() throws {
    let yaml = Self.spec.replacingOccurrences(of: "debounce: 0ms", with: "debounce: 300ms")
      .replacingOccurrences(of: "latency: 100ms", with: "latency: 0ms")
    let form = try makeForm(yaml)
    try form.set("username", to: "alice1")
    form.advance(by: .milliseconds(300))
    #expect(form.snapshot.field("username")?.result == .ok("Username is available"))
    try form.set("username", to: "alice12")
    #expect(form.snapshot.field("username")?.result == .validating)
    form.advance(by: .milliseconds(299))
    #expect(form.snapshot.field("username")?.result == .validating)
    form.advance(by: .milliseconds(1))
    #expect(form.snapshot.field("username")?.result == .ok("Username is available"))
  }

  @Test func aStoreErrorFailsTheFieldWithAClearMessage() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fr-async-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let form = try Form(
      spec: FormSpec(yaml: Self.spec), environment: FormEnvironment(storage: .dataDirectory(directory.path)))
    let saboteur = try SQLiteDatabase(path: directory.appendingPathComponent("formcheck.sqlite3").path)
    try saboteur.execute("DROP TABLE users", "dropping the table")
    try form.set("username", to: "alice1")
    form.settle()
    let result = try #require(form.snapshot.field("username")?.result)
    #expect(result.status == .failed)
    #expect(result.message?.hasPrefix("could not check store 'users':") == true)
  }

  @Test func asyncCustomValidatorRunsAfterSyncRulesAndLatestWins() async throws {
    var validators = ValidatorRegistry()
    validators.register(
      "slow_even",
      async: { value in
        if value == "11" { try? await Task.sleep(for: .milliseconds(50)) }
        return (Int(value) ?? 1) % 2 == 0 ? .valid : .invalid("must be even")
      })
    let yaml = """
      form: numbers
      fields:
        n:
          rules:
            - max_length: 3
            - custom: slow_even
          ok: fine
      """
    let form = try makeForm(yaml, validators: validators)
    try form.set("n", to: "11")
    #expect(form.snapshot.field("n")?.result == .validating)
    try form.set("n", to: "12")
    await form.settle(realTime: false)
    #expect(form.snapshot.field("n")?.result == .ok("fine"))
    try form.set("n", to: "13")
    await form.settle(realTime: false)
    #expect(form.snapshot.field("n")?.result == .failed("must be even"))
    try form.set("n", to: "1234")
    #expect(form.snapshot.field("n")?.result == .failed("N must be at most 3 characters"))
  }

  @Test func syncCustomValidatorAndAnUnregisteredOne() throws {
    var validators = ValidatorRegistry()
    validators.register("upper") { $0 == $0.uppercased() ? .valid : .invalid(nil) }
    let yaml = """
      form: codes
      fields:
        code:
          rules:
            - custom: upper
              message: Use capitals
        other:
          optional: true
          rules:
            - custom: missing
      """
    let form = try makeForm(yaml, validators: validators)
    try form.set(["code": "abc", "other": "x"])
    #expect(form.snapshot.field("code")?.result == .failed("Use capitals"))
    #expect(form.snapshot.field("other")?.result == .failed("custom validator 'missing' is not registered"))
    try form.set("code", to: "ABC")
    #expect(form.snapshot.field("code")?.result == .ok(nil))
  }
}
