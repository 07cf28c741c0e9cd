import FormRules

/// The register form computed directly, the way a hand-written imperative update does it:
/// an edit recomputes only the results that depend on the edited field, and the button
/// only changes when its value changes. It is both the imperative floor that the engine is
/// timed against and the reference its settled states are checked against.
struct RegisterModel {
  /// Field values: username, password, repeat_password.
  private(set) var values = ["", "", ""]
  /// Field results, in the same order.
  private(set) var results: [FieldResult] = [.empty, .empty, .empty]
  /// Whether the register button is enabled.
  private(set) var buttonEnabled = false
  private let taken: Set<String>

  /// Creates the empty form with the taken names `taken`.
  init(taken: Set<String>) { self.taken = taken }

  /// Whether field `index` is enabled (password when the username is ok, repeat when the
  /// password is ok).
  func isEnabled(_ index: Int) -> Bool {
    switch index {
    case 1: results[0].status == .ok
    case 2: results[1].status == .ok
    default: true
    }
  }

  /// Applies `edit`; returns how many of the four outputs (three results, the button)
  /// emitted, counting the way the imperative anchor does: every recomputed result
  /// emits, the button only when it changes.
  @discardableResult
  mutating func apply(_ edit: RegisterEdit) -> Int {
    values[edit.field] = edit.value
    var emissions = 1
    switch edit.field {
    case 0:
      results[0] = Self.username(edit.value, taken: taken)
    case 1:
      results[1] = Self.password(edit.value)
      results[2] = Self.repeated(values[2], password: edit.value)
      emissions = 2
    default:
      results[2] = Self.repeated(edit.value, password: values[1])
    }
    let enabled = results[0].status == .ok && results[1].status == .ok && results[2].status == .ok
    if enabled != buttonEnabled {
      buttonEnabled = enabled
      emissions += 1
    }
    return emissions
  }

  /// The username's result.
  static func username(_ value: String, taken: Set<String>) -> FieldResult {
    if value.isEmpty { return .empty }
    if value.count < 6 { return .failed(RegisterForm.usernameShort) }
    if !value.utf8.allSatisfy(isWordByte) { return .failed(RegisterForm.usernamePattern) }
    if taken.contains(value) { return .failed(RegisterForm.usernameTaken) }
    return .ok(RegisterForm.usernameOK)
  }

  /// The password's result.
  static func password(_ value: String) -> FieldResult {
    if value.isEmpty { return .empty }
    return value.count < 6 ? .failed(RegisterForm.passwordShort) : .ok(RegisterForm.passwordOK)
  }

  /// The repeated password's result.
  static func repeated(_ value: String, password: String) -> FieldResult {
    if value.isEmpty { return .empty }
    return value == password ? .ok(RegisterForm.repeatOK) : .failed(RegisterForm.repeatMismatch)
  }

  /// Whether `byte` is in `[A-Za-z0-9_]`.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
