import Testing

@testable import FormRulesIO

@Suite("JSONParser")
struct JSONParserTests {
  /// Parses `text` with a fresh parser and returns the error it throws.
  func error(_ text: String) throws -> JSONError {
    try #require(throws: JSONError.self) { try JSONParser.parse(text) }
  }

  /// Parses one line as an object with `parser`.
  func object(_ text: String, with parser: inout JSONParser) throws -> [JSONValue.Member] {
    var text = text
    return try text.withUTF8 { utf8 in try parser.parseObject(UnsafeRawBufferPointer(utf8)) }
  }

  /// Parses `text`, which must be an object, as one document with `parser` (repeated
  /// keys allowed) and returns its members.
  func document(_ text: String, with parser: inout JSONParser) throws -> [JSONValue.Member] {
    var text = text
    let value = try text.withUTF8 { utf8 in try parser.parse(UnsafeRawBufferPointer(utf8)) }
    guard case .object(let members) = value else { throw JSONError(message: "not an object", offset: 0) }
    return members
  }

  /// Parses one line as an object with a fresh parser.
  func object(_ text: String) throws -> [JSONValue.Member] {
    var parser = JSONParser()
    return try object(text, with: &parser)
  }

  @Test("parses every kind of value, keeping number text")
  func values() throws {
    let value = try JSONParser.parse(
      #" { "a" : [1, -0.5e+3, true, false, null, "x\u00e9\ud83d\ude00"] ,"b":{}} "#)
    #expect(
      value
        == .object([
          .init(
            key: "a",
            value: .array([
              .number("1"), .number("-0.5e+3"), .bool(true), .bool(false), .null,
              .string("xé😀"),
            ])),
          .init(key: "b", value: .object([])),
        ]))
  }

