import Testing

@testable import FormRulesIO

/// ``JSONParser/parseFlatRecord(_:keys:into:)``: the batch fast path either declines or
/// gives exactly what the general path gives.
@Suite("JSON flat records")
struct JSONParserFlatRecordTests {
  static let names = ["username", "password", "repeat_password"]

  /// What the general path makes of `line`: the values, or nil for an error (a parse
  /// error, or an array or object as a field's value).
  static func generalValues(_ line: [UInt8]) -> [String]? {
    guard let members = try? line.withUnsafeBytes({ try JSONParser.parseObject($0) }) else {
      return nil
    }
    var values = [String](repeating: "", count: names.count)
    return JSONValue.fill(&values, names: names, from: members) == nil ? values : nil
  }

  /// The fast path's values for `line`, or nil when it declines. `parser` and `values`
  /// are reused, as in a batch.
  static func fastValues(
    _ line: [UInt8], parser: inout JSONParser, values: inout [String]
  ) -> [String]? {
    let keys = JSONParser.RecordKeys(names)
    let accepted = line.withUnsafeBytes { parser.parseFlatRecord($0, keys: keys, into: &values) }
    return accepted ? values : nil
  }

  /// Whether two value lists hold the same scalars, slot by slot.
  static func same(_ a: [String], _ b: [String]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { JSONValue.sameScalars($0, $1) }
  }

