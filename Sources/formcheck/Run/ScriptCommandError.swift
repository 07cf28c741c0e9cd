/// A command that cannot be carried out: a typo, a missing argument, an unknown name.
/// Its message is lower case and names things in single quotes.
struct ScriptCommandError: Error {
  /// What is wrong.
  let message: String

  init(_ message: String) { self.message = message }
}
