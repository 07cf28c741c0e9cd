import FormRules
import Glibc

extension StateJSON {
  /// Numbers for the field entries a batch writes (a field with a result and an enabled
  /// flag), so that a record's whole state can be looked up by the numbers of its fields
  /// (see ``TailCache``): records repeat the same few results.
  ///
  /// Memory stays bounded whatever messages custom validators make: at most
  /// ``maxEntries`` entries are numbered, only for messages of at most
  /// ``maxMessageLength`` bytes. Results that report a store error are rare and are not
  /// numbered.
  struct EntryTable {
    /// The most entries numbered (for all fields together); a number fits in a byte.
    static let maxEntries = 256
    /// The longest message (in UTF-8 bytes) whose entries are numbered.
    static let maxMessageLength = 1024

    /// Per entry: its field, status, enabled flag and message length in one number, so
    /// that a lookup compares messages only for entries that match in all of these.
    private var codes: [Int] = []
    /// Per entry: its message.
    private var messages: [String?] = []

    /// The number of the entry of field `index` whose result has `status` and `message`
    /// (without a store failure) and whose input is `enabled`, numbering it first if it is
    /// new and there is room; `nil` when there is none. Takes the result's parts rather
    /// than a ``FieldResult``: this runs for every field of every record, and building the
    /// enum only to take it apart again cost about 150 instructions per record (2 %).
    mutating func number(field index: Int, status: FieldStatus, message: String?, enabled: Bool) -> Int? {
      let code = Self.code(field: index, status: status, message: message, enabled: enabled)
      for entry in codes.indices where codes[entry] == code {
        if Self.sameBytes(messages[entry], message) { return entry }
      }
      guard codes.count < Self.maxEntries, (message?.utf8.count ?? 0) <= Self.maxMessageLength
      else { return nil }
      codes.append(code)
      messages.append(message)
      return codes.count - 1
    }

    /// The field, status, enabled flag and message length (-1 for none) as one number.
    private static func code(field index: Int, status: FieldStatus, message: String?, enabled: Bool) -> Int {
      let statusCode: Int
      switch status {
      case .ok: statusCode = 0
      case .empty: statusCode = 1
      case .failed: statusCode = 2
      case .validating: statusCode = 3
      }
      let length = message.map { $0.utf8.count } ?? -1
      return ((length + 1) << 24) | (index << 3) | (statusCode << 1) | (enabled ? 1 : 0)
    }

    /// Whether two messages of the same length are both absent or have the same UTF-8
    /// bytes (unlike `==`, canonically equivalent spellings differ: they are written
    /// differently).
    private static func sameBytes(_ a: String?, _ b: String?) -> Bool {
      guard let a, let b else { return a == nil && b == nil }
      let same = a.utf8.withContiguousStorageIfAvailable { aBytes in
        b.utf8.withContiguousStorageIfAvailable { bBytes in
          guard let aBase = aBytes.baseAddress, let bBase = bBytes.baseAddress else { return true }
          return aBase == bBase || memcmp(aBase, bBase, aBytes.count) == 0
        }
      }
      if let known = same ?? nil { return known }
      return a.utf8.elementsEqual(b.utf8)
    }
  }
}
