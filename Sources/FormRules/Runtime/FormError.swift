/// A request a ``Form`` cannot carry out.
public enum FormError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No field has that name.
  case unknownField(String, suggestion: String?)
  /// No button has that name.
  case unknownButton(String, suggestion: String?)
  /// No list has that name.
  case unknownList(String, suggestion: String?)
  /// The form's table stores could not be opened (data directory missing or read-only,
  /// database locked or corrupt): a message for the operator, the store error's
  /// ``StoreError/logMessage`` (it may name the database file or server, never a value).
  case storeUnavailable(String)
  /// The spec's services read environment variables the session may not give them: an
  /// FR214 error at each (see ``FormEnvironment/unallowedVariables(in:)``).
  case variableNotAllowed([Diagnostic])

  /// A lower-case message naming the problem.
  public var description: String {
    switch self {
    case .unknownField(let name, let suggestion):
      "unknown field '\(name)'" + (suggestion.map { " — did you mean '\($0)'?" } ?? "")
    case .unknownButton(let name, let suggestion):
      "unknown button '\(name)'" + (suggestion.map { " — did you mean '\($0)'?" } ?? "")
    case .unknownList(let name, let suggestion):
      "unknown list '\(name)'" + (suggestion.map { " — did you mean '\($0)'?" } ?? "")
    case .storeUnavailable(let reason):
      reason
    case .variableNotAllowed(let diagnostics):
      FormSpecError(diagnostics: diagnostics).description
    }
  }
}
