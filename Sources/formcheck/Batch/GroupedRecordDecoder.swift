import FormRules
import FormRulesIO

/// Turns one JSON Lines record of a form with groups into its values and items: a
/// group's fields come from the object under its key, a repeated group's items from the
/// array of objects under its key, each item as a record of the item's form. Values are
/// read as ``RecordDecoder`` reads them (numbers in integer fields as their digits,
/// booleans as `true`/`false`, `null` and missing keys as empty). A value of the wrong
/// kind is an error naming its path, items numbered from 1: `field 'phones[3].number'
/// must be a string, number, boolean or null`.
struct GroupedRecordDecoder {
  /// The record's shape.
  private let shape: [RecordShape]
  private var parser = JSONParser()

  /// Creates a decoder for the records of `spec`, a spec with groups.
  init(spec: FormSpec) {
    shape = spec.recordShape
  }

  /// The record on `line`, or why it is not one.
  mutating func decode(_ line: UnsafeRawBufferPointer) -> Result<RecordItems, RecordError> {
    let members: [JSONValue.Member]
    do {
      members = try parser.parseObject(line)
    } catch {
      return .failure(RecordError(message: error.description))
    }
    var record = RecordItems()
    if let message = Self.read(members, shape: shape, path: "", into: &record) {
      return .failure(RecordError(message: message))
    }
    return .success(record)
  }

  /// Reads `members` by `shape` into `record`; returns the first error's message.
  private static func read(
    _ members: [JSONValue.Member], shape: [RecordShape], path: String, into record: inout RecordItems
  ) -> String? {
    for entry in shape {
      let key = entry.key
      let value = members.last { JSONValue.sameScalars($0.key, key) }?.value ?? .null
      let where_ = path + key
      switch entry {
      case .field(_, let flatName, let integer, _):
        switch value {
        case .null: continue
        case .string(let text): record.values[flatName] = text
        case .number(let number):
          record.values[flatName] = JSONValue.recordText(ofNumber: number, integer: integer)
        case .bool(let flag): record.values[flatName] = flag ? "true" : "false"
        case .array, .object: return "field '\(where_)' must be a string, number, boolean or null"
        }
      case .group(_, let members):
        switch value {
        case .null: continue
        case .object(let inner):
          if let error = read(inner, shape: members, path: where_ + ".", into: &record) { return error }
        default: return "group '\(where_)' must be an object or null"
        }
      case .repeated(_, let flatName, let item):
        switch value {
        case .null: continue
        case .array(let elements):
          var items: [RecordItems] = []
          items.reserveCapacity(elements.count)
          for (index, element) in elements.enumerated() {
            guard case .object(let inner) = element else {
              return "item '\(where_)[\(index + 1)]' must be an object"
            }
            var itemRecord = RecordItems()
            if let error = read(inner, shape: item, path: "\(where_)[\(index + 1)].", into: &itemRecord) {
              return error
            }
            items.append(itemRecord)
          }
          record.groups[flatName] = items
        default: return "repeated group '\(where_)' must be an array of objects or null"
        }
      }
    }
    return nil
  }
}
