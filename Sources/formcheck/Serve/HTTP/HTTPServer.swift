import CMicroHTTPD
import FormRules
import FoundationEssentials
import Glibc

/// `formcheck serve`'s HTTP server: libmicrohttpd parses HTTP on a few event threads
/// (``threadCount``, each with its own epoll set of connections) that never wait. They
/// answer a request at once, unless the ``HTTPResponder`` says it ``mayWait`` (a page
/// waiting on its session): then its connection is suspended while a thread of its own
/// answers it, and resumed to send the answer. A streamed body is taken chunk by chunk
/// with ``HTTPEventStream/poll(waking:)``; with nothing ready, its connection is suspended
/// until the stream's waker resumes it. The server adds ``HTTPSecurityHeaders`` to every
/// response.
///
/// This file and ``HTTPServerContext`` are the only code that touches libmicrohttpd, and
/// its only unsafe code. The invariant: every pointer libmicrohttpd hands to a callback
/// was made here — the daemon's is the ``HTTPServerContext``, retained by this server
/// until ``stop(grace:)`` (or, failing that, `deinit`) has stopped the daemon, so no
/// callback outlives it; a
/// request's is an ``HTTPServerContext/Exchange``, retained when its head arrives and
/// released once, by the completion callback; a streamed body's is an
/// ``HTTPServerContext/StreamPump``, retained when the response is made and released
/// once, by libmicrohttpd's free callback. An exchange and a pump are touched on their
/// connection's event thread, except what a waiting request's thread hands back
/// (``HTTPServerContext/Waiting``) and a pump's parking state, both under a lock; a
/// connection is resumed only after it was suspended (the lock orders the two), and only
/// while its exchange or stream holds it open, so the pointer is valid.
final class HTTPServer {
  /// How the server listens and what it accepts.
  struct Configuration: Sendable {
    /// Where to listen.
    var address: HTTPListenAddress
    /// The largest request body accepted, in bytes; a larger one gets a 413.
    var maxBodyBytes: Int
    /// The most connections open at once; more wait to be accepted.
    var connectionLimit: Int
    /// The most connections open at once from one client address.
    var perAddressLimit: Int
    /// Seconds a connection may take to send its first request's head before it is closed.
    var headTimeoutSeconds: Int
    /// Seconds a connection may stay idle, once a request's head arrived, before it is closed.
    var idleTimeoutSeconds: Int
  }

  /// Why the server did not start.
  struct StartError: Error, CustomStringConvertible {
    let description: String
  }

  /// The event threads: two per processor (at least 2, at most 32), so that a thread
  /// busy with a request leaves others to accept and read.
  static let threadCount = min(max(2 * ProcessInfo.processInfo.activeProcessorCount, 2), 32)

  private let context: HTTPServerContext
  private let daemon: OpaquePointer
  /// The port the server listens on (the one chosen when 0 was asked for).
  let port: UInt16
  /// Whether ``stop(grace:)`` has stopped the daemon.
  private var isStopped = false

  /// Starts listening as `configuration` says, answering with `responder`.
  init(configuration: Configuration, responder: any HTTPResponder) throws(StartError) {
    context = HTTPServerContext(
      responder: responder, maxBodyBytes: configuration.maxBodyBytes,
      idleTimeoutSeconds: configuration.idleTimeoutSeconds)
    var flags = MHD_USE_EPOLL.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue
    flags |= MHD_ALLOW_SUSPEND_RESUME.rawValue
    if configuration.address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
    let contextPointer = Unmanaged.passUnretained(context).toOpaque()
    let started = configuration.address.withSocketAddress { address in
      formcheck_mhd_start(
        flags, address, accessHandler, contextPointer, completionHandler, contextPointer,
        UInt32(configuration.connectionLimit), UInt32(configuration.perAddressLimit),
        UInt32(configuration.headTimeoutSeconds),
        UInt32(Self.threadCount))
    }
    guard let started else {
      let address = configuration.address
      throw StartError(
        description:
          "cannot listen on \(address.urlHost):\(address.port): \(String(cString: strerror(errno)))")
    }
    daemon = started
    port = formcheck_mhd_bound_port(started)
  }

