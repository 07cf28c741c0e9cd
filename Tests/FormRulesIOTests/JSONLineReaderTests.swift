import Foundation
import Testing

@testable import FormRulesIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("JSONLineReader")
struct JSONLineReaderTests {
  /// One line as the reader reported it, copied out of the closure.
  enum Seen: Equatable {
    case text(String)
    case tooLong(Int)
  }

  /// Writes `contents` to a temporary file, reads it back with a reader configured by
  /// the arguments, and returns the numbered lines seen.
  func lines(
    of contents: [UInt8], chunkSize: Int = 256 * 1024, maxLineLength: Int = 16 * 1024 * 1024
  ) throws -> [(Int, Seen)] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("json-line-reader-\(UUID().uuidString)").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(contents)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var seen: [(Int, Seen)] = []
    let reader = JSONLineReader(
      fileDescriptor: descriptor, chunkSize: chunkSize, maxLineLength: maxLineLength)
    try reader.forEachLine { number, line in
      switch line {
      case .text(let bytes): seen.append((number, .text(String(decoding: bytes, as: UTF8.self))))
      case .tooLong(let count): seen.append((number, .tooLong(count)))
      }
    }
    return seen
  }

  /// Compares numbered lines.
  func expect(
    _ actual: [(Int, Seen)], _ expected: [Seen],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(actual.map(\.0) == Array(expected.indices.map { $0 + 1 }), sourceLocation: sourceLocation)
    #expect(actual.map(\.1) == expected, sourceLocation: sourceLocation)
  }

  @Test("CRLF, empty lines and a last line without a newline")
  func lineEndings() throws {
    expect(
      try lines(of: Array("a\r\nb\n\n\r\nc".utf8)),
      [.text("a"), .text("b"), .text(""), .text(""), .text("c")])
    expect(try lines(of: Array("{\"a\":1}\n".utf8)), [.text("{\"a\":1}")])
    expect(try lines(of: []), [])
    expect(try lines(of: Array("\n".utf8)), [.text("")])
    expect(try lines(of: Array("a\rb\r\r\n".utf8)), [.text("a\rb\r")])
  }

  @Test("lines longer than a chunk grow the buffer and come out whole")
  func longLines() throws {
    let long = String(repeating: "0123456789", count: 50)
    let contents = "short\n\(long)\n\(long)x\r\nend"
    expect(
      try lines(of: Array(contents.utf8), chunkSize: 16, maxLineLength: 4_096),
      [.text("short"), .text(long), .text(long + "x"), .text("end")])
  }

  @Test("every split of the input across chunks gives the same lines")
  func chunkBoundaries() throws {
    var generator = SystemRandomNumberGenerator()
    var texts: [String] = []
    for index in 0..<200 {
      texts.append(String(repeating: "é", count: Int.random(in: 0..<12, using: &generator)) + "\(index)")
    }
    let contents = Array(texts.joined(separator: "\n").utf8)
    for chunkSize in [1, 2, 3, 7, 8, 64, 1_000] {
      expect(try lines(of: contents, chunkSize: chunkSize, maxLineLength: 1_000), texts.map { .text($0) })
    }
  }

  @Test("a line over the cap is reported with its length and skipped, and reading goes on")
  func tooLong() throws {
    let cap = 64
    let atCap = String(repeating: "a", count: cap)
    let contents =
      "first\n\(String(repeating: "x", count: 200))\n\(atCap)\nafter\n"
      + String(repeating: "y", count: cap + 1)
    expect(
      try lines(of: Array(contents.utf8), chunkSize: 16, maxLineLength: cap),
      [.text("first"), .tooLong(200), .text(atCap), .text("after"), .tooLong(cap + 1)])
    expect(
      try lines(
        of: Array((String(repeating: "z", count: 1_000) + "\nok\n").utf8), chunkSize: 1_024, maxLineLength: 10
      ),
      [.tooLong(1_000), .text("ok")])
  }

  @Test("a read error is thrown")
  func readError() throws {
    let reader = JSONLineReader(fileDescriptor: -1)
    let error = try #require(throws: JSONIOError.self) {
      try reader.forEachLine { _, _ in Issue.record("no line expected") }
    }
    #expect(error.code == EBADF)
    #expect(error.operation == "read")
    #expect(error.message == "read failed: bad file descriptor")
  }

  @Test("an error thrown by the closure stops the reading")
  func closureError() throws {
    struct Stop: Error {}
    var count = 0
    #expect(throws: Stop.self) {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("json-line-reader-\(UUID().uuidString)").path
      _ = FileManager.default.createFile(atPath: path, contents: Data("a\nb\nc\n".utf8))
      defer { try? FileManager.default.removeItem(atPath: path) }
      let descriptor = open(path, O_RDONLY)
      defer { close(descriptor) }
      try JSONLineReader(fileDescriptor: descriptor).forEachLine { number, _ in
        count += 1
        if number == 2 { throw Stop() }
      }
    }
    #expect(count == 2)
  }

  @Test("shouldStop ends the reading before the next line, also the last one without a newline")
  func stopsWhenTold() throws {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    _ = "a\nb\nc".utf8CString.withUnsafeBufferPointer { write(descriptors[1], $0.baseAddress, $0.count - 1) }
    close(descriptors[1])
    defer { close(descriptors[0]) }
    var lines = 0
    let reader = JSONLineReader(fileDescriptor: descriptors[0], shouldStop: { lines == 2 })
    try reader.forEachLine { _, _ in lines += 1 }
    #expect(lines == 2)
  }

  @Test("lines read from a pipe written in pieces")
  func pipeInput() throws {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    let writeEnd = descriptors[1]
    let writer = Thread {
      for piece in ["{\"a\":", "1}\n{\"b\"", ":2}\n", "{}"] {
        _ = piece.utf8CString.withUnsafeBufferPointer { write(writeEnd, $0.baseAddress, $0.count - 1) }
        usleep(1_000)
      }
      close(writeEnd)
    }
    writer.start()
    defer { close(descriptors[0]) }
    var seen: [String] = []
    try JSONLineReader(fileDescriptor: descriptors[0], chunkSize: 4).forEachLine { _, line in
      if case .text(let bytes) = line { seen.append(String(decoding: bytes, as: UTF8.self)) }
    }
    #expect(seen == [#"{"a":1}"#, #"{"b":2}"#, "{}"])
  }
}
