import FormRules

extension ScriptCommand {
  /// Where a command is written: a script line, or the interactive prompt after `:`.
  enum Syntax: Equatable {
    /// A line of a script: `set`, `tap`, `wait`, `show`, `quit`.
    case script
    /// A prompt command: `:set`, `:tap`, `:show`, `:help`, `:quit` (no `:wait`: the
    /// prompt runs in real time).
    case prompt

    /// What commands start with: `:` at the prompt.
    var prefix: String { self == .prompt ? ":" : "" }

    /// The command words.
    var words: [String] {
      switch self {
      case .script: ["set", "tap", "wait", "show", "quit"]
      case .prompt: ["set", "tap", "show", "help", "quit"]
      }
    }

    /// The error for a word that is not a command, with a suggestion when one is close.
    func unknownCommand(_ word: String) -> ScriptCommandError {
      if self == .prompt && word == "wait" {
        return ScriptCommandError("':wait' works only in scripts; the prompt runs in real time")
      }
      var message = "unknown command '\(prefix)\(word)'"
      if let guess = NameSuggestion.suggestion(for: word, among: words) {
        message += " — did you mean '\(prefix)\(guess)'?"
      } else {
        message += " (commands: \(words.map { prefix + $0 }.joined(separator: ", ")))"
      }
      return ScriptCommandError(message)
    }
  }
}
