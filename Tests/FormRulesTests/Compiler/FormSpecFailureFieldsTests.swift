import Testing

@testable import FormRules

/// `FormSpec.fieldsConcerned(byFailureOf:)`: what the prompt asks again after a failed tap.
@Suite("fields a failed action is about")
struct FormSpecFailureFieldsTests {
  /// A form with a sign-up, a log-in and a button without an action.
  static let yaml = """
    form: account
    stores:
      users: { table: users, key: username }
    fields:
      username: {}
      nickname: { optional: true }
      password: { secret: true }
      repeat_password: { secret: true, rules: [ { equals: password } ] }
    buttons:
      register: { action: { insert: users } }
      login: { action: { verify: users } }
      cancel: {}
    """

  @Test(
    "a verify is about its secrets, an insert about its key, no action about nothing",
    arguments: [
      ("login", ["password"]), ("register", ["username"]), ("cancel", []), ("no_such_button", []),
    ])
  func fieldsConcerned(button: String, fields: [String]) throws {
    let spec = try FormSpec(yaml: Self.yaml)
    #expect(spec.fieldsConcerned(byFailureOf: button) == fields)
  }
}