  @Test(arguments: [
    (
      #"{"username":"alice_1","password":"secret1","repeat_password":"secret1"}"#,
      ["alice_1", "secret1", "secret1"]
    ),
    (#" { "password" : 12.5e3 , "username" : true } "#, ["true", "12.5e3", ""]),
    (#"{"repeat_password":null,"other":"x","username":"a\"b"}"#, ["a\"b", "", ""]),
    (#"{}"#, ["", "", ""]),
    (#"{"username":"日本語_1","password":false,"more":[1]}"#, ["日本語_1", "false", ""]),
  ])
  func takesFlatRecords(line: String, expected: [String]) {
    var parser = JSONParser()
    var values = ["stale", "stale", "stale"]
    let fast = Self.fastValues(Array(line.utf8), parser: &parser, values: &values)
    if line.contains("more") {
      #expect(fast == nil)  // an unknown key's array: left to the general path
    } else {
      #expect(fast == expected)
    }
    #expect(Self.generalValues(Array(line.utf8)) == expected)
  }

  @Test(arguments: [
    #"{"username":"a","username":"b"}"#,
    #"{"user\u006eame":"a"}"#,
    "{\"K\u{212A}\":\"a\"}",
    #"{"username":["a"]}"#,
    #"{"username":{"a":1}}"#,
    #"{"username":"a"} x"#,
    #"{"username":"a",}"#,
    #"[1]"#,
    "",
    #"{"username":"\ud800"}"#,
    #"{"other":"\udc00"}"#,
  ])
  func declinesWhatTheGeneralPathMustDecide(line: String) {
    var parser = JSONParser()
    var values = ["", "", ""]
    #expect(Self.fastValues(Array(line.utf8), parser: &parser, values: &values) == nil)
  }

  @Test(
    "a repeated key, of a field or not, is declined by the fast path and an error on the general path",
    arguments: [
      #"{"username":"abc","username":"1"}"#,
      #"{"other":"abc","other":"1"}"#,
      #"{"a":1,"username":"x","b":2,"password":"y","a":3}"#,
    ])
  func declinesRepeatedKeys(line: String) {
    var parser = JSONParser()
    var values = ["", "", ""]
    #expect(Self.fastValues(Array(line.utf8), parser: &parser, values: &values) == nil)
    #expect(Self.generalValues(Array(line.utf8)) == nil)
    // The parser's memory of the other keys is per record: the same keys once each pass.
    let once = #"{"other":"abc","username":"u"}"#
    #expect(Self.fastValues(Array(once.utf8), parser: &parser, values: &values) == ["u", "", ""])
  }

  @Test func manyKeysOfNoFieldAreLeftToTheGeneralPath() {
    let limit = JSONParser.maxOtherRecordKeys
    var parser = JSONParser()
    var values = ["", "", ""]
    let within = "{" + (0..<limit).map { #""k\#($0)":1"# }.joined(separator: ",") + "}"
    let beyond = "{" + (0...limit).map { #""k\#($0)":1"# }.joined(separator: ",") + "}"
    #expect(Self.fastValues(Array(within.utf8), parser: &parser, values: &values) == ["", "", ""])
    #expect(Self.fastValues(Array(beyond.utf8), parser: &parser, values: &values) == nil)
    #expect(Self.generalValues(Array(beyond.utf8)) == ["", "", ""])
  }

  @Test func aKeyCanonicallyEqualToAFieldNameSetsItOnTheGeneralPath() {
    // U+212A KELVIN SIGN is canonically equivalent to K: String equality matches it.
    let keys = JSONParser.RecordKeys(["K"])
    var parser = JSONParser()
    var values = [""]
    let line = Array("{\"\u{212A}\":\"x\"}".utf8)
    #expect(!line.withUnsafeBytes { parser.parseFlatRecord($0, keys: keys, into: &values) })
  }

  @Test func namesThatAreNotPlainASCIIAreNeverMatchedByBytes() {
    var parser = JSONParser()
    var values = [""]
    let line = Array(#"{"é":"x"}"#.utf8)
    let keys = JSONParser.RecordKeys(["é"])
    #expect(!line.withUnsafeBytes { parser.parseFlatRecord($0, keys: keys, into: &values) })
  }

  @Test func moreKeysThanSlotBitsAreLeftToTheGeneralPath() {
    let names = (0...64).map { "field_\($0)" }
    var parser = JSONParser()
    var values = [String](repeating: "", count: names.count)
    let line = Array(#"{"field_0":"x"}"#.utf8)
    let keys = JSONParser.RecordKeys(names)
    #expect(!line.withUnsafeBytes { parser.parseFlatRecord($0, keys: keys, into: &values) })
    let fewer = JSONParser.RecordKeys(Array(names.prefix(64)))
    #expect(line.withUnsafeBytes { parser.parseFlatRecord($0, keys: fewer, into: &values) })
    #expect(values[0] == "x")
  }

  @Test("the fast path agrees with the general path on the JSONTestSuite corpus")
  func agreesOnTheCorpus() throws {
    var parser = JSONParser()
    var values = ["", "", ""]
    var accepted = 0
    for prefix in ["y_", "n_", "i_"] {
      for file in JSONTestSuiteCorpus.files(prefix: prefix) {
        let bytes = try JSONTestSuiteCorpus.contents(of: file)
        guard let fast = Self.fastValues(bytes, parser: &parser, values: &values) else { continue }
        accepted += 1
        let general = try #require(Self.generalValues(bytes), "\(file)")
        #expect(Self.same(fast, general), "\(file)")
      }
    }
    #expect(accepted > 0)
  }

  @Test("the fast path agrees with the general path on records with every twist")
  func agreesOnTwistedRecords() {
    let keys = [
      #""username""#, #""password""#, #""repeat_password""#, #""user""#, #""usernamex""#,
      #""pass\u0077ord""#, #""""#,
    ]
    let values = [
      #""abc""#, #""""#, #""a\nb""#, #""é""#, "12", "-0.5e-3", "true", "false", "null", "[1]",
      #"{"a":"b"}"#, "01", #""\u0000""#,
    ]
    var parser = JSONParser()
    var slots = ["", "", ""]
    var lines: [String] = []
    for (first, key) in keys.enumerated() {
      for value in values {
        lines.append("{\(key):\(value)}")
        lines.append("{\(key):\(value),\(keys[(first + 1) % keys.count]):\(value)}")
        lines.append("{\(key):\(value),\(key):\"again\"}")
        lines.append(" {\(key) :\(value) , \"password\":\(value)}\t")
      }
    }
    for line in lines {
      let bytes = Array(line.utf8)
      let general = Self.generalValues(bytes)
      guard let fast = Self.fastValues(bytes, parser: &parser, values: &slots) else { continue }
      #expect(general.map { Self.same(fast, $0) } == true, "\(line)")
    }
  }
}
