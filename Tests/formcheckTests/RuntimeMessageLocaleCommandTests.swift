import Foundation
import Testing

/// `formcheck batch` and `run` say the runtime's own texts — a validator no one registered
/// (`formcheck` registers none), an insert whose key is taken — in the chosen locale.
@Suite("formcheck runtime messages in the chosen locale")
struct RuntimeMessageLocaleCommandTests {
  let directory: URL

  init() throws { directory = try Formcheck.temporaryDirectory() }

  /// The spec: a required name stored by `register`, and a code checked by a validator.
  private func spec() throws -> String {
    let file = directory.appendingPathComponent("codes.yaml")
    let yaml = """
      form: codes
      stores:
        users: { table: users, key: username }
      fields:
        username:
        code:
          optional: true
          rules:
            - custom: checksum
      buttons:
        register:
          action: { insert: users }

      """
    try Data(yaml.utf8).write(to: file)
    return file.path
  }

  private func formcheck(_ arguments: [String], input: String) throws -> Formcheck.Outcome {
    try Formcheck.run(arguments, input: input, environment: ["FORMCHECK_DATA_DIR": directory.path])
  }

  @Test(arguments: [
    ("zh", "未注册自定义校验器“checksum”", "已有相同 username 的记录"),
    (
      "ru", "пользовательский валидатор «checksum» не зарегистрирован",
      "запись с таким значением username уже существует"
    ),
  ])
  func batchSaysThemInTheLocale(locale: String, unregistered: String, taken: String) throws {
    let records = [
      #"{"username":"ann","code":"x"}"#, #"{"username":"ann"}"#, #"{"username":"ann"}"#,
    ]
    let outcome = try formcheck(
      ["batch", try spec(), "--tap", "register", "--locale", locale, "--quiet"],
      input: records.joined(separator: "\n") + "\n")
    #expect(outcome.status == 1)
    #expect(outcome.lines.count == 3)
    #expect(outcome.lines[0].contains(#""code":{"status":"failed","message":"\#(unregistered)""#))
    #expect(outcome.lines[1].contains(#""result":{"status":"ok""#))
    #expect(outcome.lines[2].contains(#""result":{"status":"failed","message":"\#(taken)"}"#))
  }

  @Test func runSaysThemInTheLocale() throws {
    let outcome = try formcheck(["run", try spec(), "--locale", "fr"], input: "set code x\n")
    #expect(
      outcome.stdout
        == "code: failed(le validateur personnalisé «\u{A0}checksum\u{A0}» n’est pas enregistré)\n")
  }
}
