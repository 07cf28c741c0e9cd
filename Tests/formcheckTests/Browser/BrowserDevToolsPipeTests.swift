import Foundation
import Testing

/// The DevTools pipe's framing and bounds, against a fake browser end (two pipes the test
/// holds the other ends of): no Chromium needed.
@Suite struct BrowserDevToolsPipeTests {
  /// A connection and the browser's ends of its pipes; `answer` replies to the next
  /// command, on a thread of its own, with what `reply` makes of its id.
  final class FakeBrowser: @unchecked Sendable {
    let connection: DevToolsPipe
    private let commands: Int32
    private let replies: Int32
    /// The connection's end of the command pipe, which it does not own.
    private let connectionCommands: Int32

    init(messageLimit: Int = DevToolsPipe.defaultMessageLimit) throws {
      let commands = try ChildProcess.pipe()
      let replies = try ChildProcess.pipe()
      _ = fcntl(commands.write, F_SETFL, fcntl(commands.write, F_GETFL) | O_NONBLOCK)
      self.commands = commands.read
      self.replies = replies.write
      connectionCommands = commands.write
      connection = DevToolsPipe(commands: commands.write, replies: replies.read, messageLimit: messageLimit)
    }

    /// Reads the next command and writes `reply(id)` in `chunks` pieces, on a thread.
    func answer(chunks: Int = 1, _ reply: @escaping @Sendable (Int) -> String) {
      Thread { [self] in
        var command: [UInt8] = []
        var byte: UInt8 = 0
        while read(commands, &byte, 1) == 1, byte != 0 { command.append(byte) }
        let object = try? JSONSerialization.jsonObject(with: Data(command)) as? [String: Any]
        let bytes = Array(reply(object?["id"] as? Int ?? -1).utf8)
        let size = max(1, bytes.count / chunks + 1)
        for start in stride(from: 0, to: bytes.count, by: size) {
          _ = bytes[start..<min(start + size, bytes.count)].withUnsafeBytes {
            write(replies, $0.baseAddress, $0.count)
          }
          usleep(20_000)
        }
      }.start()
    }

    deinit {
      connection.stop()
      [commands, replies, connectionCommands].forEach { close($0) }
    }
  }

  @Test func repliesAndEventsSplitAcrossReadsAreMatched() throws {
    let browser = try FakeBrowser()
    let mark = browser.connection.eventCount
    browser.answer(chunks: 3) { id in
      #"{"method":"Page.loadEventFired","params":{"timestamp":1},"sessionId":"S"}"# + "\0"
        + #"{"id":\#(id),"result":{"value":"done"}}"# + "\0"
    }
    let result = try browser.connection.call("Runtime.evaluate", session: "S", timeout: .seconds(30))
    #expect(result["value"] as? String == "done")
    let event = try browser.connection.waitForEvent(
      "Page.loadEventFired", session: "S", after: mark, timeout: .seconds(30))
    #expect(event["timestamp"] as? Int == 1)
  }

  @Test func aProtocolErrorIsThrownWithItsMessage() throws {
    let browser = try FakeBrowser()
    browser.answer { id in #"{"id":\#(id),"error":{"code":-32000,"message":"No target"}}"# + "\0" }
    let failure = #expect(throws: Browser.Failure.self) {
      try browser.connection.call("Target.attachToTarget", timeout: .seconds(30))
    }
    #expect(failure?.description == "Target.attachToTarget failed: No target")
  }

  @Test func aReplyLargerThanTheLimitEndsTheConnection() throws {
    let browser = try FakeBrowser(messageLimit: 64)
    browser.answer { id in #"{"id":\#(id),"result":{"data":"\#(String(repeating: "A", count: 200))"}}"# + "\0"
    }
    let failure = #expect(throws: Browser.Failure.self) {
      try browser.connection.call("Page.captureScreenshot", timeout: .seconds(30))
    }
    #expect(failure?.description.contains("larger than 64 bytes") == true)
  }

  @Test func aMessageThatIsNotJSONEndsTheConnection() throws {
    let browser = try FakeBrowser()
    browser.answer { _ in "not json\0" }
    let failure = #expect(throws: Browser.Failure.self) {
      try browser.connection.call("Browser.getVersion", timeout: .seconds(30))
    }
    #expect(failure?.description.contains("not a JSON object") == true)
  }

  @Test func noReplyFailsTheCallAfterItsTimeout() throws {
    let browser = try FakeBrowser()
    let failure = #expect(throws: Browser.Failure.self) {
      try browser.connection.call("Browser.getVersion", timeout: .milliseconds(200))
    }
    #expect(failure?.description.contains("no reply within") == true)
  }
}
