/// A service's `url` or header value as a spec writes it: text with `${NAME}` variables,
/// read from the environment the session is given (``FormEnvironment/variables``) when it
/// starts — only those ``VariablePolicy`` allows. A variable's value may be a secret (a token), so the resolved text is never
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
    scan(text).map(\.text)
  }

  /// Reads `text`, which starts at `base` in the spec file, as ``parse(_:)`` does; with
  /// each variable's name located at its `${`.
  static func parse(_ text: String, at base: SourceLocation) -> Result<
    (text: VariableText, variables: [Located<String>]), VariableTextProblem
  > {
    scan(text).map { scanned in
      let located = scanned.offsets.map { name, offset in
        Located(value: name, location: SourceCursor.location(ofScalarAt: offset, in: text, from: base))
      }
      return (scanned.text, located)
    }
  }

  /// The text read, with each variable's name and the offset of its `${` in scalars.
  private static func scan(_ text: String) -> Result<
    (text: VariableText, offsets: [(name: String, offset: Int)]), VariableTextProblem
  > {
    var parts: [Part] = []
    var offsets: [(name: String, offset: Int)] = []
    var literal = ""
    var rest = text.unicodeScalars[...]
    var offset = 0
    while let scalar = rest.popFirst() {
      guard scalar == "$", rest.first == "{" else {
        literal.unicodeScalars.append(scalar)
        offset += 1
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
      offsets.append((name, offset))
      // `${`, the name and `}`.
      offset += name.unicodeScalars.count + 3
      rest = rest[rest.index(after: close)...]
    }
    if !literal.isEmpty || parts.isEmpty { parts.append(.text(literal)) }
    return .success((VariableText(parts: parts), offsets))
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
