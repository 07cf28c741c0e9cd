import Glibc

/// The process environment, as `FormEnvironment.variables`: what a service's `url` and
/// headers read as `${NAME}` (their values are never printed).
enum ProcessVariables {
  /// Every `NAME=value` of the environment (the first of a repeated name counts; entries
  /// that are not UTF-8 or have no `=` are left out).
  static var all: [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      if let text = String(validatingCString: pointer), let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return variables
  }
}
