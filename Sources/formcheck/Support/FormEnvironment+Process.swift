import FormRules

extension FormEnvironment {
  /// What `run` and `batch` start from: services reached over HTTP(S), each `${VAR}` of
  /// their URLs and headers read from the process environment (values never printed).
  static var process: FormEnvironment {
    var environment = FormEnvironment()
    environment.variables = ProcessVariables.all
    environment.services = HTTPServiceTransport()
    return environment
  }
}
