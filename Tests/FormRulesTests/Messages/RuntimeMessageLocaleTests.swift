import Synchronization
import Testing

@testable import FormRules

/// The texts the runtime says of its own in a state's message — a validator no one
/// registered, a store that could not be checked, an insert whose key is taken, wrong
/// credentials — speak the session's locale, like the rules' default messages.
@Suite("Runtime messages in the session's locale")
struct RuntimeMessageLocaleTests {
  /// A form of a `custom` rule, a lookup, and an insert and a verify without `failed:`
  /// messages (always enabled, to reach a taken key), on the `users` table the tests
  /// replace by a custom store.
  static let yaml = """
    form: accounts
    stores:
      users: { table: users, key: username }
    fields:
      username:
        rules:
          - absent_in: users
      password:
        secret: true
      code:
        optional: true
        rules:
          - custom: checksum
    buttons:
      register:
        enabled_when: "true"
        action: { insert: users }
      login:
        enabled_when: "true"
        action: { verify: users }
    """

  /// A session of ``yaml`` in `locale`, its `users` table replaced by `store`.
  static func form(_ locale: String?, store: CustomStoreTests.MemoryStore = .init()) throws -> Form {
    var environment = FormEnvironment(locale: locale)
    environment.stores["users"] = store
    environment.hasher = PasswordHasher(parameters: .checking)
    return try Form(spec: FormSpec(yaml: yaml), environment: environment)
  }

  @Test(
    arguments: [
      (nil, "custom validator 'checksum' is not registered"),
      ("zh", "未注册自定义校验器“checksum”"),
      ("fr-CA", "le validateur personnalisé «\u{A0}checksum\u{A0}» n’est pas enregistré"),
      ("ru", "пользовательский валидатор «checksum» не зарегистрирован"),
    ] as [(String?, String)])
  func anUnregisteredValidator(locale: String?, message: String) throws {
    let form = try Self.form(locale)
    try form.set("code", to: "x")
    form.settle()
    #expect(form.snapshot.field("code")?.result == .failed(message))
  }

  @Test(
    arguments: [
      (nil, "could not check store 'users': "), ("zh", "无法查询存储“users”："),
      ("ru", "не удалось выполнить проверку по хранилищу «users»: "),
      ("fr", "vérification impossible dans «\u{A0}users\u{A0}»\u{A0}: "),
    ] as [(String?, String)])
  func aLookupAStoreErrorKeptFromChecking(locale: String?, lead: String) throws {
    let store = CustomStoreTests.MemoryStore()
    store.failure.withLock { $0 = StoreError(.busy, "the service is down") }
    let form = try Self.form(locale, store: store)
    try form.set("username", to: "alice_1")
    form.settle()
    #expect(
      form.snapshot.field("username")?.result
        == .failed(lead + "cannot look up a key in store 'users': the service is down"))
  }

  @Test(
    arguments: [
      (nil, "a record with this username already exists", "wrong credentials"),
      ("zh", "已有相同 username 的记录", "凭据不正确"),
      ("ru", "запись с таким значением username уже существует", "неверные учётные данные"),
      ("fr", "un enregistrement avec cette valeur de username existe déjà", "identifiants incorrects"),
    ] as [(String?, String, String)])
  func aTakenKeyAndWrongCredentials(locale: String?, taken: String, wrong: String) throws {
    let store = CustomStoreTests.MemoryStore()
    store.records.withLock { $0["alice_1"] = ["username": "alice_1"] }
    let form = try Self.form(locale, store: store)
    try form.set(["username": "alice_1", "password": "secret1"])
    #expect(try form.tap("register") == .started)
    form.settle()
    #expect(form.snapshot.button("register")?.result == ButtonResult(status: .failed, message: taken))
    try form.set("username", to: "bob_22")
    #expect(try form.tap("login") == .started)
    form.settle()
    #expect(form.snapshot.button("login")?.result == ButtonResult(status: .failed, message: wrong))
  }
}
