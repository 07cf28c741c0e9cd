import FormRules
import FormRulesIO
import ServeWire

/// `serve`'s live form pages: `GET` and `POST /forms/NAME` (the page;
/// a post without JavaScript re-renders it with statuses), `GET /forms/NAME/events` (the
/// live page's Server-Sent Events), `POST /forms/NAME/input`, `…/tap`, `…/add` and
/// `…/remove` (what the script sends, as JSON), and `/assets/form.js` and
/// `/assets/form.css`. Each visitor has a session per form (``PageSessionTable``) in a
/// cookie of that form's (``SessionCookie``), given a new identifier when a log-in button
/// succeeds; a post from a page of another origin is refused (403).
///
/// What is expensive takes a token of the rate limit: making a session, a post without
/// JavaScript, a tap of the script (a 429, and the button's result on the page says why:
/// failed(message), as when passwords are checked at capacity). The script's inputs and
/// the event streams of a session take none.
struct PageRoutes: HTTPRoutes {
  private let site: ServedSite
  private let options: PageOptions
  private let sessions: PageSessionTable
  private let streams: PageStreamLimits
  /// Each form's layout, by name.
  private let layouts: [String: PageLayout]
  /// The `--allowed-host` names (lowercased), whose pages may post from any port.
  var allowedHosts: Set<String> = []
  /// The limit on expensive requests; nil: none.
  var limiter: RateLimiter?

  /// The pages of `site`'s forms, within `options`' limits.
  init(site: ServedSite, options: PageOptions = PageOptions()) {
    let clock = ContinuousClock()
    let origin = clock.now
    self.init(site: site, options: options, clock: { origin.duration(to: clock.now) })
  }

  /// The same, reading the time from `clock` (tests move it by hand).
  init(site: ServedSite, options: PageOptions, clock: @escaping @Sendable () -> Duration) {
    self.site = site
    self.options = options
    sessions = PageSessionTable(options: options, clock: clock)
    streams = PageStreamLimits(options: options)
    layouts = Dictionary(uniqueKeysWithValues: site.forms.map { ($0.name, PageLayout(spec: $0.spec)) })
  }

  /// The number of sessions kept (the `sessions` gauge of `/metrics`).
  var sessionCount: Int { sessions.count }

  /// Ends every session and its event streams (the server is stopping).
  func stop() { sessions.removeAll() }

  func respond(to request: HTTPRequest) -> HTTPResponse? {
    switch request.path {
    case "/assets/form.js":
      return only("GET", request) {
        PageAssets.response(PageAssets.script, type: "text/javascript; charset=utf-8")
      }
    case "/assets/form.css":
      return only("GET", request) { PageAssets.response(PageAssets.style, type: "text/css; charset=utf-8") }
    default: break
    }
    guard request.path.hasPrefix("/forms/") else { return nil }
    let parts = request.path.dropFirst("/forms/".count).split(
      separator: "/", omittingEmptySubsequences: false)
    guard parts.count <= 2, let form = site.form(named: String(parts[0])) else { return nil }
    if request.method == "POST", !OriginCheck.allows(request, allowedNames: allowedHosts) {
      return JSONResponse.error(403, "this form accepts posts from its own pages only")
    }
    switch parts.count == 2 ? String(parts[1]) : nil {
    case nil:
      switch request.method {
      case "GET": return page(of: form, request) { session in (await session.view(), false) }
      case "POST":
        if let limiter, !limiter.allows(request.clientAddress) { return limiter.refusal() }
        let submission = PageSubmission(pairs: URLEncodedForm.pairs(of: request.body))
        let layout = layout(of: form)
        return page(of: form, request, counted: true) { session in
          await session.submit(submission, layout: layout)
        }
      default: return JSONResponse.methodNotAllowed(request.method, allowed: ["GET", "POST"])
      }
    case "events": return only("GET", request) { events(of: form, request) }
    case "input", "tap", "add", "remove":
      return only("POST", request) { command(String(parts[1]), form: form, request) }
    default: return nil
    }
  }

  /// Everything under `/forms/` waits on the visitor's session (a post for its checks, a
  /// log-in tap for its result, up to 10 s); the assets do not.
  func mayWait(_ request: HTTPRequest) -> Bool {
    request.path.hasPrefix("/forms/")
  }