  /// Stops: accepts no more connections, ends every open stream, waits up to `grace`
  /// for the requests in flight to be answered, then closes every connection.
  func stop(grace: Duration) {
    guard !isStopped else { return }
    isStopped = true
    let listener = MHD_quiesce_daemon(daemon)
    let deadline = ContinuousClock.now + grace
    // Streams are closed again each round: a keep-alive connection may start one late.
    while context.closeStreams() > 0 || context.requestsInFlight > 0, ContinuousClock.now < deadline {
      var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      nanosleep(&pause, nil)
    }
    MHD_stop_daemon(daemon)
    if listener >= 0 { close(listener) }
  }

  deinit {
    stop(grace: .zero)
  }
}

/// libmicrohttpd calls this for a request's head, for each piece of its body, and once
/// more when the body is whole.
private let accessHandler: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, data, size, slot in
  guard let context, let connection, let url, let method, let size, let slot else { return .NO }
  let server = Unmanaged<HTTPServerContext>.fromOpaque(context).takeUnretainedValue()
  let ok = server.handle(
    connection: connection, url: url, method: method, data: data, size: size, slot: slot)
  return ok ? .YES : .NO
}

/// libmicrohttpd calls this once a request is over: answered, or the client left.
private let completionHandler: MHD_RequestCompletedCallback = { context, _, slot, _ in
  guard let context, let slot, let exchange = slot.pointee else { return }
  slot.pointee = nil
  Unmanaged<HTTPServerContext>.fromOpaque(context).takeUnretainedValue().finish(exchange)
}

