import FormRules
import Foundation

/// The register form the propagation and graph-build scenarios run: username ≥ 6, matches
/// `[A-Za-z0-9_]+`, not in a 10,000-name list store (synchronous, no latency); password
/// ≥ 6; repeat equals password; password enabled when the username is ok, repeat when the
/// password is ok; the button enabled when all three are ok.
enum RegisterForm {
  /// The list file's name, next to the spec.
  static let takenFile = "taken.txt"

  static let usernameShort = "Username must be at least 6 characters"
  static let usernamePattern = "Only letters, digits and underscores"
  static let usernameTaken = "Username is already taken"
  static let usernameOK = "Username is available"
  static let passwordShort = "Password must be at least 6 characters"
  static let passwordOK = "Password is long enough"
  static let repeatMismatch = "Passwords do not match"
  static let repeatOK = "Passwords match"

  /// The spec, written inline so that the bench measures exactly this graph.
  static let yaml = """
    form: register_bench
    stores:
      taken:
        list: \(takenFile)
    fields:
      username:
        rules:
          - min_length: 6
            message: \(usernameShort)
          - pattern: "[A-Za-z0-9_]+"
            message: \(usernamePattern)
          - absent_in: taken
            message: \(usernameTaken)
        ok: \(usernameOK)
      password:
        enabled_when: username.ok
        rules:
          - min_length: 6
            message: \(passwordShort)
        ok: \(passwordOK)
      repeat_password:
        enabled_when: password.ok
        rules:
          - equals: password
            message: \(repeatMismatch)
        ok: \(repeatOK)
    buttons:
      register:
        enabled_when: username.ok and password.ok and repeat_password.ok
    """

  /// Writes `taken` next to where the spec is compiled and compiles it.
  static func compile(taken: [String], in directory: WorkDirectory) throws -> FormSpec {
    let list = taken.joined(separator: "\n") + "\n"
    try list.write(toFile: directory.file(takenFile), atomically: false, encoding: .utf8)
    return try FormSpec(yaml: yaml, file: "register-bench.yaml", baseDirectory: directory.path)
  }
}
