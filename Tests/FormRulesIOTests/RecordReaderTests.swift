import Testing

@testable import FormRulesIO

/// ``RecordReader/read(_:layout:into:describingUnknownKeys:)``: records with groups
/// and repeated groups.
@Suite("Record reader")
struct RecordReaderTests {
  /// A phone: a kind and a number.
  static let phoneEntries: [RecordLayout.Entry] = [.scalar(name: "kind"), .scalar(name: "number")]
  /// An order line: a sku, an integer quantity, a group with a repeated group inside.
  static let lineEntries: [RecordLayout.Entry] = [
    .scalar(name: "sku"),
    .scalar(name: "quantity", integer: true),
    .group(
      name: "gift",
      entries: [
        .scalar(name: "note"),
        .repeated(name: "tags", item: RecordLayout(entries: tagEntries)),
      ]),
  ]
  /// A gift tag.
  static let tagEntries: [RecordLayout.Entry] = [.scalar(name: "tag")]
  /// A customer with an address group (a nested group inside), phones and order lines.
  static let orderEntries: [RecordLayout.Entry] = [
    .scalar(name: "name"),
    .group(
      name: "address",
      entries: [
        .scalar(name: "street"),
        .group(name: "geo", entries: [.scalar(name: "lat"), .scalar(name: "lon")]),
        .scalar(name: "city"),
      ]),
    .repeated(name: "phones", item: phone),
    .repeated(name: "lines", item: line),
    .scalar(name: "age", integer: true),
  ]
  static let phone = RecordLayout(entries: phoneEntries)
  static let line = RecordLayout(entries: lineEntries)
  static let order = RecordLayout(entries: orderEntries)

  /// Decodes `line` with `reader` into `record`.
  static func decode(
    _ line: String, layout: RecordLayout = order, reader: inout RecordReader,
    into record: inout NestedRecord, describing: Int = 0
  ) throws(RecordDecodingError) {
    var line = line
    try line.withUTF8 { utf8 in
      Result { () throws(RecordDecodingError) in
        try reader.read(
          UnsafeRawBufferPointer(utf8), layout: layout, into: &record,
          describingUnknownKeys: describing)
      }
    }.get()
  }

  /// Decodes `line` with a fresh reader and storage.
  static func decode(
    _ line: String, layout: RecordLayout = order
  ) throws(RecordDecodingError) -> NestedRecord {
    var reader = RecordReader()
    var record = NestedRecord(layout: layout)
    try decode(line, layout: layout, reader: &reader, into: &record)
    return record
  }

  /// The error decoding `line` gives.
  static func error(_ line: String, layout: RecordLayout = order) -> RecordDecodingError? {
    do {
      _ = try decode(line, layout: layout)
      return nil
    } catch {
      return error
    }
  }

  /// The items of list `list` of `record`, as lists of slot values.
  static func items(_ record: NestedRecord, _ list: Int) -> [[String]] {
    (0..<record.lists[list].count).map { record.lists[list][$0].values }
  }