  @Test(
    "errors say what and where",
    arguments: [
      (#"{"a":x}"#, "unexpected character 'x' at byte 6", 5),
      (#""abc"#, "unterminated string starting at byte 1", 0),
      (#"["a\"#, "unterminated string starting at byte 2", 1),
      ("[1,]", "unexpected character ']' at byte 4", 3),
      (#"{"a":1,}"#, "expected a string key, found character '}' at byte 8", 7),
      (#"{"a" 1}"#, "expected ':' after an object key, found character '1' at byte 6", 5),
      (#"{"a":1 "b":2}"#, "expected ',' or '}' after an object member, found character '\"' at byte 8", 7),
      ("[1 2]", "expected ',' or ']' after an array element, found character '2' at byte 4", 3),
      ("01", "leading zero in number at byte 1", 0),
      ("[-012]", "leading zero in number at byte 2", 1),
      ("-", "expected a digit after '-', found end of input at byte 2", 1),
      ("1.", "expected a digit after '.', found end of input at byte 3", 2),
      ("1.e5", "expected a digit after '.', found character 'e' at byte 3", 2),
      ("1e+", "expected a digit in the exponent, found end of input at byte 4", 3),
      ("tru", "unexpected end of input at byte 4", 3),
      ("nul1", "unexpected character '1' at byte 4", 3),
      ("", "unexpected end of input at byte 1", 0),
      ("  ", "unexpected end of input at byte 3", 2),
      ("{} x", "unexpected character 'x' after the value at byte 4", 3),
      ("[1]\u{0}", "unexpected character U+0000 after the value at byte 4", 3),
      ("'a'", "unexpected character ''' at byte 1", 0),
      ("[\u{A0}1]", "unexpected character U+00A0 at byte 2", 1),
      ("\u{FEFF}{}", "unexpected character U+FEFF (byte order mark) at byte 1", 0),
      ("[\"a\tb\"]", "unescaped control character U+0009 in string at byte 4", 3),
      (#""\x""#, "invalid escape '\\' followed by character 'x' at byte 2", 1),
      (#""\u12G4""#, "invalid \\u escape: expected a hex digit, found character 'G' at byte 6", 5),
      (#""\uD800""#, "unpaired surrogate escape \\uD800 in string at byte 2", 1),
      (#""a\uDC00\uD800""#, "unpaired surrogate escape \\uDC00 in string at byte 3", 2),
      (#""\ud834\u0041""#, "unpaired surrogate escape \\uD834 in string at byte 2", 1),
      (#""\ud834x""#, "unpaired surrogate escape \\uD834 in string at byte 2", 1),
    ])
  func errorMessages(text: String, message: String, offset: Int) throws {
    let error = try error(text)
    #expect(error.message == message)
    #expect(error.offset == offset)
    #expect(error.description == message)
  }

  @Test(
    "invalid UTF-8 is rejected at its first bad byte",
    arguments: [
      ([0x22, 0xC0, 0xAF, 0x22], 1),  // overlong '/'
      ([0x22, 0x61, 0xE0, 0x80, 0xAF, 0x22], 2),  // overlong 3-byte
      ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // U+D800 encoded in UTF-8
      ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // past U+10FFFF
      ([0x22, 0x80, 0x22], 1),  // stray continuation byte
      ([0x22, 0x61, 0xC3, 0x22], 2),  // truncated sequence
      ([0x22, 0xFF, 0x22], 1),
      ([0x22, 0x5C, 0x6E, 0xE9, 0x22], 3),  // Latin-1 'é' after an escape
    ] as [([UInt8], Int)])
  func invalidUTF8(bytes: [UInt8], offset: Int) throws {
    let error = try #require(throws: JSONError.self) { try JSONParser.parse(bytes) }
    #expect(error.message == "invalid UTF-8 in string at byte \(offset + 1)")
    #expect(error.offset == offset)
  }

  @Test("a byte that is not UTF-8 outside a string is named as a byte")
  func invalidByteOutsideString() throws {
    let error = try #require(throws: JSONError.self) { try JSONParser.parse([0x5B, 0xFF, 0x5D]) }
    #expect(error.message == "unexpected invalid UTF-8 byte 0xFF at byte 2")
  }

  @Test("nesting up to the limit parses; deeper fails without overflowing the stack")
  func depthLimit() throws {
    let limit = JSONParser.defaultMaxDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try JSONParser.parse(deepest) }
    let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    #expect(try error(tooDeep).message == "nesting deeper than 512 levels at byte 513")
    let objects = String(repeating: #"{"a":"#, count: limit + 1)
    #expect(try error(objects).offset == 5 * limit)
    #expect(throws: JSONError.self) { try JSONParser.parse(String(repeating: "[", count: 200_000)) }
    #expect(throws: JSONError.self) { try JSONParser.parse("[[1]]", maxDepth: 1) }
  }

  @Test("only the four JSON whitespace characters are skipped")
  func whitespace() throws {
    #expect(try JSONParser.parse(" \t\r\n[ \t\r\n1 \t\r\n] \t\r\n") == .array([.number("1")]))
    #expect(throws: JSONError.self) { try JSONParser.parse("\u{C}[]") }
    #expect(throws: JSONError.self) { try JSONParser.parse("[\u{B}]") }
    #expect(throws: JSONError.self) { try JSONParser.parse("[]\u{85}") }
  }

  @Test("parseObject takes objects only")
  func parseObjectRejectsOtherValues() throws {
    let cases: [(String, String)] = [
      ("[1]", "expected a JSON object, found an array at byte 1"),
      (#"  "x""#, "expected a JSON object, found a string at byte 3"),
      ("-1", "expected a JSON object, found a number at byte 1"),
      ("true", "expected a JSON object, found true at byte 1"),
      ("false", "expected a JSON object, found false at byte 1"),
      ("null", "expected a JSON object, found null at byte 1"),
      ("nope", "expected a JSON object, found character 'n' at byte 1"),
      ("", "expected a JSON object, found end of input at byte 1"),
      ("   ", "expected a JSON object, found end of input at byte 4"),
    ]
    for (text, message) in cases {
      let error = try #require(throws: JSONError.self) { try object(text) }
      #expect(error.message == message)
    }
    #expect(throws: JSONError.self) { try object(#"{"a":1} {"b":2}"#) }
    #expect(try object(#"  {"a":1}  "#) == [.init(key: "a", value: .number("1"))])
    #expect(try object("{}") == [])
  }

  @Test("parseObject returns a record's members in order")
  func records() throws {
    var parser = JSONParser()
    let lines = [
      #"{"username":"qu2LHe中rvHY","password":"U/~OdXQv1nvakF","repeat_password":"U/~OdXQv1nvakF"}"#,
      #"{"username":"","password":"pw","repeat_password":"pw"}"#,
      #"{"password":"abcdefgh12345678","username":null}"#,
      #"{"repeat_password":"b","password":"a","extra":[1,{"x":"y"}],"username":"c"}"#,
    ]
    #expect(
      try object(lines[0], with: &parser) == [
        .init(key: "username", value: .string("qu2LHe中rvHY")),
        .init(key: "password", value: .string("U/~OdXQv1nvakF")),
        .init(key: "repeat_password", value: .string("U/~OdXQv1nvakF")),
      ])
    #expect(
      try object(lines[1], with: &parser) == [
        .init(key: "username", value: .string("")),
        .init(key: "password", value: .string("pw")),
        .init(key: "repeat_password", value: .string("pw")),
      ])
    #expect(
      try object(lines[2], with: &parser) == [
        .init(key: "password", value: .string("abcdefgh12345678")),
        .init(key: "username", value: .null),
      ])
    #expect(
      try object(lines[3], with: &parser) == [
        .init(key: "repeat_password", value: .string("b")),
        .init(key: "password", value: .string("a")),
        .init(
          key: "extra",
          value: .array([.number("1"), .object([.init(key: "x", value: .string("y"))])])),
        .init(key: "username", value: .string("c")),
      ])
    // The first line again, after the others warmed the key cache.
    #expect(try object(lines[0], with: &parser) == (try object(lines[0])))
  }

  @Test("parseObject(_:into:) reuses one array across lines and empties it on error")
  func parseObjectIntoReusedArray() throws {
    var parser = JSONParser()
    var members: [JSONValue.Member] = []
    func parse(_ text: String) throws(JSONError) {
      var text = text
      let result = text.withUTF8 { utf8 in
        Result { () throws(JSONError) in
          try parser.parseObject(UnsafeRawBufferPointer(utf8), into: &members)
        }
      }
      try result.get()
    }
    try parse(#"{"username":"abcdef","password":"secret99","repeat_password":"secret99"}"#)
    #expect(members.count == 3)
    #expect(members[2] == .init(key: "repeat_password", value: .string("secret99")))
    try parse(#"{"username":"x"}"#)
    #expect(members == [.init(key: "username", value: .string("x"))])
    #expect(throws: JSONError.self) { try parse(#"{"username":"y",}"#) }
    #expect(members.isEmpty)
    #expect(throws: JSONError.self) { try parse("[]") }
    #expect(members.isEmpty)
    try parse("{}")
    #expect(members.isEmpty)
    try parse(#"{"a":{"b":[{"c":"d"}]}}"#)
    #expect(
      members == [
        .init(
          key: "a",
          value: .object([.init(key: "b", value: .array([.object([.init(key: "c", value: .string("d"))])]))]))
      ])
  }

  @Test("a repeated key keeps its first position and its last value")
  func duplicateKeys() throws {
    var parser = JSONParser()
    for _ in 0..<2 {  // cold, then warm key cache
      #expect(
        try document(#"{"a":1,"b":2,"a":3}"#, with: &parser) == [
          .init(key: "a", value: .number("3")), .init(key: "b", value: .number("2")),
        ])
      // An escaped spelling of a cached key is the same key, in either order.
      #expect(
        try document(#"{"username":"x","user\u006eame":"y"}"#, with: &parser) == [
          .init(key: "username", value: .string("y"))
        ])
      #expect(
        try document(#"{"user\u006eame":"x","username":"y"}"#, with: &parser) == [
          .init(key: "username", value: .string("y"))
        ])
      // Canonically equivalent keys are different keys.
      #expect(try document(#"{"caf\u00e9":1,"cafe\u0301":2}"#, with: &parser).count == 2)
    }
  }

  @Test("duplicates are found in large objects and past the key cache's capacity")
  func duplicateKeysInLargeObjects() throws {
    var parser = JSONParser()
    let keys = (0..<100).map { "key\($0)" }
    let first = keys.map { #""\#($0)":0"# }.joined(separator: ",")
    let again = keys.reversed().map { #""\#($0)":1"# }.joined(separator: ",")
    let escaped = #""\u006bey5":2"#  // "key5"
    for _ in 0..<2 {
      let members = try document("{\(first),\(again),\(escaped)}", with: &parser)
      #expect(members.map(\.key) == keys)
      #expect(members[5].value == .number("2"))
      #expect(members.filter { $0.value == .number("1") }.count == 99)
    }
    // Twenty keys, one escaped, so that keys are compared through the hash index.
    let twenty = (0..<20).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
    let members = try document(#"{"\u006b0":"first",\#(twenty),"k19":"last"}"#, with: &parser)
    #expect(members.count == 20)
    #expect(members.first == .init(key: "k0", value: .number("0")))
    #expect(members.last == .init(key: "k19", value: .string("last")))
  }

  @Test(
    "a record (parseObject) rejects a repeated key, however spelled, at the repeat",
    arguments: [
      (#"{"n":"abc","n":"1"}"#, 12),
      (#"{"username":"x","user\u006eame":"y"}"#, 17),
      (#"{"user\u006eame":"x","username":"y"}"#, 22),
      (#"{"a":1,"b":{"c":2},"a":[]}"#, 20),
    ])
  func recordsRejectDuplicateKeys(line: String, byte: Int) throws {
    var parser = JSONParser()
    for _ in 0..<2 {  // cold, then warm key cache
      let error = try #require(throws: JSONError.self) { try object(line, with: &parser) }
      #expect(error.message == "duplicate key at byte \(byte)")
      #expect(error.offset == byte - 1)
    }
  }

  @Test("a record rejects a key repeated past the key cache and the hash index threshold")
  func recordsRejectDuplicatesInLargeObjects() throws {
    var parser = JSONParser()
    let keys = (0..<100).map { #""key\#($0)":0"# }.joined(separator: ",")
    for _ in 0..<2 {
      #expect(throws: JSONError.self) { try object("{\(keys),\"key99\":1}", with: &parser) }
      #expect(throws: JSONError.self) { try object(#"{\#(keys),"\u006bey5":2}"#, with: &parser) }
      #expect(try object("{\(keys)}", with: &parser).count == 100)
    }
    // Nested objects may repeat keys: only the record's own members are fields.
    #expect(try object(#"{"a":{"b":1,"b":2}}"#, with: &parser).count == 1)
  }

  @Test("a string value equal to the one before it is shared, other values are not mixed up")
  func repeatedValues() throws {
    var parser = JSONParser()
    let members = try object(
      #"{"a":"same","b":"same","c":"sama","d":"s\u0061me","e":{"f":"same"},"g":"same","h":"","i":""}"#,
      with: &parser)
    #expect(
      members.map(\.value) == [
        .string("same"), .string("same"), .string("sama"), .string("same"),
        .object([.init(key: "f", value: .string("same"))]), .string("same"), .string(""), .string(""),
      ])
    #expect(
      try document(#"{"a":"p","a":"q","b":"q"}"#, with: &parser) == [
        .init(key: "a", value: .string("q")), .init(key: "b", value: .string("q")),
      ])
  }

  @Test("a reused parser recovers after an error")
  func recoversAfterError() throws {
    var parser = JSONParser()
    #expect(throws: JSONError.self) { try object(#"{"username":"a","password":}"#, with: &parser) }
    #expect(throws: JSONError.self) { try object(#"{"username":"a","username"#, with: &parser) }
    #expect(
      try object(#"{"username":"a","password":"b"}"#, with: &parser) == [
        .init(key: "username", value: .string("a")), .init(key: "password", value: .string("b")),
      ])
  }

  @Test("strings of every length decode, whatever falls on the 8-byte scan boundary")
  func stringLengths() throws {
    for length in 0..<40 {
      for special in ["", "\\n", "\\\"", "é", "\\u00e9", "😀"] {
        for position in 0...length {
          let plain = String(repeating: "a", count: length)
          let index = plain.index(plain.startIndex, offsetBy: position)
          let text = String(plain[..<index]) + special + String(plain[index...])
          let expected = text.replacingEscapes()
          #expect(try JSONParser.parse("[\"\(text)\"]") == .array([.string(expected)]))
        }
      }
    }
  }
}

extension String {
  /// The few escapes ``JSONParserTests/stringLengths()`` uses, decoded.
  fileprivate func replacingEscapes() -> String {
    var result = ""
    var rest = Substring(self)
    while let slash = rest.firstIndex(of: "\\") {
      result += rest[..<slash]
      let after = rest[rest.index(after: slash)...]
      if after.hasPrefix("n") {
        result += "\n"
        rest = after.dropFirst()
      } else if after.hasPrefix("\"") {
        result += "\""
        rest = after.dropFirst()
      } else {
        result += "é"  // \u00e9
        rest = after.dropFirst(5)
      }
    }
    return result + rest
  }
}