  func routeLabel(for path: String) -> String? {
    if path.hasPrefix("/assets/") { return "/assets/{file}" }
    guard path.hasPrefix("/forms/") else { return nil }
    let parts = path.dropFirst("/forms/".count).split(separator: "/", omittingEmptySubsequences: false)
    switch parts.count {
    case 1: return "/forms/{name}"
    case 2 where ["events", "input", "tap", "add", "remove"].contains(parts[1]):
      return "/forms/{name}/\(parts[1])"
    default: return "/forms/other"
    }
  }

  // MARK: Responses

  /// `respond()` when `request`'s method is `method`, else 405.
  private func only(_ method: String, _ request: HTTPRequest, _ respond: () -> HTTPResponse) -> HTTPResponse {
    request.method == method ? respond() : JSONResponse.methodNotAllowed(request.method, allowed: [method])
  }

  /// The page of `form`'s session after `operation`, which says whether it logged in;
  /// `counted`: the request took its token of the rate limit already.
  private func page(
    of form: ServedForm, _ request: HTTPRequest, counted: Bool = false,
    _ operation: @escaping @Sendable (PageSession) async -> (view: PageView, loggedIn: Bool)
  ) -> HTTPResponse {
    var visit: Visit
    do throws(Refusal) {
      visit = try self.visit(of: form, request, counted: counted)
    } catch {
      return error.response
    }
    let session = visit.session
    let (view, loggedIn) = BlockingWait.result { await operation(session) }
    if loggedIn, !renew(&visit, of: form, request) { return Self.unavailable }
    return HTTPResponse(
      status: 200, contentType: "text/html; charset=utf-8", body: Array(PageHTML.page(view).utf8),
      headers: visit.cookie)
  }

  /// The live page's event stream, within ``PageStreamLimits`` (a 429 beyond them, before
  /// any session is made for a client over its address's limit).
  private func events(of form: ServedForm, _ request: HTTPRequest) -> HTTPResponse {
    if let refusal = streams.refusal(for: request.clientAddress) { return refusal }
    let visit: Visit
    do throws(Refusal) {
      visit = try self.visit(of: form, request)
    } catch {
      return error.response
    }
    let session = visit.session
    let stream: any HTTPEventStream
    switch streams.stream(
      from: request.clientAddress, on: session, { BlockingWait.result { await session.listen() } })
    {
    case .success(let opened): stream = opened
    case .failure(let refused): return refused.response
    }
    // Renewed meanwhile (a log-in): no stream outlives the identifier it was opened with.
    if sessions.session(id: visit.id, form: form.name) !== session { stream.close() }
    return HTTPResponse(
      status: 200, contentType: "text/event-stream; charset=utf-8", stream: stream,
      headers: [("X-Accel-Buffering", "no")] + visit.cookie)
  }

