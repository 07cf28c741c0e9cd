import FormRules
import FoundationEssentials

/// Where `run` and `batch` keep table stores: an explicit `--data-dir` path, else
/// `$FORMCHECK_DATA_DIR`, else `$XDG_DATA_HOME/formcheck` (when absolute), else
/// `$HOME/.local/share/formcheck`. The library has no default of its own on disk; this is
/// the CLI's.
enum DataDirectoryChoice {
  /// The storage for sessions of `specs`: the chosen data directory, or, when no spec has
  /// a table store, private memory (so that a form without tables needs no directory).
  static func storage(for specs: [FormSpec], explicit: String?) throws(StoreError) -> FormEnvironment.Storage
  {
    guard specs.contains(where: \.needsDatabase) else { return .inMemory }
    return .dataDirectory(try path(explicit: explicit, environment: ProcessInfo.processInfo.environment))
  }

  /// The data directory given `explicit` and the environment variables `environment`.
  /// Empty variables count as unset.
  static func path(explicit: String?, environment: [String: String]) throws(StoreError) -> String {
    func variable(_ name: String) -> String? {
      environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
    if let explicit {
      guard !explicit.isEmpty else {
        throw StoreError(.invalidInput, "the data directory path is empty")
      }
      return explicit
    } else if let directory = variable("FORMCHECK_DATA_DIR") {
      return directory
    } else if let dataHome = variable("XDG_DATA_HOME"), dataHome.hasPrefix("/") {
      // The XDG base directory specification says to ignore relative paths.
      return DataDirectory.join(dataHome, "formcheck")
    } else if let home = variable("HOME") {
      return DataDirectory.join(home, ".local/share/formcheck")
    }
    throw StoreError(
      .openFailed, "cannot choose a data directory: pass --data-dir, or set FORMCHECK_DATA_DIR or HOME")
  }
}
