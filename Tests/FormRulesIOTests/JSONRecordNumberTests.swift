import Testing

@testable import FormRulesIO

/// A JSON number in a batch record: in a slot of integers, a whole one reads as its digits
/// (``JSONValue/recordText(ofNumber:integer:)``), on the fast path and the general one
/// alike; anywhere else it stays as written.
@Suite("JSON numbers in records")
struct JSONRecordNumberTests {
  @Test(arguments: [
    ("18", "18"), ("18.0", "18"), ("1.8e1", "18"), ("180e-1", "18"), ("1E2", "100"),
    ("1e+2", "100"), ("-0.0", "0"), ("-0", "0"), ("0e5", "0"), ("0.000e-7", "0"),
    ("-12.50e1", "-125"), ("0.001e3", "1"), ("9007199254740992", "9007199254740992"),
    ("-9007199254740992.000", "-9007199254740992"), ("9.007199254740992e15", "9007199254740992"),
    ("10000000000000000000e-4", "1000000000000000"),
  ])
  func wholeNumbersReadAsTheirDigits(number: String, digits: String) {
    #expect(JSONValue.wholeDigits(of: number) == digits)
    #expect(JSONValue.recordText(ofNumber: number, integer: true) == digits)
  }

  @Test(arguments: [
    "18.5", "1.85e1", "1e-1", "0.5", "-0.1e0", "9007199254740993", "1e16", "1e999999999",
    "123456789012345678901234567890", "1e99999999999999999999999999", "0.1e-99999999999999999999",
  ])
  func otherNumbersStayAsWritten(number: String) {
    #expect(JSONValue.wholeDigits(of: number) == nil)
    #expect(JSONValue.recordText(ofNumber: number, integer: true) == number)
  }

  @Test(arguments: ["18.0", "1e0", "-0.0", "1.5"])
  func slotsOfOtherFieldsKeepTheText(number: String) {
    #expect(JSONValue.recordText(ofNumber: number, integer: false) == number)
  }

  @Test(arguments: [
    (#"{"age":18.0,"name":1.0,"count":1.8e1}"#, ["18", "1.0", "18"]),
    (#"{"count":-0.0,"age":1E2,"name":true}"#, ["100", "true", "0"]),
    (#"{"age":1.5,"count":1e17,"name":"2.0"}"#, ["1.5", "2.0", "1e17"]),
    (#"{"age":"18.0","count":null,"other":2.0}"#, ["18.0", "", ""]),
  ])
  func bothPathsReadIntegerSlotsAlike(line: String, expected: [String]) throws {
    let names = ["age", "name", "count"]
    let integers = [true, false, true]
    var parser = JSONParser()
    var values = ["stale", "stale", "stale"]
    let keys = JSONParser.RecordKeys(names, integers: integers)
    let bytes = Array(line.utf8)
    #expect(bytes.withUnsafeBytes { parser.parseFlatRecord($0, keys: keys, into: &values) })
    #expect(values == expected)
    let members = try bytes.withUnsafeBytes { try JSONParser.parseObject($0) }
    var general = [String](repeating: "stale", count: names.count)
    #expect(JSONValue.fill(&general, names: names, integers: integers, from: members) == nil)
    #expect(general == expected)
  }

  @Test func theGeneralPathReadsIntegerSlotsWithEscapedKeys() throws {
    let members = try Array(#"{"a\u0067e":2.0e0}"#.utf8).withUnsafeBytes { try JSONParser.parseObject($0) }
    var values = [""]
    #expect(JSONValue.fill(&values, names: ["age"], integers: [true], from: members) == nil)
    #expect(values == ["2"])
  }
}
