/// A service's `url` or header value as a spec writes it: text with `${NAME}` variables,
/// read from the environment the session is given (``FormEnvironment/variables``) when it
/// starts. A variable's value may be a secret (a token), so the resolved text is never
/// printed; a missing variable is told by its name only.
struct VariableText: Sendable, Equatable {
  /// One piece of the text.
  enum Part: Sendable, Equatable {
    /// Text as written.
    case text(String)
    /// `${NAME}`.
    case variable(String)
  }

  /// The pieces, in order.
  let parts: [Part]

  /// The variables named, in order.
  var variables: [String] {
    parts.compactMap { if case .variable(let name) = $0 { name } else { nil } }
  }

  /// The text before the first variable.
  var literalPrefix: String {
    if case .text(let text)? = parts.first { text } else { "" }
  }

  /// The text with each variable's value from `environment`, or the name of the first
  /// variable it lacks.
  func resolved(in environment: [String: String]) -> Result<String, MissingVariable> {
    var text = ""
    for part in parts {
      switch part {
      case .text(let literal): text += literal
      case .variable(let name):
        guard let value = environment[name] else { return .failure(MissingVariable(name: name)) }
        text += value
      }
    }
    return .success(text)
  }

  /// Reads `text`; `$` not followed by `{` is itself. Returns what is wrong with a `${`,
  /// in words for a diagnostic, on failure.
  static func parse(_ text: String) -> Result<VariableText, VariableTextProblem> {
    var parts: [Part] = []
    var literal = ""
    var rest = text.unicodeScalars[...]
    while let scalar = rest.popFirst() {
      guard scalar == "$", rest.first == "{" else {
        literal.unicodeScalars.append(scalar)
        continue
      }
      rest.removeFirst()
      guard let close = rest.firstIndex(of: "}") else { return .failure(.unclosed) }
      let name = String(rest[..<close])
      guard IdentifierSyntax.problem(with: name, kind: "variable", allowingReservedWords: true) == nil else {
        return .failure(.invalidName(name))
      }
      if !literal.isEmpty { parts.append(.text(literal)) }
      literal = ""
      parts.append(.variable(name))
      rest = rest[rest.index(after: close)...]
    }
    if !literal.isEmpty || parts.isEmpty { parts.append(.text(literal)) }
    return .success(VariableText(parts: parts))
  }
}

/// A `${NAME}` the environment does not define.
struct MissingVariable: Error, Equatable {
  /// The variable's name.
  let name: String
}

/// Why a text's `${…}` cannot be read.
enum VariableTextProblem: Error, Equatable {
  /// `${` without its `}`.
  case unclosed
  /// `${name}` whose name is not an identifier.
  case invalidName(String)

  /// The problem in words.
  var message: String {
    switch self {
    case .unclosed: "a '${' has no '}'"
    case .invalidName(let name):
      "'${\(name)}' does not name a variable: use letters, digits and '_', starting with a letter or '_'"
    }
  }
}
