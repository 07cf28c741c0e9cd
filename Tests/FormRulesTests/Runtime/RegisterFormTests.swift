import Foundation
import Testing

@testable import FormRules

/// The seed's sign-up screen, end to end through the public API.
@Suite("Register form")
struct RegisterFormTests {
  let form: Form

  init() throws {
    let spec = try FormSpec(contentsOfFile: TestPaths.forms.appendingPathComponent("register.yaml").path)
    form = try Form(spec: spec, environment: FormEnvironment(storage: .inMemory))
  }

  private func result(_ field: String) -> FieldResult? { form.snapshot.field(field)?.result }
  private func enabled(_ field: String) -> Bool? { form.snapshot.field(field)?.enabled }

  @Test func startsEmptyWithLaterInputsLocked() {
    #expect(result("username") == .empty)
    #expect(enabled("username") == true)
    #expect(enabled("password") == false)
    #expect(enabled("repeat_password") == false)
    #expect(form.snapshot.button("register")?.enabled == false)
  }

  @Test func shortUsernameFailsWithItsMessage() throws {
    try form.set("username", to: "abc")
    form.runDue()
    #expect(result("username") == .failed("Username must be at least 6 characters"))
    #expect(enabled("password") == false)
  }

  @Test func patternMatchesTheWholeValue() throws {
    try form.set("username", to: "abcdef\nx")
    form.runDue()
    #expect(result("username") == .failed("Only letters, digits and underscores"))
  }

  @Test func reservedNamesFail() throws {
    try form.set("username", to: "administrator")
    form.runDue()
    #expect(result("username") == .failed("Username is reserved"))
  }

  @Test func goodUsernameIsValidatingUntilTheLookupRuns() throws {
    try form.set("username", to: "alice1")
    #expect(result("username") == .validating)
    #expect(enabled("password") == false)
    form.runDue()
    #expect(result("username") == .ok("Username is available"))
    #expect(enabled("password") == true)
  }

  @Test func registerTapStoresTheUserAndTheNameIsThenTaken() throws {
    try form.set(["username": "alice1", "password": "secret1", "repeat_password": "secret1"])
    form.runDue()
    #expect(form.snapshot.button("register")?.enabled == true)
    #expect(try form.tap("register") == .started)
    form.settle()
    #expect(form.snapshot.button("register")?.result == ButtonResult(status: .ok, message: "Registered"))
    #expect(result("username") == .failed("Username is already taken"))
    #expect(form.snapshot.button("register")?.enabled == false)
    #expect(try form.tap("register") == .disabled)
  }

  @Test func changingPasswordRevalidatesRepeatInTheSameTransaction() throws {
    try form.set(["username": "alice1", "password": "secret1", "repeat_password": "secret1"])
    form.runDue()
    var buttonStates: [Bool] = []
    let observation = form.observe { change in
      if case .button(let state) = change { buttonStates.append(state.enabled) }
    }
    defer { observation.cancel() }
    try form.set("password", to: "secret2")
    #expect(result("repeat_password") == .failed("Passwords do not match"))
    #expect(buttonStates == [false])
    try form.set("password", to: "secret1")
    #expect(buttonStates == [false, true])
  }

  @Test func canonicallyEquivalentPasswordsMatch() throws {
    try form.set(["username": "alice1", "password": "caf\u{E9}xyz", "repeat_password": "cafe\u{301}xyz"])
    form.runDue()
    #expect(result("repeat_password") == .ok("Passwords match"))
  }

  @Test func unknownFieldIsAnErrorWithASuggestion() {
    #expect(throws: FormError.unknownField("usernme", suggestion: "username")) {
      try form.set("usernme", to: "x")
    }
  }
}
