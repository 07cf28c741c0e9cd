import FormRules
import Foundation
import Synchronization

@testable import formcheck

/// A site of pages for tests: forms from the repository's `forms/` (or spec text) with
/// their table stores in a temporary data directory, a clock moved by hand, and requests
/// answered on a thread of their own, as the server's are (a page waits for its session
/// by blocking its thread, which must not be one of the concurrency runtime's).
struct PageTestSite {
  let site: ServedSite
  let routes: PageRoutes
  /// The time the routes read.
  let time: ManualTime

  /// The page options of a test site: a server's, except that a submission waits up to two
  /// minutes for the checks instead of ten seconds. The suite runs a thousand tests on two
  /// cores, where a session's real-time loop can wait its turn for longer than ten seconds
  /// (a tap then found its button still disabled: seen once in `.ci/run`).
  static var options: PageOptions {
    var options = PageOptions()
    options.settleLimit = .seconds(120)
    return options
  }

  /// A site of the repository's `forms/NAME.yaml` for each of `names`.
  init(forms names: [String], options: PageOptions = PageTestSite.options) throws {
    let forms = try names.map { name in
      let file = Formcheck.repositoryRoot.appendingPathComponent("forms/\(name).yaml").path
      return ServedForm(name: name, spec: try FormSpec(contentsOfFile: file), file: file)
    }
    try self.init(served: forms, options: options)
  }

  /// A site of one form from spec text, named `name`.
  init(name: String, yaml: String, options: PageOptions = PageTestSite.options) throws {
    try self.init(
      served: [ServedForm(name: name, spec: try FormSpec(yaml: yaml), file: "\(name).yaml")], options: options
    )
  }

  private init(served: [ServedForm], options: PageOptions) throws {
    let directory = try Formcheck.temporaryDirectory()
    let site = ServedSite(
      forms: served, environment: FormEnvironment(storage: .dataDirectory(directory.path)))
    let time = ManualTime()
    self.time = time
    self.site = site
    routes = PageRoutes(site: site, options: options, clock: { time.now })
  }

  /// The response to a request, answered on a thread of its own.
  func request(
    _ method: String, _ path: String, body: String = "", headers: [(name: String, value: String)] = []
  ) async -> HTTPResponse? {
    let request = HTTPRequest(
      method: method, path: path, query: [], headers: [("host", "localhost:8080")] + headers,
      body: Array(body.utf8),
      clientAddress: "127.0.0.1")
    let routes = self.routes
    return await offThePool { routes.respond(to: request) }
  }

  /// A visitor: a browser keeping the session cookies it is given, each for its `Path`,
  /// and sending those whose path holds a request's (the longest path first).
  final class Visitor: Sendable {
    let site: PageTestSite
    /// Session identifiers by cookie path.
    private let cookies = Mutex<[String: String]>([:])
    let headers: [(name: String, value: String)]

    init(_ site: PageTestSite, headers: [(name: String, value: String)] = []) {
      self.site = site
      self.headers = headers
    }

    /// The session identifier the visitor holds for the pages of `form`.
    func sessionID(of form: String) -> String? { cookies.withLock { $0["/forms/\(form)"] } }

    /// The response to a request carrying the visitor's cookies, whose `Set-Cookie` it keeps.
    func request(_ method: String, _ path: String, body: String = "", type: String? = nil) async
      -> HTTPResponse?
    {
      var headers = self.headers
      let sent = cookies.withLock { cookies in
        cookies.filter { path == $0.key || path.hasPrefix($0.key + "/") }.sorted {
          $0.key.count > $1.key.count
        }
      }
      if !sent.isEmpty {
        headers.append(("cookie", sent.map { "formcheck_session=\($0.value)" }.joined(separator: "; ")))
      }
      if let type { headers.append(("content-type", type)) }
      let response = await site.request(method, path, body: body, headers: headers)
      if let set = response?.header("Set-Cookie") {
        let parts = set.components(separatedBy: "; ")
        if let id = parts.first?.dropFirst("formcheck_session=".count),
          let cookiePath = parts.first(where: { $0.hasPrefix("Path=") })?.dropFirst("Path=".count)
        {
          cookies.withLock { $0[String(cookiePath)] = String(id) }
        }
      }
      return response
    }

    /// The page `GET path` shows.
    func page(_ path: String) async -> String { await request("GET", path)?.text ?? "" }

    /// The page after posting `pairs` URL-encoded to `path`, as a form without script does.
    func post(_ path: String, _ pairs: [(String, String)]) async -> String {
      let body = pairs.map { "\(Self.encoded($0.0))=\(Self.encoded($0.1))" }.joined(separator: "&")
      return await request("POST", path, body: body, type: "application/x-www-form-urlencoded")?.text ?? ""
    }

    /// What the script sends: a JSON command to `path`; returns the status.
    func send(_ path: String, _ json: String) async -> Int? {
      await request("POST", path, body: json, type: "application/json")?.status
    }

    /// `text` percent-encoded as a browser encodes a form (blanks as `+`).
    static func encoded(_ text: String) -> String {
      var allowed = CharacterSet.alphanumerics
      allowed.insert(charactersIn: "-._*")
      return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text).replacingOccurrences(
        of: "%20", with: "+")
    }
  }
}

/// A clock moved by hand.
final class ManualTime: Sendable {
  private let time = Mutex(Duration.zero)
  var now: Duration { time.withLock { $0 } }
  func advance(by interval: Duration) { time.withLock { $0 += interval } }
}

/// `work`'s result, computed on a new thread.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    Thread { continuation.resume(returning: work()) }.start()
  }
}

extension HTTPResponse {
  /// The body as text (empty for a stream).
  var text: String {
    if case .bytes(let bytes) = body { String(decoding: bytes, as: UTF8.self) } else { "" }
  }

  /// The first value of header `name` (any case).
  func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The event stream, if the body is one.
  var stream: (any HTTPEventStream)? {
    if case .stream(let stream) = body { stream } else { nil }
  }
}

/// Reading a page's markup by the ids of the DOM contract.
extension String {
  /// The opening tag of the element with `id`, if the page has one.
  func tag(id: String) -> String? {
    guard let attribute = range(of: "id=\"\(id)\"") else { return nil }
    guard let start = self[..<attribute.lowerBound].lastIndex(of: "<"),
      let end = self[attribute.upperBound...].firstIndex(of: ">")
    else { return nil }
    return String(self[start...end])
  }

  /// The text inside the element with `id` (up to the next tag).
  func text(id: String) -> String? {
    guard let tag = tag(id: id), let range = range(of: tag) else { return nil }
    let rest = self[range.upperBound...]
    return String(rest[..<(rest.firstIndex(of: "<") ?? rest.endIndex)])
  }

  /// The value of `attribute` in the opening tag of the element with `id`.
  func attribute(_ attribute: String, id: String) -> String? {
    guard let tag = tag(id: id), let range = tag.range(of: " \(attribute)=\"") else { return nil }
    let rest = tag[range.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  /// Whether the element with `id` has the boolean attribute `attribute`.
  func has(_ attribute: String, id: String) -> Bool {
    guard let tag = tag(id: id) else { return false }
    return tag.contains(" \(attribute)>") || tag.contains(" \(attribute) ")
  }
}
