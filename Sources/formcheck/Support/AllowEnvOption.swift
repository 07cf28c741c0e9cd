import FormRules

/// `--allow-env NAME` (repeatable) of `run`, `batch`, `serve` and `check`: an environment
/// variable a spec's services may read as `${NAME}` besides the `FORMCHECK_…` ones
/// (``VariablePolicy``).
enum AllowEnvOption {
  /// The option's name.
  static let name = "allow-env"
  /// Its lines of the help of `run`, `batch` and `serve`.
  static let help = """
      --allow-env NAME
                      let the spec's services read the environment variable NAME as
                      ${NAME}; besides it they read only variables named FORMCHECK_…
                      (a spec cannot send the rest of your environment away); repeatable
    """

  /// The policy the options give; a name that is no variable name is a usage error.
  static func policy(in options: CommandArguments) throws(UsageError) -> VariablePolicy {
    let names = options.allValues(name)
    for name in names where !isVariableName(name) {
      throw UsageError(
        "--allow-env needs a variable name (letters, digits and '_', not starting with a digit), not '\(VisibleText.escaped(name))'"
      )
    }
    return VariablePolicy(allowing: Set(names))
  }

  /// Whether `name` can name an environment variable as `${NAME}` does.
  private static func isVariableName(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      return false
    }
    return name.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default: false
      }
    }
  }
}
