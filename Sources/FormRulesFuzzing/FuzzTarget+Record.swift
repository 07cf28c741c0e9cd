import FormRulesIO

extension FuzzTarget {
  /// The batch record decoder's two paths must agree. The first line of `input` names the
  /// fields (comma-separated, duplicates dropped as a form has none; a name written with a
  /// leading `#` is that of an integer field, without the `#`); every further line
  /// is a record, decoded with one parser as a batch does, so that its key cache carries
  /// over from record to record. Whenever the fast path
  /// (``JSONParser/parseFlatRecord(_:keys:into:)``) takes a record, the general path
  /// (the object's members matched by `String` equality) must give the same values.
  static func runRecord(_ input: [UInt8]) {
    var lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard !lines.isEmpty else { return }
    var names: [String] = []
    var integers: [Bool] = []
    for name in lines.removeFirst().split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
      let integer = name.first == UInt8(ascii: "#")
      let text = String(decoding: integer ? name.dropFirst() : name, as: UTF8.self)
      if !names.contains(text) {
        names.append(text)
        integers.append(integer)
      }
    }
    let keys = JSONParser.RecordKeys(names, integers: integers)
    var fastParser = JSONParser()
    var generalParser = JSONParser()
    var values = [String](repeating: "stale", count: names.count)
    for line in lines {
      line.withUnsafeBytes { bytes in
        guard fastParser.parseFlatRecord(bytes, keys: keys, into: &values) else { return }
        guard let expected = generalValues(bytes, names: names, integers: integers, parser: &generalParser)
        else {
          violated("the fast path took a record the general path refuses: \(text(bytes))")
        }
        guard expected.count == values.count, zip(expected, values).allSatisfy(JSONValue.sameScalars)
        else {
          violated("the fast path gave \(values), the general path \(expected): \(text(bytes))")
        }
      }
    }
  }

  /// The values the general path gives for `line`, or nil when it reports an error.
  private static func generalValues(
    _ line: UnsafeRawBufferPointer, names: [String], integers: [Bool], parser: inout JSONParser
  ) -> [String]? {
    guard let members = try? parser.parseObject(line) else { return nil }
    var values = [String](repeating: "", count: names.count)
    return JSONValue.fill(&values, names: names, integers: integers, from: members) == nil ? values : nil
  }

  /// A record's bytes as text, for a violation's message.
  private static func text(_ line: UnsafeRawBufferPointer) -> String {
    String(decoding: line, as: UTF8.self)
  }
}
