import Testing

@testable import FormRules

@Suite("Field handles")
struct FieldHandleTests {
  static let spec = """
    form: handles
    fields:
      username:
        rules: [ { min_length: 3 } ]
        ok: fine
      email:
        rules: [ { pattern: "[a-z]+@[a-z]+" } ]
    """

  /// The same fields in another order.
  static let reordered = """
    form: handles_reordered
    fields:
      email:
        rules: [ { pattern: "[a-z]+@[a-z]+" } ]
      username:
        rules: [ { min_length: 3 } ]
        ok: fine
    """

  @Test func settingByHandleIsSettingByName() throws {
    let spec = try FormSpec(yaml: Self.spec)
    let byName = try Form(spec: spec)
    let byHandle = try Form(spec: spec)
    let username = try byHandle.field("username")
    let email = try byHandle.field("email")
    #expect(username.name == "username")
    for (field, handle, value) in [
      ("username", username, "al"), ("email", email, "a@b"), ("username", username, "alice"),
      ("email", email, "nope"),
    ] {
      try byName.set(field, to: value)
      try byHandle.set(handle, to: value)
      #expect(byHandle.snapshot == byName.snapshot)
      #expect(try byHandle.value(of: field) == value)
    }
  }

  @Test func anUnknownNameHasNoHandle() throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec))
    #expect(throws: FormError.unknownField("usernme", suggestion: "username")) {
      try form.field("usernme")
    }
  }

  @Test func aHandleOfAnotherSpecFallsBackToTheName() throws {
    let handle = try Form(spec: FormSpec(yaml: Self.spec)).field("username")
    let other = try Form(spec: FormSpec(yaml: Self.reordered))
    try other.set(handle, to: "alice")
    #expect(try other.value(of: "username") == "alice")
    #expect(try other.value(of: "email") == "")
    #expect(other.snapshot.field("username")?.result == .ok("fine"))

    let phone = try Form(spec: FormSpec(yaml: "form: other\nfields:\n  phone: {}\n")).field("phone")
    #expect(throws: FormError.unknownField("phone", suggestion: nil)) {
      try Form(spec: FormSpec(yaml: Self.spec)).set(phone, to: "x")
    }
  }
}
