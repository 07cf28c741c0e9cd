import FormRules
import Glibc

/// `formcheck serve SPEC|DIR…`: the forms over HTTP — an index, the live pages, the
/// validation API, health and metrics — on libmicrohttpd.
enum ServeCommand: Subcommand {
  static let name = "serve"
  static let abstract = "Serve forms over HTTP: live pages, a JSON validation API, metrics."
  static let help = """
    usage: formcheck serve SPEC|DIR... [--host H] [--port P] [--data-dir DIR] [--database URL]
                          [--locale TAG] [--today DATE] [--max-body BYTES] [--max-sessions N]
                          [--session-idle DURATION] [--rate N] [--allow-env NAME]...
                          [--max-connections-per-address N] [--max-streams-per-address N]
                          [--stream-lifetime DURATION] [--allowed-host NAME]...
                          [--trust-proxy ADDRESS]... [--quiet]

    Serves every spec given, and every spec in the folders given (as 'check' finds them),
    each named by its file name without .yaml/.yml:

      GET  /                              the forms, with links
      GET  /forms/NAME                    NAME's live page (a session per visitor, in a
                                          cookie); POST re-renders it without JavaScript
      GET  /forms/NAME/events             the page's states as Server-Sent Events (at
                                          most 4 open per session; each ends after
                                          --stream-lifetime, and the page reconnects)
      POST /forms/NAME/input|tap|add|remove
                                          what the page's script sends (JSON)
      POST /api/forms/NAME/validate       a JSON record in (as 'batch' reads a line), the
                                          state out ('batch''s shape without "record")
      POST /api/forms/NAME/validate?tap=BUTTON
                                          the same, then BUTTON tapped (its "result")
      GET  /api/forms/NAME/schema         the JSON Schema of NAME's records
      GET  /healthz                       {"status":"ok"}
      GET  /metrics                       Prometheus text: requests, durations, store
                                          errors, sessions

    Errors are JSON {"error":"…"}: 400 a malformed record or an unknown button (or a
    malformed or ambiguous request head, which also closes the connection), 404 no such
    form or route, 405 a wrong method, 413 a body over --max-body, 415 a record not sent
    as Content-Type: application/json, 421 a Host not served, 429 a tap, a new page
    session or a page post over --rate, or an event stream over its limits (with
    Retry-After), 503 a store that cannot be opened or used, or a tap while passwords
    are being checked at capacity (with Retry-After). Once listening, one line goes to
    standard error: 'formcheck serve: listening on http://HOST:PORT/'; then one line
    per request (method, path without its query, status, milliseconds). Values, secret
    or not, are never logged or echoed. On SIGTERM or SIGINT the server stops accepting
    connections, lets the requests in flight finish (up to 10 s), closes streams and
    stores, and exits 0.

    options:
      --host H        the address to listen on: an IPv4 or IPv6 address, or localhost
                      (default: 127.0.0.1, this machine only)
      --port P        the port (default: 8080; 0: any free port, as the line says)
      --data-dir DIR  where table stores live (default: $FORMCHECK_DATA_DIR, else
                      $XDG_DATA_HOME/formcheck, else ~/.local/share/formcheck)
    \(DatabaseOption.help)
      --locale TAG    the API's messages' language when a request's Accept-Language names
                      none the form speaks, a BCP 47 tag such as zh-CN (default: from
                      LC_ALL, LC_MESSAGES or LANG, else the spec's default_locale); a page
                      speaks its visitor's language (Accept-Language)
    \(TodayOption.help)
    \(AllowEnvOption.help)
      --max-body BYTES
                      the largest request body (default: 1048576, at most 67108864)
      --max-sessions N
                      the most live page sessions at once (default: 1000)
      --session-idle DURATION
                      how long a page session may sit idle before it ends, such as 30m
                      (default: 30m, 1s to 24h)
      --rate N        expensive requests a second per client address, in bursts of up
                      to N: taps (the API's ?tap= and the page's), new page sessions and
                      page posts without JavaScript (default: 100; 0: unlimited, for
                      benchmarks). Validation calls, a page session's inputs and events,
                      assets, /healthz and /metrics are never limited; a page tap over
                      the rate shows failed with the reason on its button
      --allowed-host NAME
                      a host name the server answers to besides its address (and
                      localhost, on a loopback address), such as the name a reverse proxy
                      serves; repeatable. A request for another Host is a 421 (but for
                      /healthz), and a page post's Origin must be one of these names or
                      its request's Host
      --max-connections-per-address N
                      the most connections open at once from one peer address, of 256
                      in all (default: 64; a proxy's connections are all its own, whatever
                      X-Forwarded-For says); a connection that has not sent a request's
                      head within 30 s is closed
      --trust-proxy ADDRESS
                      the IPv4 or IPv6 address of a reverse proxy in front of the server;
                      repeatable. A request from it is limited by --rate as the client
                      its X-Forwarded-For names (the right-most address that is not a
                      trusted proxy; a malformed header: the proxy's own address); from
                      any other address, X-Forwarded-For is ignored
      --max-streams-per-address N
                      the most live pages' event streams open at once from one peer
                      address (default: 16, at most 256); one more is a 429
      --stream-lifetime DURATION
                      how long an event stream lasts before the server ends it and the
                      page reconnects, such as 10m (default: 10m, 1s to 24h)
      --quiet         log no requests
      -h, --help      show this help

    exit status: 0 stopped by SIGTERM or SIGINT,
                 2 usage error, a spec that does not compile or reads an environment
                   variable not allowed, two specs of one name,
                   no data directory or database, or the address cannot be listened on
    """

