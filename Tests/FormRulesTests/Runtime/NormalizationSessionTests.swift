import Foundation
import Testing

@testable import FormRules

/// `normalize:` in a session: every way of setting a value goes through the steps, rules
/// and stores see the normalised value, and the state shows it; `one_of` with
/// `ignore_case`; and the sign-up and log-in forms with their case-insensitive `users`.
@Suite("normalisation in a session")
struct NormalizationSessionTests {
  static let spec = """
    form: n
    fields:
      username:
        normalize: [trim, lowercase]
        rules:
          - min_length: 3
          - pattern: "[a-z0-9_]+"
      phone:
        normalize: [nfkc, remove_spaces]
        rules:
          - pattern: "\\\\+[0-9]+"
      country:
        normalize: [trim]
        rules:
          - one_of: [DE, FR, GB]
            ignore_case: true
      pin:
        secret: true
        normalize: [nfkc]
    """

  @Test func everySetGoesThroughTheSteps() throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec))
    try form.set("username", to: "  Alice_1\u{3000}")
    #expect(try form.value(of: "username") == "alice_1")
    #expect(form.snapshot.field("username")?.result.status == .ok)
    // Two spaces around one letter: too short once trimmed.
    try form.set("username", to: " A ")
    #expect(form.snapshot.field("username")?.result.status == .failed)

    try form.set(["phone": "＋49 30\u{00A0}1234", "country": " fr "])
    #expect(try form.value(of: "phone") == "+49301234")
    #expect(try form.value(of: "country") == "fr")
    #expect(form.snapshot.field("phone")?.result.status == .ok)
    #expect(form.snapshot.field("country")?.result.status == .ok)

    form.setAll(["\tBOB_2 ", "+1 555", "Gb", "１２３４"])
    #expect(try form.value(of: "username") == "bob_2")
    #expect(try form.value(of: "phone") == "+1555")
    #expect(form.snapshot.field("country")?.result.status == .ok)
    #expect(try form.value(of: "pin") == "1234")

    try form.set(form.field("country"), to: "es")
    #expect(form.snapshot.field("country")?.result == .failed("Country must be one of: DE, FR, GB"))
  }

  @Test func examplesSeeTheNormalisedValue() throws {
    let spec = try FormSpec(
      yaml: Self.spec + """

        examples:
          - name: trimmed and lowercased before the rules
            set: { username: "  Alice_1 ", country: " de" }
            expect:
              username: ok
              country: ok
        """)
    #expect(ExampleRunner.run(AnalysableForm(form: spec.compiled, broken: [])).isEmpty)
  }

  /// Two registrations differing only in case: one row, with the first spelling; logging
  /// in with another case finds it.
  @Test func registerAndLogInIgnoreCase() throws {
    try StoreTestDirectory.with { directory in
      let forms = TestPaths.repositoryRoot.appendingPathComponent("forms")
      var environment = FormEnvironment(storage: .dataDirectory(directory))
      environment.hasher = StoreTestDirectory.cheapHasher
      let register = try FormSpec(contentsOfFile: forms.appendingPathComponent("register.yaml").path)
      for username in [" alice_1 ", "Alice_1"] {
        let form = try Form(spec: register, environment: environment)
        try form.set(["username": username, "password": "secret1", "repeat_password": "secret1"])
        form.settle()
        try form.tap("register")
        form.settle()
      }
      let check = try Form(spec: register, environment: environment)
      try check.set("username", to: "ALICE_1")
      check.settle()
      #expect(check.snapshot.field("username")?.result == .failed("Username is already taken"))
      let database = try SQLiteDatabase(path: directory + "/formcheck.sqlite3")
      #expect(try StoreTestDirectory.scalar(database, "SELECT count(*) FROM users") == "1")
      #expect(try StoreTestDirectory.scalar(database, "SELECT username FROM users") == "alice_1")

      let login = try Form(
        spec: FormSpec(contentsOfFile: forms.appendingPathComponent("login.yaml").path),
        environment: environment)
      try login.set(["username": " Alice_1", "password": "secret1"])
      login.settle()
      #expect(login.snapshot.field("username")?.result.status == .ok)
      try login.tap("login")
      login.settle()
      #expect(login.snapshot.button("login")?.result?.status == .ok)
    }
  }
}
