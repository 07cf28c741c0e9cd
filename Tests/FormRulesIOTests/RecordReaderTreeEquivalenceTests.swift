import FormRulesFuzzing
import Testing

@testable import FormRulesIO

/// ``RecordReader/read(_:layout:into:describingUnknownKeys:)`` on random records with
/// groups and repeated groups gives what a plain walk of the parsed `JSONValue` tree gives:
/// the same values at the same paths, the same item counts, or an error at the same path.
@Suite("Record reader agrees with a walk of the JSON tree")
struct RecordReaderTreeEquivalenceTests {
  typealias Entry = RecordLayout.Entry

  /// What a record holds, by path: each non-empty value (`lines[2].gift.note`), and each
  /// repeated group's item count when not 0 (`lines[2].gift.tags#`).
  typealias Contents = [String: String]

  /// The order form of ``RecordReaderTests``.
  static let entries = RecordReaderTests.orderEntries
  static let layout = RecordReaderTests.order

  /// The entries of an item of the repeated group `name`.
  static func itemEntries(_ name: String) -> [Entry] {
    switch name {
    case "phones": RecordReaderTests.phoneEntries
    case "lines": RecordReaderTests.lineEntries
    default: RecordReaderTests.tagEntries
    }
  }

  static let scalars = [
    #""abc""#, #""a\"b\u00e9""#, #""""#, "12", "18.0", "-1.5e2", "true", "false", "null",
  ]

  /// A random value for `entry`, now and then of the wrong shape.
  static func value(for entry: Entry, _ random: inout SplitMix64, depth: Int) -> String {
    let wrong = random.chance(0.03)
    switch entry {
    case .scalar:
      return wrong ? ["[1]", "{}"][random.int(in: 0...1)] : scalars[random.int(in: 0...8)]
    case .group(_, let inner):
      if wrong { return ["\"x\"", "[]", "3"][random.int(in: 0...2)] }
      return random.chance(0.1) ? "null" : object(inner, &random, depth: depth + 1)
    case .repeated(let name, _):
      if wrong { return ["{}", "\"x\"", "[1]", "[{},null]"][random.int(in: 0...3)] }
      if random.chance(0.1) { return "null" }
      let items = (0..<random.int(in: 0...3)).map { _ in
        object(itemEntries(name), &random, depth: depth + 1)
      }
      return "[" + items.joined(separator: ",") + "]"
    }
  }

  /// A random object of `entries` (each present or not, in random order), now and then
  /// with keys of no entry.
  static func object(_ entries: [Entry], _ random: inout SplitMix64, depth: Int) -> String {
    var members = entries.filter { _ in random.chance(0.8) }.map {
      "\"\($0.name)\":" + value(for: $0, &random, depth: depth)
    }
    if random.chance(0.2) { members.append(#""extra":{"a":[1,{"b":null}],"a":2}"#) }
    members.shuffle(using: &random)
    return "{" + members.joined(separator: ",") + "}"
  }

  /// What a walk of the tree gives for the members of an object of `entries` at `path`:
  /// its contents, or the path of the first value of the wrong shape in source order.
  static func walk(
    _ members: [JSONValue.Member], _ entries: [Entry], path: String, into contents: inout Contents
  ) -> String? {
    for member in members {
      guard let entry = entries.first(where: { $0.name == member.key }) else { continue }
      let at = path.isEmpty ? member.key : "\(path).\(member.key)"
      switch (entry, member.value) {
      case (.scalar(_, let integer), .number(let number)):
        contents[at] = JSONValue.recordText(ofNumber: number, integer: integer)
      case (.scalar, .string(let text)): contents[at] = text
      case (.scalar, .bool(let flag)): contents[at] = flag ? "true" : "false"
      case (.scalar, .null), (.group, .null), (.repeated, .null): break
      case (.group(_, let inner), .object(let members)):
        if let error = walk(members, inner, path: at, into: &contents) { return error }
      case (.repeated(let name, _), .array(let items)):
        for (index, item) in items.enumerated() {
          guard case .object(let members) = item else { return "\(at)[\(index + 1)]" }
          if let error = walk(members, itemEntries(name), path: "\(at)[\(index + 1)]", into: &contents) {
            return error
          }
        }
        if !items.isEmpty { contents["\(at)#"] = "\(items.count)" }
      default: return at
      }
    }
    contents = contents.filter { !$0.value.isEmpty }
    return nil
  }

  /// The contents of `record`, read with `layout`, whose paths start with `path`.
  static func contents(of record: NestedRecord, _ layout: RecordLayout, path: String) -> Contents {
    var contents: Contents = [:]
    for (name, value) in zip(layout.slotNames, record.values) where !value.isEmpty {
      contents[path + name] = value
    }
    for (list, name) in layout.listNames.enumerated() where record.lists[list].count > 0 {
      let items = record.lists[list]
      contents[path + name + "#"] = "\(items.count)"
      for index in 0..<items.count {
        contents.merge(
          Self.contents(of: items[index], layout.itemLayouts[list], path: "\(path)\(name)[\(index + 1)].")
        ) { first, _ in first }
      }
    }
    return contents
  }

  @Test func agreesOnRandomRecords() throws {
    var random = SplitMix64(seed: 3)
    var reader = RecordReader()
    var record = NestedRecord(layout: Self.layout)
    var outcomes = (records: 0, errors: 0, items: 0)
    for _ in 0..<3_000 {
      let line = Self.object(Self.entries, &random, depth: 0)
      guard case .object(let members) = try JSONParser.parse(line) else {
        Issue.record("not an object: \(line)")
        continue
      }
      var expected: Contents = [:]
      let expectedError = Self.walk(members, Self.entries, path: "", into: &expected)
      do {
        try RecordReaderTests.decode(line, layout: Self.layout, reader: &reader, into: &record)
        #expect(expectedError == nil, "\(line)")
        let got = Self.contents(of: record, Self.layout, path: "")
        #expect(got == expected, "\(line)")
        outcomes.records += 1
        outcomes.items += got.keys.filter { $0.hasSuffix("#") }.count
      } catch {
        #expect(error.path == expectedError, "\(line)")
        outcomes.errors += 1
      }
    }
    #expect(outcomes.records > 1000 && outcomes.errors > 100 && outcomes.items > 1000)
  }
}
