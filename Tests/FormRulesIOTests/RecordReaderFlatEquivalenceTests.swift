import FormRulesFuzzing
import Testing

@testable import FormRulesIO

/// For a layout of scalars only, ``RecordReader/read(_:layout:into:describingUnknownKeys:)``
/// gives what the flat record paths give: the general path's slots or error (the same
/// message), and the fast path's slots whenever it takes a record.
@Suite("Record reader agrees with the flat paths")
struct RecordReaderFlatEquivalenceTests {
  static let names = ["username", "password", "repeat_password", "quantity", "K"]
  static let integers = [false, false, false, true, false]
  static let layout = RecordLayout(names: names, integers: integers)

  /// Keys: the names, near misses, escaped and non-ASCII spellings.
  static let keys = [
    #""username""#, #""password""#, #""repeat_password""#, #""quantity""#, #""K""#,
    #""user""#, #""passwordx""#, #""pass\u0077ord""#, #""\u212A""#, "\"\u{212A}\"", #""""#,
    #""é""#, #""e\u0301""#, #""quantit\u0079""#, #""k""#, #""\n""#,
  ]
  /// Values: every kind, escapes, numbers an integer slot reads, containers, and a few
  /// that are not JSON.
  static let values = [
    #""abc""#, #""""#, #""a\nb\"c""#, #""日本語""#, #""\ud83d\ude00""#, "12", "-0", "1.5e1",
    "18.0", "-2E+2", "0.1", "9007199254740993", "true", "false", "null", "[1,{\"a\":[]}]",
    #"{"a":"b","a":1}"#, "[]", "{}", #""abc""#, "01", "tru", #""\ud800""#, "1.", "[1,]",
  ]

  /// A random record of up to six members (keys may repeat), with random whitespace.
  static func record(_ random: inout SplitMix64) -> String {
    let space = [" ", "", "\t", "\r\n"]
    func gap() -> String { random.chance(0.2) ? space[random.int(in: 0...3)] : "" }
    let members = (0..<random.int(in: 0...6)).map { _ in
      keys[random.int(in: 0...keys.count - 1)] + gap() + ":" + gap()
        + values[random.int(in: 0...values.count - 1)]
    }
    return gap() + "{" + gap() + members.joined(separator: gap() + "," + gap()) + gap() + "}"
      + gap()
  }

  /// The general path's result: the slots, or the message of its error.
  static func general(_ line: [UInt8]) -> Result<[String], RecordDecodingError> {
    let parsed = line.withUnsafeBytes { bytes in
      Result { () throws(JSONError) in try JSONParser.parseObject(bytes) }
    }
    let members: [JSONValue.Member]
    switch parsed {
    case .success(let parsed): members = parsed
    case .failure(let error): return .failure(RecordDecodingError(error))
    }
    var values = [String](repeating: "", count: names.count)
    if let key = JSONValue.fill(&values, names: names, integers: integers, from: members) {
      return .failure(RecordDecodingError(.notScalar, path: key, at: 0))
    }
    return .success(values)
  }

  /// Whether two outcomes are the same slots or the same message.
  static func same(
    _ a: Result<[String], RecordDecodingError>, _ b: Result<[String], RecordDecodingError>
  ) -> Bool {
    switch (a, b) {
    case (.success(let a), .success(let b)):
      a.count == b.count && zip(a, b).allSatisfy { JSONValue.sameScalars($0, $1) }
    case (.failure(let a), .failure(let b)): a.message == b.message
    default: false
    }
  }

  @Test func agreesOnRandomRecords() throws {
    var random = SplitMix64(seed: 12)
    var reader = RecordReader()
    var parser = JSONParser()
    var scratch = JSONParser.RecordScratch()
    var record = NestedRecord(layout: Self.layout)
    var flat = [String](repeating: "", count: Self.names.count)
    let keys = JSONParser.RecordKeys(Self.names, integers: Self.integers)
    var outcomes = (values: 0, errors: 0, fast: 0)
    for _ in 0..<20_000 {
      let line = Array(Self.record(&random).utf8)
      let text = String(decoding: line, as: UTF8.self)
      let nested = Result { () throws(RecordDecodingError) in
        try line.withUnsafeBytes { bytes in
          Result { () throws(RecordDecodingError) in
            try reader.read(bytes, layout: Self.layout, into: &record)
          }
        }.get()
        return record.values
      }
      // The general reader alone, which the reader leaves flat records to only when the
      // fast path declines them.
      let general = Result { () throws(RecordDecodingError) in
        try line.withUnsafeBytes { bytes in
          Result { () throws(RecordDecodingError) in
            scratch.reset(describingUnknownKeys: 0)
            try parser.readRecord(bytes, layout: Self.layout, into: &record, with: &scratch)
          }
        }.get()
        return record.values
      }
      #expect(Self.same(nested, general), "\(text)")
      switch (nested, Self.general(line)) {
      case (.success(let got), .success(let expected)):
        outcomes.values += 1
        #expect(got.count == expected.count, "\(text)")
        #expect(zip(got, expected).allSatisfy { JSONValue.sameScalars($0, $1) }, "\(text)")
      case (.failure(let got), .failure(let expected)):
        outcomes.errors += 1
        #expect(got.message == expected.message, "\(text)")
      case (let got, let expected):
        Issue.record("\(text): \(got) but the general path gives \(expected)")
      }
      if line.withUnsafeBytes({ parser.parseFlatRecord($0, keys: keys, into: &flat) }) {
        outcomes.fast += 1
        #expect(try flat == nested.get(), "\(text)")
      }
    }
    #expect(outcomes.values > 1000 && outcomes.errors > 1000 && outcomes.fast > 1000)
  }
}