  static func run(_ arguments: [String]) -> Int32 {
    // SIGTERM and SIGINT are blocked before any thread starts (the server's, the page
    // sessions', the concurrency runtime's), so that every thread inherits the mask and
    // only this thread's sigwait takes them: a second signal during the graceful stop
    // waits, rather than reaching a thread that would end the process on the spot.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGINT)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    let options: ServeOptions
    var environment: FormEnvironment
    let parsed: CommandArguments
    do throws(UsageError) {
      parsed = try CommandArguments(
        arguments,
        valueOptions: [
          "host", "port", "data-dir", DatabaseOption.name, "locale", TodayOption.name, "max-body",
          "max-sessions", "session-idle", "max-connections-per-address", "max-streams-per-address",
          "stream-lifetime", "allowed-host", "rate", "trust-proxy", AllowEnvOption.name,
        ],
        flagOptions: ["quiet"])
      guard !parsed.positionals.isEmpty else { throw UsageError("expected at least one SPEC or DIR") }
      options = try ServeOptions(parsed)
      environment = .process(allowing: try AllowEnvOption.policy(in: parsed))
      environment.locale = try LocaleChoice.locale(explicit: parsed.value("locale"))
      environment.today = try TodayOption.date(in: parsed)
    } catch {
      return usageFailure(error)
    }
    let loaded: [ServedFormLoader.Loaded]
    do {
      loaded = try ServedFormLoader.load(parsed.positionals)
      environment.storage = try DatabaseOption.storage(for: loaded.map(\.form.spec), in: parsed)
      environment.storeFailureLog = StoreFailureLog.writer(command: "serve")
      // Every password is hashed on a few threads of their own, so that a burst of log-ins
      // cannot take the cores from the rest of the server.
      environment.hasher = PasswordHasher(
        pool: .serving(cores: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    } catch let failure as ServedFormLoader.Failure {
      Console.error(failure.message)
      return ExitStatus.usage
    } catch {
      Console.error("formcheck serve: \(error)")
      return ExitStatus.usage
    }
    if environment.refusesVariables(of: loaded.map(\.form.spec)) { return ExitStatus.usage }
    let (responder, pages) = ServeResponder.site(
      of: loaded, environment: environment, pages: options.page, hosts: options.hosts, rate: options.rate,
      proxies: options.proxies, logs: !options.quiet)
    let server: HTTPServer
    do {
      server = try HTTPServer(
        configuration: HTTPServer.Configuration(
          address: options.address, maxBodyBytes: options.maxBodyBytes,
          connectionLimit: ServeOptions.connectionLimit,
          perAddressLimit: options.connectionsPerAddress,
          headTimeoutSeconds: ServeOptions.connectionHeadSeconds,
          idleTimeoutSeconds: ServeOptions.connectionIdleSeconds),
        responder: responder)
    } catch {
      Console.error("formcheck serve: \(error)")
      return ExitStatus.usage
    }
    Console.error("formcheck serve: listening on http://\(options.address.urlHost):\(server.port)/")
    var received: Int32 = 0
    while sigwait(&signals, &received) != 0 {}
    // The live pages' sessions end first, with their event streams, so that stopping
    // waits only for requests.
    pages.stop()
    server.stop(grace: ServeOptions.shutdownGrace)
    if !options.quiet { Console.error("formcheck serve: stopped") }
    return ExitStatus.success
  }
}
