import Testing

@testable import FormRulesIO

@Suite("JSONWriter")
struct JSONWriterTests {
  /// What `body` writes, as text.
  func written(_ body: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter(capacity: 16)
    body(&writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test("control characters, quotes and backslashes are escaped; the rest is raw UTF-8")
  func escaping() {
    let shortForms: [UInt8: String] = [
      0x08: #"\b"#, 0x09: #"\t"#, 0x0A: #"\n"#, 0x0C: #"\f"#, 0x0D: #"\r"#,
    ]
    for byte in UInt8(0)..<0x20 {
      let expected = shortForms[byte] ?? #"\u00"# + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
      #expect(written { $0.appendString(String(UnicodeScalar(byte))) } == "\"\(expected)\"")
    }
    #expect(written { $0.appendString(#"say "hi" \ bye"#) } == #""say \"hi\" \\ bye""#)
    #expect(written { $0.appendString("é中😀/\u{7F}\u{2028}") } == "\"é中😀/\u{7F}\u{2028}\"")
    #expect(written { $0.appendString("") } == #""""#)
  }

  @Test(
    "every string round-trips through the parser",
    arguments: [
      "", "plain", "a\"b", "back\\slash", "tab\there", "line\nbreak\r\n", "\u{0}\u{1}\u{1F}",
      "😀 emoji 👍🏽 family 👨‍👩‍👧", "é é caf\u{E9} cafe\u{301}", "李小龍", "\u{FEFF}bom", "\u{10FFFF}",
      String((0..<128).map { Character(UnicodeScalar(UInt8($0))) }),
      String(repeating: "abcdefg\"", count: 20), String(repeating: "x", count: 1_000),
    ])
  func roundTrip(text: String) throws {
    var writer = JSONWriter(capacity: 16)
    writer.appendString(text)
    let parsed = try JSONParser.parse(writer.bytes)
    #expect(parsed == .string(text))
    // Lone surrogates are never produced: the output is valid UTF-8 and has no \uD8xx.
    #expect(String(validating: writer.bytes, as: UTF8.self) != nil)
    #expect(!String(decoding: writer.bytes, as: UTF8.self).lowercased().contains("\\ud8"))
  }

  @Test("special bytes at every position around the 8-byte words are escaped")
  func escapingAtEveryPosition() throws {
    for length in 0..<24 {
      for position in 0...length {
        for special in ["\"", "\\", "\n", "\u{1}", "é"] {
          var text = String(repeating: "x", count: length)
          text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: position))
          var writer = JSONWriter(capacity: 16)
          writer.appendString(text)
          writer.appendByte(UInt8(ascii: ","))
          let output = String(decoding: writer.bytes, as: UTF8.self)
          #expect(output.hasSuffix("\","))
          #expect(try JSONParser.parse(String(output.dropLast())) == .string(text))
        }
      }
    }
  }

  @Test("integers, literals and raw fragments")
  func scalars() {
    #expect(written { $0.appendInt(0) } == "0")
    #expect(written { $0.appendInt(-7) } == "-7")
    #expect(written { $0.appendInt(1_234_567_890) } == "1234567890")
    #expect(written { $0.appendInt(Int.max) } == "9223372036854775807")
    #expect(written { $0.appendInt(Int.min) } == "-9223372036854775808")
    #expect(written { $0.appendBool(true) } == "true")
    #expect(written { $0.appendBool(false) } == "false")
    #expect(written { $0.appendNull() } == "null")
    #expect(
      written {
        $0.appendRaw(#"{"record":"#)
        $0.appendInt(3)
        $0.appendRaw(contentsOf: #","error":"#)
        $0.appendString("bad")
        $0.appendByte(UInt8(ascii: "}"))
      } == #"{"record":3,"error":"bad"}"#)
  }

  @Test("whole values are written compactly and parse back equal")
  func values() throws {
    let text = #"{"a":[1,-2.5E+3,true,false,null,"x\ny"],"b":{},"c":[],"d":{"e":"\u00e9"}}"#
    let value = try JSONParser.parse(text)
    var writer = JSONWriter()
    writer.appendValue(value)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == text.replacingOccurrences("\\u00e9", "é"))
    #expect(try JSONParser.parse(writer.bytes) == value)
  }

  @Test("the buffer grows past its initial capacity and can be emptied")
  func growth() throws {
    var writer = JSONWriter(capacity: 16)
    writer.appendByte(UInt8(ascii: "["))
    for index in 0..<5_000 {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString("item \(index)")
    }
    writer.appendByte(UInt8(ascii: "]"))
    let value = try JSONParser.parse(writer.bytes)
    guard case .array(let items) = value else {
      Issue.record("not an array")
      return
    }
    #expect(items.count == 5_000)
    #expect(items.last == .string("item 4999"))
    #expect(writer.count == writer.bytes.count)
    writer.removeAll()
    #expect(writer.count == 0)
    writer.appendNull()
    #expect(writer.bytes == Array("null".utf8))
    #expect(writer.withBytes { $0.count } == 4)
  }
}

extension String {
  /// `self` with every `target` replaced by `replacement` (no Foundation needed).
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
