import Foundation
import Testing

@testable import formcheck

/// The live page's event stream: the state first, a new state after each change (an
/// asynchronous lookup shows `validating`, then its result), comments while nothing
/// happens, and the end on close.
@Suite("serve: the page's event stream")
struct PageEventTests {
  /// The next chunk of `stream`, read on a thread of its own (``HTTPEventStream/next()`` blocks).
  private func next(_ stream: any HTTPEventStream) async -> String? {
    await offThePool { stream.next().map { String(decoding: $0, as: UTF8.self) } }
  }

  @Test("the stream yields the state, then a state after an input, and ends on close")
  func stateAfterInput() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["register"]))
    let response = try #require(await visitor.request("GET", "/forms/register/events"))
    #expect(response.header("Content-Type") == "text/event-stream; charset=utf-8")
    let stream = try #require(response.stream)
    let first = try #require(await next(stream))
    #expect(first.hasPrefix("retry: 2000\n\nevent: state\ndata: {"))
    #expect(first.contains(#""username":{"status":"empty""#))
    #expect(first.contains(#""register":{"enabled":false"#))

    #expect(await visitor.send("/forms/register/input", #"{"field":"username","value":"abc"}"#) == 204)
    let second = try #require(await next(stream))
    #expect(second.hasPrefix("event: state\ndata: {") && second.hasSuffix("}\n\n"))
    #expect(
      second.contains(
        #""username":{"status":"failed","word":"failed","message":"Username must be at least 6 characters""#))
    #expect(second.contains(#""password":{"status":"empty","word":"empty","message":"","enabled":false"#))

    stream.close()
    #expect(await next(stream) == nil)
  }

  @Test(
    "a lookup's result arrives by itself after the input (validating in between, when a state goes out then)")
  func validatingThenResult() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["register"]))
    let stream = try #require(await visitor.request("GET", "/forms/register/events")?.stream)
    _ = await next(stream)
    #expect(await visitor.send("/forms/register/input", #"{"field":"username","value":"alice1"}"#) == 204)
    var arrived = false
    for _ in 0..<50 {
      guard let chunk = await next(stream) else { break }
      guard chunk.hasPrefix("event: state") else { continue }
      if chunk.contains(#""username":{"status":"ok","word":"ok","message":"Username is available""#) {
        arrived = true
        break
      }
    }
    stream.close()
    #expect(arrived)
  }

  @Test("a value is never in an event, a secret least of all")
  func noValues() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["register"]))
    let stream = try #require(await visitor.request("GET", "/forms/register/events")?.stream)
    _ = await next(stream)
    #expect(
      await visitor.send("/forms/register/input", #"{"field":"username","value":"zed_the_user"}"#) == 204)
    #expect(
      await visitor.send("/forms/register/input", #"{"field":"password","value":"hunter2secret"}"#) == 204)
    var chunks = ""
    for _ in 0..<2 { chunks += await next(stream) ?? "" }
    stream.close()
    #expect(!chunks.contains("zed_the_user") && !chunks.contains("hunter2"))
  }

  @Test("with nothing to say, the stream sends a comment")
  func heartbeat() async throws {
    var options = PageTestSite.options
    options.heartbeat = .milliseconds(5)
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["login"], options: options))
    let stream = try #require(await visitor.request("GET", "/forms/login/events")?.stream)
    _ = await next(stream)
    #expect(await next(stream) == ": heartbeat\n\n")
    stream.close()
  }

  @Test("a session with a live page listening does not expire")
  func listeningKeepsSession() async throws {
    var options = PageTestSite.options
    options.idleExpiry = .seconds(60)
    let site = try PageTestSite(forms: ["register"], options: options)
    let visitor = PageTestSite.Visitor(site)
    let stream = try #require(await visitor.request("GET", "/forms/register/events")?.stream)
    site.time.advance(by: .seconds(120))
    _ = await PageTestSite.Visitor(site).page("/forms/register")
    #expect(site.routes.sessionCount == 2)
    stream.close()
    _ = await PageTestSite.Visitor(site).page("/forms/register")
    #expect(site.routes.sessionCount == 2, "the closed one went, a new one came")
  }

  @Test("an evicted session's stream ends, and so do all when the pages stop")
  func evictionEndsStream() async throws {
    var options = PageTestSite.options
    options.maxSessions = 1
    let site = try PageTestSite(forms: ["register"], options: options)
    let first = try #require(
      await PageTestSite.Visitor(site).request("GET", "/forms/register/events")?.stream)
    _ = await next(first)
    let second = try #require(
      await PageTestSite.Visitor(site).request("GET", "/forms/register/events")?.stream)
    _ = await next(second)
    #expect(await next(first) == nil)
    site.routes.stop()
    #expect(await next(second) == nil)
    #expect(site.routes.sessionCount == 0)
  }
}

extension HTTPEventStream {
  /// The next chunk, waiting for it on this thread; nil at the end. For a test reading on a
  /// thread of its own; the server never waits so.
  func next() -> [UInt8]? {
    let ready = DispatchSemaphore(value: 0)
    while true {
      switch poll(waking: { ready.signal() }) {
      case .chunk(let bytes): return bytes
      case .end: return nil
      case .pending: ready.wait()
      }
    }
  }
}
