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
      case .script: ["set", "tap", "wait", "add", "remove", "show", "quit"]
      case .prompt: ["set", "tap", "add", "remove", "show", "help", "quit"]
      }
    }

    /// The command `word` (not one of ``words``) is probably a mistyped form of.
    func suggestion(for word: String) -> String? {
      NameSuggestion.suggestion(for: word, among: words)
    }

    /// Whether an unknown command word may be repeated: at the prompt, where it was typed
    /// in view, always; in a script only when it resembles a command — a script line that
    /// is no command at all may be a stray secret (a value that went onto a line of its own).
    func mayRepeat(unknownWord word: String) -> Bool {
      self == .prompt || suggestion(for: word) != nil
    }

    /// The error for a word that is not a command, with a suggestion when one is close.
    func unknownCommand(_ word: String) -> ScriptCommandError {
      if self == .prompt && word == "wait" {
        return ScriptCommandError("':wait' works only in scripts; the prompt runs in real time")
      }
      if let guess = suggestion(for: word) {
        return ScriptCommandError("unknown command '\(prefix)\(word)' — did you mean '\(prefix)\(guess)'?")
      }
      let commands = words.map { prefix + $0 }.joined(separator: ", ")
      guard mayRepeat(unknownWord: word) else {
        return ScriptCommandError("not a command (not shown); commands: \(commands)")
      }
      return ScriptCommandError("unknown command '\(prefix)\(word)' (commands: \(commands))")
    }
  }
}
