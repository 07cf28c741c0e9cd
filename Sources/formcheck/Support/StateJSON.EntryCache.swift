import FormRules
import Glibc

extension StateJSON {
  /// Field entries as written before (`,"NAME":{"status":…,"enabled":…}`), by field,
  /// result and enabled flag, so that a batch copies a field's whole entry at once instead
  /// of writing it piece by piece: records repeat the same few results.
  ///
  /// Memory stays bounded whatever messages custom validators make: at most
  /// ``maxEntries`` entries are kept, only for messages of at most ``maxMessageLength``
  /// bytes; other results are written piece by piece every time.
  struct EntryCache {
    /// The most entries kept (for all fields together).
    static let maxEntries = 256
    /// The longest message (in UTF-8 bytes) whose entries are kept.
    static let maxMessageLength = 1024

    /// Per entry: its field, status, enabled flag and message length in one number, so
    /// that a lookup compares messages only for entries that match in all of these.
    private var codes: [Int] = []
    /// Per entry: its message.
    private var messages: [String?] = []
    /// Per entry: its bytes.
    private var entries: [[UInt8]] = []

    /// Appends the entry kept for field `index` with `result` and `enabled`, if there is
    /// one, and says whether there was.
    func append(
      field index: Int, result: FieldResult, enabled: Bool, to writer: inout JSONWriter
    ) -> Bool {
      let code = Self.code(field: index, result: result, enabled: enabled)
      for entry in codes.indices where codes[entry] == code {
        if Self.sameBytes(messages[entry], result.message) {
          entries[entry].withUnsafeBytes { writer.appendRaw($0) }
          return true
        }
      }
      return false
    }

    /// Keeps `bytes` as the entry of field `index` with `result` and `enabled`, if there is
    /// room and the message is short enough.
    mutating func keep(
      _ bytes: UnsafeRawBufferPointer, field index: Int, result: FieldResult, enabled: Bool
    ) {
      guard codes.count < Self.maxEntries,
        (result.message?.utf8.count ?? 0) <= Self.maxMessageLength
      else { return }
      codes.append(Self.code(field: index, result: result, enabled: enabled))
      messages.append(result.message)
      entries.append(Array(bytes))
    }

    /// The field, status, enabled flag and message length (-1 for none) as one number.
    private static func code(field index: Int, result: FieldResult, enabled: Bool) -> Int {
      let status: Int
      switch result.status {
      case .ok: status = 0
      case .empty: status = 1
      case .failed: status = 2
      case .validating: status = 3
      }
      let length = result.message.map { $0.utf8.count } ?? -1
      return ((length + 1) << 24) | (index << 3) | (status << 1) | (enabled ? 1 : 0)
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
