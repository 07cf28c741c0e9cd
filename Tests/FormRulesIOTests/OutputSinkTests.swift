import Foundation
import Testing

@testable import FormRulesIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("OutputSink")
struct OutputSinkTests {
  /// A new empty temporary file, opened for writing: its path and descriptor.
  func temporaryFile() throws -> (String, Int32) {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("output-sink-\(UUID().uuidString)").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    return (path, descriptor)
  }

  /// The size of the file at `path`.
  func size(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
  }

  @Test("lines are written in blocks past the threshold and the rest on flush")
  func writesInBlocks() throws {
    let (path, descriptor) = try temporaryFile()
    defer {
      close(descriptor)
      try? FileManager.default.removeItem(atPath: path)
    }
    var sink = OutputSink(fileDescriptor: descriptor, flushThreshold: 1_024)
    sink.writer.appendRaw(#"{"record":1}"#)
    try sink.endLine()
    #expect(try size(path) == 0)  // still buffered
    var expected = #"{"record":1}"# + "\n"
    for number in 2...1_000 {
      sink.writer.appendRaw(#"{"record":"#)
      sink.writer.appendInt(number)
      sink.writer.appendRaw(#","name":"#)
      sink.writer.appendString("n\"\(number)")
      sink.writer.appendByte(UInt8(ascii: "}"))
      try sink.endLine()
      expected += #"{"record":\#(number),"name":"n\"\#(number)"}"# + "\n"
    }
    let beforeFlush = try size(path)
    #expect(beforeFlush > 0)
    #expect(beforeFlush < expected.utf8.count)
    try sink.flush()
    #expect(sink.writer.count == 0)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == expected)
    try sink.flush()  // nothing left: no change
    #expect(try size(path) == expected.utf8.count)
  }

  @Test("lines made elsewhere are written after the buffered ones, at once")
  func writesLinesMadeElsewhere() throws {
    let (path, descriptor) = try temporaryFile()
    defer {
      close(descriptor)
      try? FileManager.default.removeItem(atPath: path)
    }
    var sink = OutputSink(fileDescriptor: descriptor, flushThreshold: 1_024)
    sink.writer.appendRaw(#"{"record":1}"#)
    try sink.endLine()
    let block = Array((2...300).map { #"{"record":\#($0)}"# + "\n" }.joined().utf8)
    try block.withUnsafeBytes { try sink.writeLines($0) }
    #expect(sink.writer.count == 0)
    let expected = (1...300).map { #"{"record":\#($0)}"# + "\n" }.joined()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
  }

  @Test("a failed write is thrown")
  func writeError() throws {
    var sink = OutputSink(fileDescriptor: -1)
    sink.writer.appendNull()
    let error = try #require(throws: JSONIOError.self) { try sink.flush() }
    #expect(error.code == EBADF)
    #expect(error.operation == "write")
    #expect(error.message == "write failed: bad file descriptor")
    #expect(error.code != EPIPE)
  }

  @Test("a closed pipe is reported as a broken pipe")
  func brokenPipe() throws {
    signal(SIGPIPE, SIG_IGN)  // as the command line does, so that write returns EPIPE
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    close(descriptors[0])
    defer { close(descriptors[1]) }
    var sink = OutputSink(fileDescriptor: descriptors[1])
    sink.writer.appendRaw("{}")
    let error = try #require(throws: JSONIOError.self) {
      try sink.endLine(); try sink.flush()
    }
    #expect(error.code == EPIPE)
    #expect(error.message == "write failed: broken pipe")
  }
}
