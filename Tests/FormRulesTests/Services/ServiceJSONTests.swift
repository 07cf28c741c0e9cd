import Testing

@testable import FormRules

/// The bodies a session sends and reads: records typed by their fields, a validator's
/// question and answer, a looked-up record.
@Suite("Service bodies")
struct ServiceJSONTests {
  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func aRecordWritesNumbersAndBooleansOfTypedFieldsAsJSON() {
    let body = ServiceJSON.record([
      ("name", "Ann \"A\"", .text), ("age", "42", .integer), ("price", "1.50", .number),
      ("size", "4,5", .number),
      ("agree", "true", .boolean), ("born", "2000-01-31", .date),
    ])
    #expect(
      Self.text(body)
        == #"{"name":"Ann \"A\"","age":42,"price":1.50,"size":"4,5","agree":true,"born":"2000-01-31"}"#)
  }

  @Test(arguments: [
    (#"{"valid":true}"#, true, String?.none, true),
    (#"{"valid":false,"message":"No"}"#, false, "No", true),
    (#"{"message":null,"valid":false}"#, false, nil, true),
    (#"{"valid":"yes"}"#, false, nil, false),
    (#"{"valid":true,"message":3}"#, false, nil, false),
    ("[true]", false, nil, false),
    ("not json", false, nil, false),
  ])
  func aValidatorsAnswer(body: String, valid: Bool, message: String?, readable: Bool) {
    let verdict = ServiceJSON.verdict(Array(body.utf8))
    #expect((verdict != nil) == readable)
    if let verdict {
      #expect(verdict.valid == valid && verdict.message == message)
    }
  }

  @Test func aLookedUpRecordKeepsItsScalarMembersAsText() {
    #expect(
      ServiceJSON.record(from: Array(#"{"u":"ann","n":7,"b":false,"x":null,"l":[1],"o":{}}"#.utf8))
        == ["u": "ann", "n": "7", "b": "false"])
    #expect(ServiceJSON.record(from: Array("[]".utf8)) == nil)
  }

  @Test(arguments: [
    (
      #"[{"name":"Ajax","line":"hero"},{"line":"x","name":"Bia","extra":1}]"#, ["name", "line"],
      [["Ajax", "hero"], ["Bia", "x"]]
    ),
    (#"[{},{"a":1}]"#, [], [[], []]),
    (#"[{"a":1,"b":2},"x",true]"#, ["a", "b"], [["1", "2"], ["x", ""], ["true", ""]]),
    (#"["x",{"name":"y","z":1},{}]"#, ["name"], [["x"], ["y"], [""]]),
  ])
  func everyRowOfAListHasOneValuePerColumn(body: String, columns: [String], rows: [[String]]) throws {
    let page = try #require(ServiceJSON.page(from: Array(body.utf8), limit: 10))
    #expect(page.columns == columns)
    #expect(page.items == rows)
    #expect(page.count == rows.count)
  }

  @Test func aListThatIsNoArrayOfScalarsAndObjectsIsUnreadable() {
    for body in ["{}", "[null]", #"[{"a":1},[2]]"#, "not json"] {
      #expect(ServiceJSON.page(from: Array(body.utf8), limit: 10) == nil)
    }
    #expect(ServiceJSON.page(from: Array("[]".utf8), limit: 10) == ListPage(columns: []))
  }
}