  /// One of the script's commands: a JSON object naming a field and its value (`input`),
  /// a button (`tap`), a group (`add`) or an item (`remove`); 204 when done, 400 when the
  /// body or a name is wrong, 415 when the body is not declared JSON.
  private func command(_ kind: String, form: ServedForm, _ request: HTTPRequest) -> HTTPResponse {
    guard JSONResponse.isJSON(request.header("content-type")) else {
      return JSONResponse.error(415, "send a JSON object (Content-Type: application/json)")
    }
    guard case .object(let members)? = try? JSONParser.parse(request.body, maxDepth: 2) else {
      return JSONResponse.error(400, "the body is not a JSON object")
    }
    func string(_ key: String) -> String? {
      if case .string(let value)? = members.first(where: { $0.key == key })?.value { value } else { nil }
    }
    var visit: Visit
    do throws(Refusal) {
      visit = try self.visit(of: form, request)
    } catch {
      return error.response
    }
    let session = visit.session
    let layout = layout(of: form)
    let done: Bool
    switch kind {
    case "input":
      guard let field = string("field"), let value = string("value") else {
        return JSONResponse.error(400, #"send {"field": PATH, "value": TEXT}"#)
      }
      done = BlockingWait.result { await session.set(field, to: value) }
    case "tap":
      guard let button = string("button") else { return JSONResponse.error(400, #"send {"button": NAME}"#) }
      if let limiter, !limiter.allows(request.clientAddress) {
        let message = limiter.message
        done = BlockingWait.result { await session.refuseTap(button, message: message) }
        if done { return limiter.refusal(headers: visit.cookie) }
      } else {
        let outcome = BlockingWait.result { await session.tap(button) }
        if outcome == .loggedIn, !renew(&visit, of: form, request) { return Self.unavailable }
        done = outcome != .unknown
      }
    case "add":
      guard let group = string("group"), let bounds = layout.bounds(ofGroup: group) else {
        return JSONResponse.error(400, #"send {"group": PATH} naming a repeated group"#)
      }
      done = BlockingWait.result { await session.addItem(to: group, maximum: bounds.maximum) }
    default:
      guard let item = string("item"), let bounds = layout.bounds(ofGroup: RecordShape.groupPath(of: item))
      else {
        return JSONResponse.error(400, #"send {"item": PATH[N]} naming an item"#)
      }
      done = BlockingWait.result { await session.removeItem(item, minimum: bounds.minimum) }
    }
    guard done else {
      return JSONResponse.error(400, "the form has no such \(kind == "input" ? "field" : "entry") here")
    }
    return HTTPResponse(
      status: 204, contentType: "text/plain; charset=utf-8", body: [], headers: visit.cookie)
  }

  /// The layout of `form`, made at start.
  private func layout(of form: ServedForm) -> PageLayout {
    layouts[form.name] ?? PageLayout(spec: form.spec)
  }

  // MARK: Sessions

  /// A request's session, the identifier that found it, and the `Set-Cookie` header to
  /// send (when the identifier is new to the client).
  private struct Visit {
    let session: PageSession
    var id: String
    var cookie: [(name: String, value: String)]
  }

  /// The session of `form` for `request`'s visitor. Only an identifier this server issued
  /// for `form` finds it: any other gets a new session under a new identifier, so that no
  /// one can choose a session's identifier, nor carry one from a form to another. Making a
  /// session takes a token of the rate limit, unless the request took its token already
  /// (`counted`); refused when none is left (429), or when no session can be made (503: no
  /// random identifier could be drawn, or the form's session would not start).
  private func visit(of form: ServedForm, _ request: HTTPRequest, counted: Bool = false) throws(Refusal)
    -> Visit
  {
    if let (id, session) = sessions.session(among: SessionCookie.ids(in: request), form: form.name) {
      return Visit(session: session, id: id, cookie: [])
    }
    if !counted, let limiter, !limiter.allows(request.clientAddress) {
      throw Refusal(response: limiter.refusal())
    }
    guard let id = SessionID.make() else { throw Refusal(response: Self.unavailable) }
    let locale = AcceptLanguage.locale(
      from: request.header("accept-language"), defaultLocale: form.spec.defaultLocale)
    var environment = site.environment
    environment.locale = locale
    let engine: Form
    do {
      engine = try Form(spec: form.spec, environment: environment)
    } catch {
      Console.error(StoreFailureLog.line(error, command: "serve"))
      throw Refusal(response: Self.unavailable)
    }
    let session = PageSession(
      form: engine, formName: form.name, language: locale ?? form.spec.defaultLocale,
      logInButtons: form.spec.logInButtonNames, heartbeat: options.heartbeat, settleLimit: options.settleLimit
    )
    BlockingWait.result { await session.start() }
    sessions.insert(session, id: id, form: form.name)
    return Visit(session: session, id: id, cookie: Self.setCookie(id: id, form: form, request))
  }

  /// Why a request gets no session: the answer to send instead.
  private struct Refusal: Error {
    let response: HTTPResponse
  }

  /// Gives `visit`'s session a new identifier (it logged in), to be set by the response;
  /// false when it cannot (no random identifier, or the session is gone).
  private func renew(_ visit: inout Visit, of form: ServedForm, _ request: HTTPRequest) -> Bool {
    guard let id = SessionID.make(), sessions.renew(id: visit.id, form: form.name, to: id) else {
      return false
    }
    visit.id = id
    visit.cookie = Self.setCookie(id: id, form: form, request)
    return true
  }

  /// The `Set-Cookie` header that gives the client identifier `id` for `form`'s pages.
  private static func setCookie(id: String, form: ServedForm, _ request: HTTPRequest) -> [(
    name: String, value: String
  )] {
    [("Set-Cookie", SessionCookie.setCookie(id: id, path: path(of: form.name), for: request))]
  }

  /// The path of the page of the form named `name` (`/forms/NAME`, percent-encoded), under
  /// which lie all the requests its page makes.
  static func path(of name: String) -> String { "/forms/" + PercentEncoding.encoded(name) }

  // MARK: Fixed responses

  /// No session could be opened (the session table is full of busy sessions).
  private static let unavailable = JSONResponse.error(503, "no session can be opened now; try again later")
}
