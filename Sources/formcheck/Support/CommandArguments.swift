import FormRules

/// A subcommand's arguments, split into options and positionals, with every mistake
/// collected as a usage error.
///
/// Options are `--name value`, `--name=value` or a flag `--name` (which takes no value:
/// `--json=true` is a usage error); `--` ends options, after which an argument starting
/// with `-` is a positional. Single-dash options other than `-h` (see
/// ``Subcommand/wantsHelp(_:)``) do not exist; `-` alone is a positional (standard input).
struct CommandArguments {
  /// Positional arguments, in order.
  private(set) var positionals: [String] = []
  /// Each value option's values, in order (a repeated option has several).
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Parses `arguments` knowing which options take a value and which are flags.
  init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      guard argument.hasPrefix("--") else {
        throw UsageError("unknown option '\(argument)' (options are spelled out: --name)")
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if valueOptions.contains(name) {
        if let inlineValue {
          values[name, default: []].append(inlineValue)
        } else if index < arguments.count {
          values[name, default: []].append(arguments[index])
          index += 1
        } else {
          throw UsageError("option '--\(name)' needs a value")
        }
      } else if flagOptions.contains(name) {
        guard inlineValue == nil else {
          throw UsageError("option '--\(name)' is a flag and takes no value: give '--\(name)' alone")
        }
        flags.insert(name)
      } else {
        let known = valueOptions.union(flagOptions).map { "--\($0)" }
        var message = "unknown option '--\(name)'"
        if let guess = NameSuggestion.suggestion(for: "--\(name)", among: known) {
          message += " — did you mean '\(guess)'?"
        }
        throw UsageError(message)
      }
    }
  }

  /// The value of `--name`, if given (the last one, when given more than once).
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable `--name`, in order.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether the flag `--name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The whole number `--name` gives, which must lie in `range`; nil without one.
  func wholeNumber(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        "--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }
    return number
  }
}

/// A mistake in how a command was called: printed with the command's usage, exit 2.
struct UsageError: Error {
  /// What is wrong, in lower case.
  let message: String

  init(_ message: String) { self.message = message }
}
