import FormRules

extension FormEnvironment {
  /// What `run`, `batch` and `serve` start from: services reached over HTTP(S), each
  /// `${VAR}` of their URLs and headers read from the process environment (values never
  /// printed) — only the variables `policy` allows, the others never handed to the library.
  static func process(allowing policy: VariablePolicy) -> FormEnvironment {
    var environment = FormEnvironment()
    environment.variablePolicy = policy
    environment.variables = ProcessVariables.all.filter { policy.allows($0.key) }
    environment.services = HTTPServiceTransport()
    return environment
  }

  /// Prints on standard error an FR214 error at each `${NAME}` of `specs`' services that
  /// this environment does not allow, as `check --allow-env` would report it; returns
  /// whether there was any (the command then refuses to start: exit 2, nothing sent).
  func refusesVariables(of specs: [FormSpec]) -> Bool {
    let refused = specs.flatMap { unallowedVariables(in: $0) }
    guard !refused.isEmpty else { return false }
    Console.error(FormError.variableNotAllowed(refused).description)
    return true
  }
}
