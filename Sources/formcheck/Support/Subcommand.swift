/// One `formcheck` subcommand: its name, a one-line abstract, its help text, and what it
/// does. Each lives in its own file under `Subcommands/`.
protocol Subcommand {
  /// The word after `formcheck`.
  static var name: String { get }
  /// One line for `formcheck --help`.
  static var abstract: String { get }
  /// The full `--help` text.
  static var help: String { get }
  /// Runs with the arguments after the subcommand's name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32
}

extension Subcommand {
  /// Prints the usage error and a pointer to `--help`; returns exit status 2.
  static func usageFailure(_ error: UsageError) -> Int32 {
    Console.error("formcheck \(name): \(error.message)\nsee 'formcheck \(name) --help'")
    return ExitStatus.usage
  }

  /// Whether the arguments ask for help: `--help` or `-h` before any `--`.
  static func wantsHelp(_ arguments: [String]) -> Bool {
    arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
  }
}

/// The exit statuses every subcommand uses.
enum ExitStatus {
  /// Everything valid / clean.
  static let success: Int32 = 0
  /// Something invalid: a record, a diagnostic, an example.
  static let invalid: Int32 = 1
  /// The command could not do its job: a usage error, a spec that does not compile, an
  /// unreadable file, a store that cannot be opened.
  static let usage: Int32 = 2
}
