import FormRules
import FormRulesIO
import ServeWire

/// The validation API: `POST /api/forms/NAME/validate[?tap=BUTTON]` — a JSON record in,
/// the form's state out (the shape of a `batch` result line without `"record"`) — and
/// `GET /api/forms/NAME/schema` — the JSON Schema of its records. Every other path under
/// `/api/` is a 404.
///
/// A record must come as `Content-Type: application/json`: a browser sends that type to
/// another site only after a CORS preflight, which the server does not grant, so a page
/// elsewhere cannot make a visitor's browser validate or tap here (the kinds of body a
/// cross-site form may send — `text/plain`, form-encoded — get a 415).
struct APIRoutes: HTTPRoutes {
  /// The prefix of every API path.
  static let prefix = "/api/forms/"

  let site: ServedSite
  /// Each form's session pool, by name.
  let pools: [String: FormSessionPool]
  /// The limit on taps (429 past it); nil: none. A validation without a tap is never
  /// limited.
  let limiter: RateLimiter?
  let metrics: ServeMetrics

  func respond(to request: HTTPRequest) -> HTTPResponse? {
    guard request.path.hasPrefix("/api/") else { return nil }
    guard let (name, action) = Self.route(of: request.path) else {
      return JSONResponse.error(404, "no such API route (see GET /api/forms/NAME/schema)")
    }
    guard let form = site.form(named: name), let pool = pools[name] else {
      return JSONResponse.error(404, "no form named '\(name)'")
    }
    if action == "schema" {
      guard request.method == "GET" else {
        return JSONResponse.methodNotAllowed(request.method, allowed: ["GET"])
      }
      return JSONResponse.body(RecordSchema.text(of: form.spec, named: form.name))
    }
    guard request.method == "POST" else {
      return JSONResponse.methodNotAllowed(request.method, allowed: ["POST"])
    }
    guard JSONResponse.isJSON(request.header("content-type")) else {
      return JSONResponse.error(415, "send the record as Content-Type: application/json")
    }
    return validate(request, form: form, pool: pool)
  }

  func routeLabel(for path: String) -> String? {
    guard path.hasPrefix("/api/") else { return nil }
    guard let (_, action) = Self.route(of: path) else {
      return "/api/other"
    }
    return Self.prefix + "{name}/" + action
  }

  /// A tap waits for its store and for a thread of the password hashing pool: it is
  /// answered on a thread of its own, never on an event thread that other connections
  /// share.
  func mayWait(_ request: HTTPRequest) -> Bool {
    request.path.hasPrefix(Self.prefix) && request.queryValue("tap") != nil
  }

  /// The form's name and the action of `path` (`/api/forms/NAME/ACTION`), if it has that
  /// shape and the action is one the API answers.
  private static func route(of path: String) -> (name: String, action: String)? {
    // Bytes, not characters: this runs twice per request (the answer, the metrics).
    let slash = UInt8(ascii: "/")
    guard path.hasPrefix(prefix) else { return nil }
    let rest = path.utf8.dropFirst(prefix.utf8.count)
    guard let end = rest.firstIndex(of: slash), end > rest.startIndex else { return nil }
    let action = rest[rest.index(after: end)...]
    guard !action.contains(slash) else { return nil }
    let name = String(decoding: action, as: UTF8.self)
    guard actions.contains(name) else { return nil }
    return (String(decoding: rest[..<end], as: UTF8.self), name)
  }

  /// The actions the API answers under a form.
  private static let actions = ["validate", "schema"]

  /// Validates the request's record on a session of `form`, tapping `?tap=` if given.
  private func validate(_ request: HTTPRequest, form: ServedForm, pool: FormSessionPool) -> HTTPResponse {
    let tap: String?
    switch APITap.button(in: request.query, form: form.name, buttons: form.spec.buttonNames) {
    case .success(let button): tap = button
    case .failure(let refusal): return JSONResponse.error(400, refusal.message)
    }
    if tap != nil, let limiter, !limiter.allows(request.clientAddress) { return limiter.refusal() }
    let response: HTTPResponse
    do {
      let locale = AcceptLanguage.locale(
        from: request.header("accept-language"), defaultLocale: form.spec.defaultLocale)
      response = try pool.withLease(locale: locale) { lease in
        lease.session.tapButton = tap
        lease.writer.removeAll()
        let outcome = request.body.withUnsafeBytes {
          lease.session.appendResult(of: .text($0), record: 1, to: &lease.writer)
        }
        switch outcome {
        case .skipped:
          return JSONResponse.error(400, "the body holds no record: send a JSON object of field values")
        case .malformed:
          return JSONResponse.body(lease.writer.bytes + [UInt8(ascii: "\n")], status: 400)
        case .valid, .invalid:
          let failure = lease.session.lastStoreFailure
          if failure == .overloaded {
            // Not a store error: nothing is wrong with the store, and the request may be
            // sent again in a moment.
            return JSONResponse.error(
              503, "the server is busy checking passwords; try again in a moment",
              headers: [("Retry-After", "1")])
          }
          if let failure, Self.makesUnavailable(failure) {
            metrics.recordStoreError()
            return JSONResponse.error(
              503, "a store of form '\(form.name)' cannot be used (\(failure.rawValue))")
          }
          return JSONResponse.body(lease.writer.bytes + [UInt8(ascii: "\n")])
        }
      }
    } catch {
      metrics.recordStoreError()
      // The operator's log says why (the file or server, never a value); the client only
      // that the store cannot be opened.
      Console.error(StoreFailureLog.line(error, command: "serve"))
      return JSONResponse.error(503, "a store of form '\(form.name)' cannot be opened")
    }
    return response
  }

  /// Whether `failure` means the server's own store is unusable (503), rather than an
  /// answer the state reports (a service out of reach, a value a store refuses).
  private static func makesUnavailable(_ failure: StoreFailure) -> Bool {
    switch failure {
    case .openFailed, .busy, .readOnly, .corrupt, .full, .io, .schemaMismatch, .other: true
    case .invalidInput, .unavailable, .badResponse, .overloaded: false
    }
  }
}
