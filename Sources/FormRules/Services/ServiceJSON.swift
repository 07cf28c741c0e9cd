internal import FormRulesIO

/// The JSON bodies services exchange with a session: what it sends (a record, a value to
/// validate) and what it reads back (a validator's verdict, a record).
package enum ServiceJSON {
  /// `{"field":NAME,"value":VALUE}`: what a service validator is asked.
  package static func validation(field: String, value: String) -> [UInt8] {
    var writer = JSONWriter(capacity: 64 + value.utf8.count)
    writer.appendValue(
      .object([.init(key: "field", value: .string(field)), .init(key: "value", value: .string(value))]))
    return writer.bytes
  }

  /// A record as a JSON object: each column with its value, a number or boolean where the
  /// field's type is one and the value reads as one, else a string.
  package static func record(_ columns: [(column: String, value: String, type: ValueType)]) -> [UInt8] {
    var writer = JSONWriter(capacity: 256)
    writer.appendValue(.object(columns.map { .init(key: $0.column, value: value($0.value, type: $0.type)) }))
    return writer.bytes
  }

  /// `text` as JSON for a field of `type`.
  private static func value(_ text: String, type: ValueType) -> JSONValue {
    switch type {
    case .integer, .number:
      return NumericText.jsonNumber(text) != nil ? .number(text) : .string(text)
    case .boolean:
      switch text {
      case "true": return .bool(true)
      case "false": return .bool(false)
      default: return .string(text)
      }
    case .text, .date:
      return .string(text)
    }
  }

  /// A validator's answer, `{"valid": BOOL, "message": TEXT}` (`message` optional, null
  /// allowed); nil when the body is not that.
  package static func verdict(_ body: [UInt8]) -> (valid: Bool, message: String?)? {
    guard case .object(let members)? = try? JSONParser.parse(body, maxDepth: 16),
      case .bool(let valid)? = members.first(where: { $0.key == "valid" })?.value
    else { return nil }
    switch members.first(where: { $0.key == "message" })?.value {
    case nil, .null?: return (valid, nil)
    case .string(let message)?: return (valid, message)
    default: return nil
    }
  }

  /// A record read from a lookup's body: a JSON object whose members are each a string, a
  /// number or a boolean (as their text); other members are left out. Nil when the body
  /// is not an object.
  package static func record(from body: [UInt8]) -> [String: String]? {
    guard case .object(let members)? = try? JSONParser.parse(body, maxDepth: 16) else { return nil }
    var record: [String: String] = [:]
    for member in members {
      switch member.value {
      case .string(let text), .number(let text): record[member.key] = text
      case .bool(let flag): record[member.key] = flag ? "true" : "false"
      case .null, .array, .object: continue
      }
    }
    return record
  }

  /// The items of a list a service answered with: a JSON array whose items are objects
  /// (their members the columns, in the order the first item gives them; a string, number
  /// or boolean as its text, anything else empty) or plain values (one column, `name`).
  /// The first item chooses the columns, and every row has one value per column (a plain
  /// value after objects fills the first column), whatever the items after it hold.
  /// Every item counts; at most `limit` are kept. Nil when the body is no such array.
  package static func page(from body: [UInt8], limit: Int) -> ListPage? {
    guard case .array(let items)? = try? JSONParser.parse(body, maxDepth: 16) else { return nil }
    guard let first = items.first else { return ListPage(columns: []) }
    var page: ListPage
    switch first {
    case .object(let members): page = ListPage(columns: members.map(\.key))
    case .string, .number, .bool: page = ListPage(columns: ["name"])
    case .null, .array: return nil
    }
    let columns = page.columns
    var slots: [String: Int] = [:]
    for (index, column) in columns.enumerated() { slots[column] = index }
    /// An item's values in column order: one pass over its members, so that a large hostile
    /// item costs its size, not its size times the columns' (the parser keeps one member
    /// per key).
    func row(of item: JSONValue) -> [String] {
      var values = [String](repeating: "", count: columns.count)
      switch item {
      case .object(let members):
        for member in members {
          if let slot = slots[member.key] { values[slot] = text(of: member.value) }
        }
      default:
        if !values.isEmpty { values[0] = text(of: item) }
      }
      return values
    }
    for item in items {
      switch item {
      case .object, .string, .number, .bool: page.add(row(of: item), limit: limit)
      case .null, .array: return nil
      }
    }
    return page
  }

  /// A scalar's text (`true`, `12.5`, the string itself); empty for anything else.
  private static func text(of value: JSONValue) -> String {
    switch value {
    case .string(let text), .number(let text): text
    case .bool(let flag): flag ? "true" : "false"
    case .null, .array, .object: ""
    }
  }
}
