/// A snapshot encodes as the state `formcheck batch` writes for a record (without its
/// `"record"` member), so that a server can return it:
///
/// ```json
/// {"valid":false,
///  "fields":{"username":{"status":"failed","message":"Username is already taken","enabled":true},
///            "password":{"status":"empty","enabled":false}},
///  "buttons":{"register":{"enabled":false,"result":{"status":"ok","message":"Registered"}}}}
/// ```
///
/// A form with `computed:` values has `"computed":{"total":12.5,"adult":true,
/// "due":"2027-01-31","note":null}` after the fields: numbers and conditions as JSON
/// numbers and booleans, dates and text as strings, an absent value as `null`. Decoding
/// reads a string that is a date (`YYYY-MM-DD`) as a date, any other as text.
///
/// A form with `lists:` has `"lists":{"heroes":{"status":"ok","count":2,"items":[{"name":
/// "Achilles","description":"…"},…]}}` after the buttons: each item an object of its
/// columns, in column order; a failed list's entry has its `"message"`. Decoding takes an
/// item's columns in the order the decoder lists its members.
///
/// A field's `"visible":false` is present only while its `visible_when` hides it (decoding
/// takes a missing one as visible). A field's `"message"` is present when its result has one; `"error"` (a field's or a
/// button result's) only for a store failure, as the ``StoreFailure``'s raw value. Values
/// are never part of it, so secrets cannot be. Fields and buttons are encoded in spec
/// order; an encoder may order an object's members its own way (Foundation's
/// `JSONEncoder` does).
///
/// Decoding restores what the JSON holds: fields and buttons in the order the decoder
/// lists an object's members, every button not executing (the shape has no such flag),
/// and an empty field valid exactly when the whole snapshot is (the shape does not say
/// whether a field is optional).
extension FormSnapshot: Codable {
  /// The fixed member names.
  private enum Member: String, CodingKey {
    case valid, fields, computed, buttons, status, message, error, enabled, visible, result, lists, count,
      items
  }

  /// A field's or a button's name as a member name.
  private struct Name: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Encodes the snapshot in the shape `formcheck batch` writes for a record (without
  /// `"record"`); secret values are never part of a snapshot.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Member.self)
    try container.encode(isValid, forKey: .valid)
    var fieldEntries = container.nestedContainer(keyedBy: Name.self, forKey: .fields)
    for field in fields {
      var entry = fieldEntries.nestedContainer(keyedBy: Member.self, forKey: Name(field.name))
      try entry.encode(field.result.status.rawValue, forKey: .status)
      try entry.encodeIfPresent(field.result.message, forKey: .message)
      try entry.encodeIfPresent(field.storeFailure?.rawValue, forKey: .error)
      try entry.encode(field.enabled, forKey: .enabled)
      if !field.visible { try entry.encode(false, forKey: .visible) }
    }
    if !computed.isEmpty {
      var values = container.nestedContainer(keyedBy: Name.self, forKey: .computed)
      for value in computed {
        switch value.value {
        case nil: try values.encodeNil(forKey: Name(value.name))
        case .number(let number): try values.encode(number, forKey: Name(value.name))
        case .boolean(let flag): try values.encode(flag, forKey: Name(value.name))
        case .text(let text): try values.encode(text, forKey: Name(value.name))
        case .date(let date): try values.encode(date.text, forKey: Name(value.name))
        }
      }
    }
    var buttonEntries = container.nestedContainer(keyedBy: Name.self, forKey: .buttons)
    for button in buttons {
      var entry = buttonEntries.nestedContainer(keyedBy: Member.self, forKey: Name(button.name))
      try entry.encode(button.enabled, forKey: .enabled)
      guard let result = button.result else { continue }
      var resultEntry = entry.nestedContainer(keyedBy: Member.self, forKey: .result)
      try resultEntry.encode(result.status.rawValue, forKey: .status)
      try resultEntry.encode(result.message, forKey: .message)
      try resultEntry.encodeIfPresent(result.error?.rawValue, forKey: .error)
    }
    guard !lists.isEmpty else { return }
    var listEntries = container.nestedContainer(keyedBy: Name.self, forKey: .lists)
    for list in lists {
      var entry = listEntries.nestedContainer(keyedBy: Member.self, forKey: Name(list.name))
      try entry.encode(list.status.word, forKey: .status)
      try entry.encodeIfPresent(list.status.message, forKey: .message)
      try entry.encode(list.count, forKey: .count)
      var items = entry.nestedUnkeyedContainer(forKey: .items)
      for values in list.items {
        var item = items.nestedContainer(keyedBy: Name.self)
        for (column, value) in zip(list.columns, values) { try item.encode(value, forKey: Name(column)) }
      }
    }
  }