  @Test func flattensGroupsIntoSlotsNamedByTheirPath() {
    #expect(
      Self.order.slotNames == [
        "name", "address.street", "address.geo.lat", "address.geo.lon", "address.city", "age",
      ])
    #expect(Self.order.integerSlots == [false, false, false, false, false, true])
    #expect(Self.order.listNames == ["phones", "lines"])
    #expect(Self.line.slotNames == ["sku", "quantity", "gift.note"])
    #expect(Self.line.listNames == ["gift.tags"])
  }

  @Test func readsGroupsAndRepeatedGroups() throws {
    let record = try Self.decode(
      #"""
      {"name":"Ada","address":{"city":"Paris","geo":{"lat":48.8,"lon":null},"street":"Rue \u00e9"},
       "phones":[{"kind":"home","number":"+331"},{"number":2,"kind":true}],
       "lines":[{"sku":"A","quantity":2.0e0,"gift":{"note":"hi","tags":[{"tag":"x"},{"tag":"y"}]}},
                {"sku":"B","quantity":1.5,"gift":null}],
       "age":18.0}
      """#)
    #expect(record.values == ["Ada", "Rue é", "48.8", "", "Paris", "18"])
    #expect(Self.items(record, 0) == [["home", "+331"], ["true", "2"]])
    #expect(Self.items(record, 1) == [["A", "2", "hi"], ["B", "1.5", ""]])
    let firstLine = record.lists[1][0]
    #expect(Self.items(firstLine, 0) == [["x"], ["y"]])
    #expect(record.lists[1][1].lists[0].count == 0)
  }

  /// Short whole numbers (taken from a table of their texts) read as any value does:
  /// strings as written (`07` keeps its zero), numbers as their text, canonical digits in
  /// an integer slot.
  @Test(
    arguments: [
      (#""0""#, #""5""#, "0", "5"), (#""07""#, "42", "07", "42"), ("9", "99", "9", "99"),
      (#""99""#, "100", "99", "100"), (#""-0""#, "-0", "-0", "0"), ("0", "1.0e1", "0", "10"),
      (#""1a""#, "3.5", "1a", "3.5"), (#""a""#, "0.5e1", "a", "5"),
    ])
  func shortWholeNumbersReadAsWritten(name: String, age: String, expectedName: String, expectedAge: String)
    throws
  {
    let record = try Self.decode(#"{"name":\#(name),"age":\#(age)}"#)
    #expect(record.values.first == expectedName)
    #expect(record.values.last == expectedAge)
  }

  @Test("absent and null groups are empty, absent and null repeated groups have no items")
  func absentAndNull() throws {
    var reader = RecordReader()
    var record = NestedRecord(layout: Self.order)
    let full = #"""
      {"name":"n","address":{"street":"s","geo":{"lat":1,"lon":2},"city":"c"},
       "phones":[{"kind":"k","number":"1"}],"lines":[{"sku":"a"}],"age":3}
      """#
    try Self.decode(full, reader: &reader, into: &record)
    #expect(record.lists[0].count == 1)
    try Self.decode(#"{"address":null,"phones":null}"#, reader: &reader, into: &record)
    #expect(record.values == ["", "", "", "", "", ""])
    #expect(record.lists[0].count == 0 && record.lists[1].count == 0)
    try Self.decode(full, reader: &reader, into: &record)
    try Self.decode(#"{"address":{"geo":null},"phones":[]}"#, reader: &reader, into: &record)
    #expect(record.values == ["", "", "", "", "", ""])
    #expect(record.lists[0].count == 0 && record.lists[1].count == 0)
  }

  @Test func readsAThousandItemsInOneRecord() throws {
    let phones = (1...1000).map { #"{"kind":"work","number":"+49\#($0)"}"# }
    let record = try Self.decode(#"{"phones":[\#(phones.joined(separator: ","))]}"#)
    #expect(record.lists[0].count == 1000)
    #expect(record.lists[0][999].values == ["work", "+491000"])
    #expect(record.lists[0][0].values == ["work", "+491"])
  }

  @Test(
    "a value of the wrong shape is an error naming its path",
    arguments: [
      (
        #"{"lines":[{},{},{"quantity":[1]}]}"#, "lines[3].quantity",
        "must be a string, number, boolean or null"
      ),
      (#"{"address":{"geo":{"lat":{}}}}"#, "address.geo.lat", "must be a string, number, boolean or null"),
      (#"{"name":["a"]}"#, "name", "must be a string, number, boolean or null"),
      (#"{"address":"Paris"}"#, "address", "must be an object or null"),
      (#"{"address":[]}"#, "address", "must be an object or null"),
      (#"{"address":{"geo":1}}"#, "address.geo", "must be an object or null"),
      (#"{"phones":{"kind":"home"}}"#, "phones", "must be an array of objects or null"),
      (#"{"phones":"+331"}"#, "phones", "must be an array of objects or null"),
      (#"{"phones":[{},"+331"]}"#, "phones[2]", "must be an object"),
      (#"{"phones":[null]}"#, "phones[1]", "must be an object"),
      (
        #"{"lines":[{"gift":{"tags":[{"tag":1},{"tag":{}}]}}]}"#, "lines[1].gift.tags[2].tag",
        "must be a string, number, boolean or null"
      ),
      // After a list, the path no longer names its last item.
      (#"{"phones":[{},{}],"age":[1]}"#, "age", "must be a string, number, boolean or null"),
      (
        #"{"lines":[{},{"gift":{"tags":[{},{}]},"sku":{}}]}"#, "lines[2].sku",
        "must be a string, number, boolean or null"
      ),
    ])
  func shapeErrors(line: String, path: String, problem: String) throws {
    let error = try #require(Self.error(line))
    #expect(error.path == path)
    #expect(error.message == "field '\(path)' \(problem)")
  }

  @Test("the first value of the wrong shape is reported, and only once the line is well-formed")
  func firstShapeErrorAfterSyntax() throws {
    #expect(Self.error(#"{"name":[1],"address":2}"#)?.path == "name")
    #expect(Self.error(#"{"phones":[1,{"kind":[]}]}"#)?.path == "phones[1]")
    let malformed = try #require(Self.error(#"{"name":[1],"address":x}"#))
    #expect(malformed.path == nil)
    #expect(malformed.message == "unexpected character 'x' at byte 23")
  }

  @Test(
    "a repeated key is an error in every object of the layout",
    arguments: [
      (#"{"name":"a","name":"b"}"#, "duplicate key at byte 13"),
      (#"{"address":{"city":"a","city":"b"}}"#, "duplicate key 'address.city' at byte 24"),
      (#"{"phones":[{},{"kind":1,"kind":2}]}"#, "duplicate key 'phones[2].kind' at byte 25"),
      (#"{"address":{"zip":1,"zip":2}}"#, "duplicate key 'address.zip' at byte 21"),
      (#"{"address":{"c\u0069ty":1,"city":2}}"#, "duplicate key 'address.city' at byte 27"),
      (#"{"phones":[],"phones":null}"#, "duplicate key at byte 14"),
    ])
  func repeatedKeys(line: String, message: String) {
    #expect(Self.error(line)?.message == message)
  }

  @Test func repeatedKeysInsideAValueOfNoFieldAreAllowed() throws {
    let record = try Self.decode(#"{"extra":{"a":1,"a":[2]},"name":"x"}"#)
    #expect(record.values[0] == "x")
  }

  @Test(
    "malformed JSON gives the general path's message",
    arguments: [
      #"{"address":{"city":"a",}}"#, #"{"phones":[{}"#, #"{"phones":[{} {}]}"#,
      #"{"address":{"city" "a"}}"#, #"{"extra":{"a":1 "b":2}}"#, #"{"extra":[1 2]}"#,
      #"{"address":{"city":"\ud800"}}"#, "{\"name\":\"\u{1}\"}", #"["name"]"#, "",
      #"{"extra":"\ud800"}"#, #"{"address":nul}"#, #"{"phones":nu}"#, #"{"a":1} x"#,
    ])
  func malformed(line: String) throws {
    let error = try #require(Self.error(line))
    let general = try #require(throws: JSONError.self) {
      try Array(line.utf8).withUnsafeBytes { try JSONParser.parseObject($0) }
    }
    #expect(error.message == general.message)
    #expect(error.path == nil)
  }

  @Test func invalidUTF8InAKeyOfNoFieldIsAnError() throws {
    var reader = RecordReader()
    var record = NestedRecord(layout: Self.order)
    let line: [UInt8] = Array(#"{"address":{"k"#.utf8) + [0xFF] + Array(#"":1}}"#.utf8)
    let error = try #require(throws: RecordDecodingError.self) {
      try line.withUnsafeBytes { try reader.read($0, layout: Self.order, into: &record) }
    }
    #expect(error.message == "invalid UTF-8 in string at byte 15")
  }

  @Test func nestingBeyondTheLimitIsAnError() throws {
    var reader = RecordReader(maxDepth: 4)
    var record = NestedRecord(layout: Self.order)
    try Self.decode(#"{"lines":[{"gift":{}}]}"#, reader: &reader, into: &record)
    #expect(throws: RecordDecodingError.self) {
      try Self.decode(#"{"lines":[{"gift":{"tags":[]}}]}"#, reader: &reader, into: &record)
    }
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(Self.error(#"{"extra":\#(deep)}"#)?.message.hasPrefix("nesting deeper than 512 levels") == true)
  }

  @Test func keysOfNoFieldAreCountedAndDescribedAtEveryDepth() throws {
    var reader = RecordReader()
    var record = NestedRecord(layout: Self.order)
    let line = #"""
      {"nmae":"x","address":{"zip":"1","geo":{"alt":{"deep":[1]}}},
       "phones":[{},{"ext":"9","kind":"home"}],"lines":[{"gift":{"tags":[{"colour":"red"}]}}]}
      """#
    try Self.decode(line, reader: &reader, into: &record, describing: 4)
    #expect(reader.unknownKeyCount == 5)
    #expect(
      reader.unknownKeys.map(\.path) == [
        "nmae", "address.zip", "address.geo.alt", "phones[2].ext",
      ])
    #expect(reader.unknownKeys[0].fieldNames == ["name", "address", "phones", "lines", "age"])
    #expect(reader.unknownKeys[3].key == "ext")
    #expect(record.lists[0][1].values == ["home", ""])
    try Self.decode(#"{"name":"a"}"#, reader: &reader, into: &record, describing: 4)
    #expect(reader.unknownKeyCount == 0 && reader.unknownKeys.isEmpty)
  }

  @Test("items are reused: a short record after a long one allocates no item records")
  func storageIsReused() throws {
    var reader = RecordReader()
    var record = NestedRecord(layout: Self.order)
    let many = (1...1000).map { #"{"sku":"s\#($0)","gift":{"tags":[{"tag":"t"}]}}"# }
    let long = #"{"lines":[\#(many.joined(separator: ","))]}"#
    let short = #"{"lines":[{"sku":"one","gift":{"tags":[{"tag":"a"},{"tag":"b"}]}}]}"#
    try Self.decode(long, reader: &reader, into: &record)
    let pooled = record.pooledCount
    #expect(pooled == 2000)
    for _ in 0..<50 {
      try Self.decode(short, reader: &reader, into: &record)
      #expect(record.lists[1].count == 1)
      #expect(Self.items(record.lists[1][0], 0) == [["a"], ["b"]])
      try Self.decode(long, reader: &reader, into: &record)
      #expect(record.lists[1].count == 1000)
    }
    #expect(record.pooledCount == pooled + 1)  // the second tag of the first line's gift
  }

  @Test func itemsPastTheLimitAreAnError() throws {
    let count = JSONParser.maxRecordItems + 1
    let items = [String](repeating: "{}", count: count).joined(separator: ",")
    let error = try #require(Self.error(#"{"phones":[\#(items)]}"#))
    #expect(error.path == "phones[\(count)]")
    #expect(error.message == "field 'phones[\(count)]' is past the 100000 items a record may hold")
  }

  @Test func keysMatchAsStringsDo() throws {
    // U+212A KELVIN SIGN is canonically equivalent to K: it sets K, as String equality says.
    let layout = RecordLayout(entries: [.scalar(name: "K"), .group(name: "é", entries: [.scalar(name: "x")])])
    let record = try Self.decode("{\"\u{212A}\":\"v\",\"e\u{301}\":{\"x\":1}}", layout: layout)
    #expect(record.values == ["v", "1"])
    #expect(Self.error("{\"\u{212A}\":[1]}", layout: layout)?.path == "\u{212A}")
    #expect(
      Self.error(#"{"K":1,"\u212a":2,"\u212A":3}"#, layout: layout)?.message == "duplicate key at byte 19")
  }

  @Test func layoutsOfMoreThanSixtyFourKeys() throws {
    let names = (0..<70).map { "f\($0)" }
    let layout = RecordLayout(entries: [.group(name: "g", entries: names.map { .scalar(name: $0) })])
    var reader = RecordReader()
    var record = NestedRecord(layout: layout)
    try Self.decode(#"{"g":{"f69":"a","f3":"b","f64":"c"}}"#, layout: layout, reader: &reader, into: &record)
    #expect(record.values[69] == "a" && record.values[3] == "b" && record.values[64] == "c")
    try Self.decode(#"{"g":{"f66":"d"}}"#, layout: layout, reader: &reader, into: &record)
    #expect(record.values.filter { !$0.isEmpty } == ["d"])
    #expect(
      Self.error(#"{"g":{"f65":1,"f65":2}}"#, layout: layout)?.message
        == "duplicate key 'g.f65' at byte 15")
  }

  @Test(
    "many keys of no field are told apart through an index, object by object",
    arguments: [16, 40])
  func manyKeysOfNoField(count: Int) throws {
    let keys = (0..<count).map { #""k\#($0)":1"# }.joined(separator: ",")
    var reader = RecordReader()
    var record = NestedRecord(layout: Self.order)
    // An outer object with many keys, a group with many of the same keys, then more keys
    // outside: none repeats within its own object.
    let line = #"{\#(keys),"address":{\#(keys),"city":"c"},"k\#(count)":2,"name":"n"}"#
    try Self.decode(line, reader: &reader, into: &record)
    #expect(record.values == ["n", "", "", "", "c", ""])
    #expect(reader.unknownKeyCount == 2 * count + 1)
    let repeatedOutside = #"{\#(keys),"address":{\#(keys)},"k0":2}"#
    #expect(
      Self.error(repeatedOutside)?.message
        == "duplicate key at byte \(repeatedOutside.utf8.count - 6)")
    let repeatedInside = #"{"address":{\#(keys),"k\u0030":2}}"#
    #expect(
      Self.error(repeatedInside)?.message
        == "duplicate key 'address.k0' at byte \(repeatedInside.utf8.count - 12)")
  }

  @Test("a flat layout gives the same slots and unknown keys whichever path reads it")
  func flatLayoutsAndUnknownKeys() throws {
    let layout = RecordLayout(names: ["a", "b"])
    #expect(layout.flatKeys != nil)
    var reader = RecordReader()
    var record = NestedRecord(layout: layout)
    let line = #"{"a":"x","zz":1,"b":2}"#
    try Self.decode(line, layout: layout, reader: &reader, into: &record)
    #expect(record.values == ["x", "2"] && reader.unknownKeyCount == 1)
    #expect(reader.unknownKeys.isEmpty)
    try Self.decode(line, layout: layout, reader: &reader, into: &record, describing: 8)
    #expect(record.values == ["x", "2"] && reader.unknownKeyCount == 1)
    #expect(reader.unknownKeys.map(\.path) == ["zz"])
    try Self.decode(#"{"b":true}"#, layout: layout, reader: &reader, into: &record)
    #expect(record.values == ["", "true"] && reader.unknownKeyCount == 0)
    #expect(reader.unknownKeys.isEmpty)
  }
}
