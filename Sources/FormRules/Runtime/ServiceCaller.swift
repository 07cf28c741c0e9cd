/// The one way a session talks to services: every service store lookup and insert, every
/// service validator — and saves, lists from services and service actions after them —
/// sends its requests here.
///
/// It resolves each service's `${VAR}`s from ``FormEnvironment/variables`` once, when the
/// session starts, and then sends each request one of three ways:
/// * with canned responses (an example's `responses:`), on the session's virtual clock
///   after each answer's latency: no network, ever;
/// * with a transport (``FormEnvironment/services``), as external work
///   (``ExternalWork/start(_:completion:)``), the completion on the session's
///   thread; cancelling cancels the task, and the transport then aborts the exchange;
/// * with neither, failing at once with ``ServiceFailure/noTransport``.
///
/// A request whose service lacks a variable fails with ``ServiceFailure/missingVariable(_:)``
/// without being sent. Failures reach the caller as ``StoreError``s in the session's
/// locale (``ServiceMessages``), naming the service and the route only.
final class ServiceCaller {
  /// A service's base URL and headers, variables read.
  private struct Endpoint {
    let url: String
    let headers: [(name: String, value: String)]
  }

  /// A service with its variables read.
  private struct Resolved {
    let name: String
    /// The base URL and headers, or the variable they lack.
    let endpoint: Result<Endpoint, MissingVariable>
    let timeout: Duration
  }

  /// How requests are answered.
  private enum Mode {
    case canned(CannedResponses)
    case transport(any ServiceTransport)
    case none
  }

  private let services: [Resolved]
  private let mode: Mode
  private let scheduler: VirtualScheduler
  private let work: ExternalWork
  /// Failures told in the session's locale.
  let messages: ServiceMessages
  /// The requests (service and route) that had no canned response, in order: an example
  /// with any fails.
  private(set) var uncanned: [(service: String, route: String)] = []
  /// The routes canned responses answered, in the order they landed: a call cancelled
  /// before its latency ran out is not among them.
  private(set) var answered: [String] = []

  /// A caller for `form`'s services in `environment`, on the session's `scheduler` and
  /// `work`.
  init(
    form: CompiledForm, environment: FormEnvironment, scheduler: VirtualScheduler, work: ExternalWork
  ) {
    if let canned = environment.cannedResponses {
      mode = .canned(canned)
    } else if let transport = environment.services {
      mode = .transport(transport)
    } else {
      mode = .none
    }
    // Canned answers need no URL nor headers: an example runs without the variables. A
    // variable the policy does not allow is never read, as if it were not set.
    let policy = environment.variablePolicy
    let variables =
      environment.cannedResponses == nil ? environment.variables.filter { policy.allows($0.key) } : nil
    services = form.services.map { service in
      Resolved(
        name: service.name, endpoint: Self.endpoint(of: service, variables: variables),
        timeout: service.timeout)
    }
    self.scheduler = scheduler
    self.work = work
    messages = ServiceMessages(
      context: MessageContext(label: "", locale: form.locale, defaultLocale: form.definition.defaultLocale))
  }

  /// The URL and headers of `service` with the values of `variables`; without variables
  /// (canned answers), none.
  private static func endpoint(of service: CompiledService, variables: [String: String]?) -> Result<
    Endpoint, MissingVariable
  > {
    guard let variables else { return .success(Endpoint(url: "", headers: [])) }
    return service.url.resolved(in: variables).flatMap { url in
      var headers: [(name: String, value: String)] = []
      for header in service.headers {
        switch header.value.resolved(in: variables) {
        case .success(let value): headers.append((header.name, value))
        case .failure(let missing): return .failure(missing)
        }
      }
      return .success(Endpoint(url: url, headers: headers))
    }
  }

  /// Sends the request of `endpoint`, each placeholder filled from `values`, with `body`
  /// (sent only by a method that takes one); `completion` gets the response, or the
  /// failure told as a store error. Returns what cancels it: the completion then never
  /// runs, and a request in flight is aborted.
  func send(
    _ endpoint: ServiceEndpoint, values: [String: String], body: [UInt8]? = nil,
    completion: @escaping (ServiceReply) -> Void
  ) -> any Cancellable {
    let service = services[endpoint.service]
    let route = endpoint.template.route { values[$0] ?? "" }
    let messages = self.messages
    let finish: (Result<ServiceResponse, ServiceFailure>) -> Void = { result in
      completion(
        ServiceReply(
          route: route, service: service.name,
          result: result.mapError { messages.failure($0, service: service.name, route: route) },
          messages: messages))
    }
    switch service.endpoint {
    case .failure(let missing):
      return scheduler.schedule(after: .zero) { finish(.failure(.missingVariable(missing.name))) }
    case .success(let resolved):
      let path = endpoint.template.path { values[$0] ?? "" }
      let url = resolved.url
      var headers = resolved.headers
      // JSON both ways, unless the spec's headers say otherwise.
      let named = Set(headers.map { $0.name.lowercased() })
      if endpoint.template.sendsBody, body != nil, !named.contains("content-type") {
        headers.append(("Content-Type", "application/json"))
      }
      if !named.contains("accept") { headers.append(("Accept", "application/json")) }
      let request = ServiceRequest(
        service: service.name, method: endpoint.template.method,
        url: (url.hasSuffix("/") ? String(url.dropLast()) : url) + path, route: route, headers: headers,
        body: endpoint.template.sendsBody ? body : nil, timeout: service.timeout)
      return call(request, completion: finish)
    }
  }

  /// Sends `request` as the session's mode says; `completion` runs on the session's
  /// thread unless the returned handle cancels it first.
  func call(
    _ request: ServiceRequest, completion: @escaping (Result<ServiceResponse, ServiceFailure>) -> Void
  ) -> any Cancellable {
    switch mode {
    case .canned(let canned):
      guard let answer = canned.answer(to: request.route) else {
        uncanned.append((request.service, request.route))
        return scheduler.schedule(after: .zero) { completion(.failure(.notCanned)) }
      }
      return scheduler.schedule(after: answer.latency) { [weak self] in
        self?.answered.append(request.route)
        completion(.success(answer.response))
      }
    case .transport(let transport):
      return work.start({ await transport.send(request) }, completion: completion)
    case .none:
      return scheduler.schedule(after: .zero) { completion(.failure(.noTransport)) }
    }
  }
}

/// What a service request came back with: the response, or its failure told as a store
/// error; with what names the request, to tell an unusable response.
struct ServiceReply {
  /// The route requested (`GET /users/alice`).
  let route: String
  /// The service's name.
  let service: String
  /// The response, or why there is none.
  let result: Result<ServiceResponse, StoreError>
  /// The session's service messages.
  let messages: ServiceMessages

  /// The error of a response whose status the request does not expect.
  func unexpected(_ response: ServiceResponse) -> StoreError {
    messages.unexpected(response, service: service, route: route)
  }

  /// The error of a response whose body is not `expected`.
  func unreadable(expecting expected: String) -> StoreError {
    messages.unreadable(service: service, route: route, expected: expected)
  }
}