  /// Decodes a snapshot from the shape ``encode(to:)`` writes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Member.self)
    let isValid = try container.decode(Bool.self, forKey: .valid)
    let fieldEntries = try container.nestedContainer(keyedBy: Name.self, forKey: .fields)
    var fields: [FieldState] = []
    for name in fieldEntries.allKeys {
      let entry = try fieldEntries.nestedContainer(keyedBy: Member.self, forKey: name)
      let result = try Self.fieldResult(in: entry)
      fields.append(
        FieldState(
          name: name.stringValue, result: result, enabled: try entry.decode(Bool.self, forKey: .enabled),
          visible: try entry.decodeIfPresent(Bool.self, forKey: .visible) ?? true,
          isValid: result.status == .ok || (result.status == .empty && isValid),
          storeFailure: try Self.storeFailure(in: entry)))
    }
    let buttonEntries = try container.nestedContainer(keyedBy: Name.self, forKey: .buttons)
    var buttons: [ButtonState] = []
    for name in buttonEntries.allKeys {
      let entry = try buttonEntries.nestedContainer(keyedBy: Member.self, forKey: name)
      var result: ButtonResult?
      if entry.contains(.result) {
        let resultEntry = try entry.nestedContainer(keyedBy: Member.self, forKey: .result)
        result = ButtonResult(
          status: try Self.decodeRaw(ButtonResult.Status.self, .status, in: resultEntry),
          message: try resultEntry.decode(String.self, forKey: .message),
          error: try Self.storeFailure(in: resultEntry))
      }
      buttons.append(
        ButtonState(
          name: name.stringValue, enabled: try entry.decode(Bool.self, forKey: .enabled), executing: false,
          result: result))
    }
    self.init(
      fields: fields, buttons: buttons, computed: try Self.computed(in: container),
      lists: try Self.lists(in: container))
  }

  /// The lists the `"lists"` member holds (none without one).
  private static func lists(in container: KeyedDecodingContainer<Member>) throws -> [ListState] {
    guard container.contains(.lists) else { return [] }
    let entries = try container.nestedContainer(keyedBy: Name.self, forKey: .lists)
    return try entries.allKeys.map { name in
      let entry = try entries.nestedContainer(keyedBy: Member.self, forKey: name)
      let status: ListStatus
      switch try entry.decode(String.self, forKey: .status) {
      case "loading": status = .loading
      case "ok": status = .ok
      case "failed": status = .failed(try entry.decode(String.self, forKey: .message))
      case let word:
        throw DecodingError.dataCorruptedError(
          forKey: .status, in: entry, debugDescription: "'\(word)' is not a list status")
      }
      var items = try entry.nestedUnkeyedContainer(forKey: .items)
      var columns: [String] = []
      var values: [[String]] = []
      while !items.isAtEnd {
        let item = try items.nestedContainer(keyedBy: Name.self)
        if columns.isEmpty { columns = item.allKeys.map(\.stringValue) }
        values.append(try columns.map { try item.decode(String.self, forKey: Name($0)) })
      }
      return ListState(
        name: name.stringValue, status: status, count: try entry.decode(Int.self, forKey: .count),
        columns: columns, items: values)
    }
  }

  /// The computed values the `"computed"` member holds (none without one).
  private static func computed(in container: KeyedDecodingContainer<Member>) throws -> [ComputedState] {
    guard container.contains(.computed) else { return [] }
    let values = try container.nestedContainer(keyedBy: Name.self, forKey: .computed)
    return try values.allKeys.map { name in
      guard !(try values.decodeNil(forKey: name)) else {
        return ComputedState(name: name.stringValue, value: nil)
      }
      let value: ComputedValue
      if let flag = try? values.decode(Bool.self, forKey: name) {
        value = .boolean(flag)
      } else if let number = try? values.decode(Double.self, forKey: name) {
        value = .number(number)
      } else {
        let text = try values.decode(String.self, forKey: name)
        value = CalendarDate(text).map(ComputedValue.date) ?? .text(text)
      }
      return ComputedState(name: name.stringValue, value: value)
    }
  }

  /// The field result an entry holds: its status and, for ok and failed, its message.
  private static func fieldResult(in entry: KeyedDecodingContainer<Member>) throws -> FieldResult {
    let message = try entry.decodeIfPresent(String.self, forKey: .message)
    switch try decodeRaw(FieldStatus.self, .status, in: entry) {
    case .ok: return .ok(message)
    case .empty: return .empty
    case .validating: return .validating
    case .failed:
      guard let message else {
        throw DecodingError.keyNotFound(
          Member.message,
          DecodingError.Context(
            codingPath: entry.codingPath, debugDescription: "a failed result has a message"))
      }
      return .failed(message)
    }
  }

  /// The store failure an entry's `"error"` member names, if it has one.
  private static func storeFailure(in entry: KeyedDecodingContainer<Member>) throws -> StoreFailure? {
    entry.contains(.error) ? try decodeRaw(StoreFailure.self, .error, in: entry) : nil
  }

  /// The raw-valued enum case the string member `key` names.
  private static func decodeRaw<Value: RawRepresentable<String>>(
    _ type: Value.Type, _ key: Member, in entry: KeyedDecodingContainer<Member>
  ) throws -> Value {
    let text = try entry.decode(String.self, forKey: key)
    guard let value = Value(rawValue: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: entry, debugDescription: "'\(text)' is not a \(Value.self)")
    }
    return value
  }
}
