import FormRules
import FormRulesIO

extension FuzzTarget {
  /// The most items of a list page the service target keeps.
  static let servicePageLimit = 3

  /// A service's response body → what a session reads of it (``ServiceJSON``): a
  /// validator's verdict, a lookup's record, a list's page. Each reads only a body of its
  /// JSON shape; a page counts every item, keeps at most its limit and gives every row one
  /// value per column; a record written back as a service is sent one, and each of its
  /// values asked of a validator, reads back the same.
  static func runService(_ input: [UInt8]) {
    let parsed = try? JSONParser.parse(input, maxDepth: 16)
    let isObject = if case .object? = parsed { true } else { false }
    if ServiceJSON.verdict(input) != nil, !isObject { violated("a verdict from a body that is no object") }
    if let record = ServiceJSON.record(from: input) {
      guard isObject else { violated("a record from a body that is no object") }
      checkRecordRoundTrip(record)
    }
    if let page = ServiceJSON.page(from: input, limit: servicePageLimit) {
      guard case .array(let items)? = parsed, page.count == items.count,
        page.items.count == min(items.count, servicePageLimit),
        page.items.allSatisfy({ $0.count == page.columns.count })
      else { violated("a page of \(page.count) items, \(page.items.count) kept, \(page.columns.count) columns") }
      guard let unkept = ServiceJSON.page(from: input, limit: 0), unkept.items.isEmpty,
        unkept.count == page.count, unkept.columns == page.columns
      else { violated("a page kept with no limit differs from one kept with none") }
    }
  }

  /// `record` sent as a record and each of its values as a validator's question, read back.
  private static func checkRecordRoundTrip(_ record: [String: String]) {
    let columns = record.sorted { $0.key < $1.key }.map { (column: $0.key, value: $0.value, type: ValueType.text) }
    guard ServiceJSON.record(from: ServiceJSON.record(columns)) == record else {
      violated("the record \(record) written and read back differs")
    }
    for (field, value) in record {
      guard case .object(let members)? = try? JSONParser.parse(ServiceJSON.validation(field: field, value: value)),
        members == [.init(key: "field", value: .string(field)), .init(key: "value", value: .string(value))]
      else { violated("the question about \(field) = \(value) reads back otherwise") }
    }
  }
}
