/// A request line as a spec writes it — `GET /users/{key}`, `POST /names/check`,
/// `GET /heroes?q={search}` — parsed: the method, then the path (with its query), made of
/// literal text and `{name}` placeholders.
///
/// What a placeholder may name depends on where the line is written (a store's request
/// takes `{key}`, a validator's `{field}` and `{value}`); the compiler checks that. Filled
/// in, a placeholder's value is percent-encoded in the URL (``path(filling:)``) and written
/// as it is in the route (``route(filling:)``), which messages name and canned responses
/// are keyed by.
struct RequestTemplate: Sendable, Equatable {
  /// The methods a request may use.
  static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE"]
  /// The methods that send a body.
  static let methodsWithBody: Set<String> = ["POST", "PUT", "PATCH"]

  /// One piece of the path.
  enum Part: Sendable, Equatable {
    /// Text written as it is (already valid in a URL).
    case text(String)
    /// `{name}`: filled per request.
    case placeholder(String)
  }

  /// The method, upper case.
  let method: String
  /// The path and query, in order.
  let parts: [Part]

  /// The placeholders' names, in order of appearance (repeats kept).
  var placeholders: [String] {
    parts.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
  }

  /// Whether the method sends a body.
  var sendsBody: Bool { Self.methodsWithBody.contains(method) }

  /// The line as the spec writes it, placeholders in braces.
  var text: String { route { "{\($0)}" } }

  /// The route: `METHOD /path`, each placeholder replaced by its value as it is.
  func route(filling value: (String) -> String) -> String {
    method + " " + render { value($0) }
  }

  /// The path and query for the URL, each placeholder's value percent-encoded as exactly
  /// one path segment or query value (``PercentEncoding/segment(_:)``).
  func path(filling value: (String) -> String) -> String {
    render { PercentEncoding.segment(value($0)) }
  }

  private func render(_ fill: (String) -> String) -> String {
    var text = ""
    for part in parts {
      switch part {
      case .text(let literal): text += literal
      case .placeholder(let name): text += fill(name)
      }
    }
    return text
  }

  /// The characters a path or query may hold as they are, besides the unreserved ones
  /// (RFC 3986's sub-delimiters, `:`, `@`, `/`, `?` and `%` for escapes already written).
  private static let literalPunctuation = Set("!$&'()*+,;=:@/?%".unicodeScalars)

  /// Reads `line`: `METHOD /path`, one space between. Returns why it is not a request
  /// line, in words for a diagnostic, on failure.
  static func parse(_ line: String) -> Result<RequestTemplate, RequestLineProblem> {
    let pieces = line.split(separator: " ", omittingEmptySubsequences: false)
    guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty else {
      return .failure(.malformed)
    }
    let method = String(pieces[0])
    guard methods.contains(method) else { return .failure(.unknownMethod(method)) }
    let path = pieces[1]
    guard path.first == "/" else { return .failure(.relativePath) }
    var parts: [Part] = []
    var literal = ""
    var scalars = path.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if scalar == "{" {
        guard let close = scalars.firstIndex(of: "}") else { return .failure(.unclosedPlaceholder) }
        let name = String(scalars[..<close])
        guard IdentifierSyntax.problem(with: name, kind: "placeholder") == nil else {
          return .failure(.invalidPlaceholder(name))
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        literal = ""
        parts.append(.placeholder(name))
        scalars = scalars[scalars.index(after: close)...]
      } else if scalar.isASCII,
        PercentEncoding.isUnreserved(UInt8(scalar.value)) || literalPunctuation.contains(scalar)
      {
        literal.unicodeScalars.append(scalar)
      } else {
        return .failure(.invalidCharacter(scalar))
      }
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    return .success(RequestTemplate(method: method, parts: parts))
  }
}

/// Why a text is not a request line.
enum RequestLineProblem: Error, Equatable {
  /// Not `METHOD /path`.
  case malformed
  /// A method other than ``RequestTemplate/methods``.
  case unknownMethod(String)
  /// A path that does not start with `/`.
  case relativePath
  /// `{` without its `}`.
  case unclosedPlaceholder
  /// `{name}` whose name is not an identifier.
  case invalidPlaceholder(String)
  /// A character a URL cannot hold as it is (a space, a quote, `#`, non-ASCII).
  case invalidCharacter(Unicode.Scalar)

  /// The problem in words, for a diagnostic about `line`.
  func message(_ line: String) -> String {
    let head = "\"\(line)\" is not a request line"
    let shape = "write 'METHOD /path', such as 'GET /users/{key}'"
    switch self {
    case .malformed:
      return "\(head): \(shape)"
    case .unknownMethod(let method):
      var text =
        "unknown method '\(method)' in \"\(line)\": use \(RequestTemplate.methods.joined(separator: ", "))"
      if let suggestion = NameSuggestion.suggestion(for: method.uppercased(), among: RequestTemplate.methods)
      {
        text += " — did you mean '\(suggestion)'?"
      }
      return text
    case .relativePath:
      return "\(head): its path must start with '/'"
    case .unclosedPlaceholder:
      return "\(head): a '{' has no '}'"
    case .invalidPlaceholder(let name):
      return "\(head): '{\(name)}' is not a placeholder; name a placeholder with letters, digits and '_'"
    case .invalidCharacter(let scalar):
      return
        "\(head): '\(String(scalar))' cannot be written in a URL as it is; percent-encode it"
    }
  }
}
