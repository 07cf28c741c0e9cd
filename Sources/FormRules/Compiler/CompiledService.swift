/// One service, compiled: its URL and headers still with their `${VAR}`s, which a session
/// reads from its environment when it starts (``ServiceCaller``).
struct CompiledService: Sendable {
  /// The service's name in the spec.
  let name: String
  /// The base URL every request's path is appended to.
  let url: VariableText
  /// The headers, in the order written.
  let headers: [(name: String, value: VariableText)]
  /// How long each whole exchange may take.
  let timeout: Duration
}

/// A request line of the spec bound to its service: what a service store's lookup and
/// insert, a service validator — and every later use of a service — send through the
/// session's ``ServiceCaller``.
struct ServiceEndpoint: Sendable, Equatable {
  /// The service, by index in ``CompiledForm/services``.
  let service: Int
  /// The request line.
  let template: RequestTemplate
}

/// A store answered by a service, compiled.
struct CompiledServiceStore: Sendable, Equatable {
  /// The service's name.
  let serviceName: String
  /// `lookup:`, if given.
  let lookup: ServiceEndpoint?
  /// `insert:`, if given.
  let insert: ServiceEndpoint?
  /// The field named by `key:`, if given: an insert's `{key}`, a taken key's label.
  let key: String?
}