/// libmicrohttpd calls this for more of a streamed body, on the connection's event thread.
private let streamReader: MHD_ContentReaderCallback = { pump, _, buffer, capacity in
  guard let pump, let buffer else { return -2 }
  return Unmanaged<HTTPServerContext.StreamPump>.fromOpaque(pump).takeUnretainedValue()
    .fill(UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
}

/// libmicrohttpd calls this once it is done with a streamed body.
private let streamFinisher: MHD_ContentReaderFreeCallback = { pump in
  guard let pump else { return }
  Unmanaged<HTTPServerContext.StreamPump>.fromOpaque(pump).takeRetainedValue().finish()
}

extension HTTPServerContext {
  /// Handles one call of the access handler; false drops the connection.
  func handle(
    connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
    data: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>,
    slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> Bool {
    guard let pointer = slot.pointee else {
      // The head: the exchange starts; the connection, short of time until now (a client
      // trickling a head holds it for little), may idle as long as any; a malformed or
      // ambiguous head is refused, and a body declared too large, at once.
      let exchange = Exchange(method: String(cString: method), path: String(cString: url))
      slot.pointee = Unmanaged.passRetained(exchange).toOpaque()
      started()
      formcheck_mhd_set_timeout(connection, UInt32(idleTimeoutSeconds))
      exchange.headers = Self.values(of: connection, kind: .HEADER_KIND, lowercased: true)
      if let reason = HTTPFraming.refusal(
        of: exchange.headers, folded: formcheck_mhd_has_folded_field(connection))
      {
        return queue(responder.malformed(reason), for: exchange, on: connection)
      }
      if let length = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length"),
        let declared = Int(String(cString: length)), declared > maxBodyBytes
      {
        exchange.isTooLarge = true
        return queue(responder.bodyTooLarge(limit: maxBodyBytes), for: exchange, on: connection)
      }
      return true
    }
    let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeUnretainedValue()
    if size.pointee > 0 {
      // A piece of the body: kept while the whole stays within the limit, else dropped.
      if !exchange.isAnswered, !exchange.isTooLarge {
        if exchange.body.count + size.pointee > maxBodyBytes {
          exchange.isTooLarge = true
          exchange.body = []
        } else if let data {
          exchange.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: size.pointee))
        }
      }
      size.pointee = 0
      return true
    }
    if exchange.isAnswered { return true }
    if let waiting = exchange.waiting {
      // Resumed: the answer of the request's own thread is ready.
      guard let response = waiting.take() else { return true }
      return queue(response, for: exchange, on: connection)
    }
    if exchange.isTooLarge {
      return queue(responder.bodyTooLarge(limit: maxBodyBytes), for: exchange, on: connection)
    }
    let request = HTTPRequest(
      method: exchange.method, path: exchange.path,
      query: Self.values(of: connection, kind: .GET_ARGUMENT_KIND, lowercased: false),
      headers: exchange.headers, body: exchange.body,
      clientAddress: HTTPListenAddress.clientText(of: formcheck_mhd_client_address(connection)))
    exchange.body = []
    exchange.headers = []
    guard responder.mayWait(request) else {
      return queue(responder.respond(to: request), for: exchange, on: connection)
    }
    // Answered on a thread of its own while the connection is suspended; resumed, the
    // access handler is called again and sends the answer (above).
    let waiting = Waiting(connection: connection)
    exchange.waiting = waiting
    MHD_suspend_connection(connection)
    let responder = responder
    DetachedThread.start { waiting.hand(responder.respond(to: request)) }
    return true
  }

  /// The connection's values of `kind` (header fields, query arguments), in order.
  private static func values(of connection: OpaquePointer, kind: MHD_ValueKind, lowercased: Bool)
    -> [(name: String, value: String)]
  {
    final class Collected {
      var values: [(name: String, value: String)] = []
      let lowercased: Bool
      init(lowercased: Bool) { self.lowercased = lowercased }
    }
    let collected = Collected(lowercased: lowercased)
    _ = withExtendedLifetime(collected) {
      MHD_get_connection_values(
        connection, kind,
        { context, _, key, value in
          guard let context, let key else { return .YES }
          let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
          let name = String(cString: key)
          collected.values.append(
            (collected.lowercased ? name.lowercased() : name, value.map { String(cString: $0) } ?? ""))
          return .YES
        }, Unmanaged.passUnretained(collected).toOpaque())
    }
    return collected.values
  }

  /// Queues `response` for `exchange`; false drops the connection.
  private func queue(_ response: HTTPResponse, for exchange: Exchange, on connection: OpaquePointer) -> Bool {
    exchange.isAnswered = true
    exchange.status = response.status
    let handle: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
      handle = bytes.withUnsafeBytes {
        MHD_create_response_from_buffer(
          $0.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), .RESPMEM_MUST_COPY)
      }
    case .stream(let stream):
      // A stream may stay quiet for as long as it has nothing to send.
      formcheck_mhd_set_timeout(connection, 0)
      let pump = StreamPump(
        stream: stream, identifier: register(stream), context: self, connection: connection)
      let pointer = Unmanaged.passRetained(pump).toOpaque()
      handle = MHD_create_response_from_callback(UInt64.max, 4096, streamReader, pointer, streamFinisher)
      if handle == nil { Unmanaged<StreamPump>.fromOpaque(pointer).takeRetainedValue().finish() }
    }
    guard let handle else { return false }
    defer { MHD_destroy_response(handle) }
    for header in HTTPSecurityHeaders.all(for: response) {
      // libmicrohttpd refuses a field with a line break, so none can be smuggled in.
      _ = MHD_add_response_header(handle, header.name, header.value)
    }
    return MHD_queue_response(connection, UInt32(response.status), handle) == .YES
  }

  /// The exchange at `pointer` is over: released here, once.
  func finish(_ pointer: UnsafeMutableRawPointer) {
    let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeRetainedValue()
    ended()
    responder.finished(
      HTTPExchange(
        method: exchange.method, path: exchange.path, status: exchange.status,
        duration: ContinuousClock.now - exchange.start))
  }
}

extension HTTPServerContext.StreamPump {
  /// Copies the stream's next bytes into `buffer`: the byte count, -1 at the stream's end,
  /// or 0 with the connection suspended until the stream has more.
  func fill(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
    while offset == pending.count {
      switch stream.poll(waking: { [parking] in parking.wake() }) {
      case .chunk(let chunk):
        pending = chunk
        offset = 0
      case .end:
        return -1
      case .pending:
        // Unless the waker came already, the connection sleeps until it comes.
        if parking.suspendUnlessWoken() { return 0 }
      }
    }
    let count = min(buffer.count, pending.count - offset)
    pending.withUnsafeBytes { source in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
    }
    offset += count
    return count
  }
}
