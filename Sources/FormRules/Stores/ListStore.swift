/// A read-only store: a set of names read from a text file next to the spec, such as
/// reserved user names.
///
/// The file is UTF-8 (a leading byte-order mark is allowed), one name per line; each line
/// is trimmed of surrounding whitespace (so CRLF files work), and blank lines and lines
/// starting with `#` are skipped. Names are kept and looked up in NFC, and with
/// `case: insensitive` case-folded too (``StoreKey/comparable(_:case:)``).
///
/// With `columns:` each line holds that many columns separated by tabs, each trimmed;
/// the first is the name looked up. A line with another number of columns is a store
/// error naming the file and line. The lines themselves are kept (``rows``) only for a
/// store that a `lists:` entry shows.
struct ListStore: Sendable {
  /// The file the names came from.
  let path: String
  /// How names are compared.
  let keyCase: KeyCase

  /// The names, as ``StoreKey/comparable(_:case:)`` makes them.
  private let names: NameTable
  /// The items in file order, when kept for a list (``init(contentsOf:keyCase:columns:keepingRows:)``).
  let rows: ListRows?

  /// The largest file read, in bytes (64 MiB).
  static let maximumSize = 64 * 1024 * 1024

  /// Reads the names in the file at `path`, to be compared as `keyCase` says: one per
  /// line, or the first of `columns` tab-separated columns. With `keepingRows`, the
  /// items are kept too (``rows``).
  init(
    contentsOf path: String, keyCase: KeyCase = .sensitive, columns: [String]? = nil,
    keepingRows: Bool = false
  ) throws(StoreError) {
    self.path = path
    self.keyCase = keyCase
    let bytes = try Self.readFile(path)
    guard columns != nil || keepingRows else {
      self.names = try Self.parse(bytes, path: path, keyCase: keyCase)
      self.rows = nil
      return
    }
    let (names, rows) = try Self.parseColumns(
      bytes, path: path, keyCase: keyCase, columns: columns ?? [ListColumns.single])
    self.names = names
    self.rows = keepingRows ? rows : nil
  }

  /// Reads the names in the list file a spec in `baseDirectory` names as `path`, which
  /// must stay inside that folder (``ConfinedPath``).
  init(
    named path: String, in baseDirectory: String, keyCase: KeyCase = .sensitive, columns: [String]? = nil,
    keepingRows: Bool = false
  ) throws(StoreError) {
    switch ConfinedPath.resolve(path, in: baseDirectory) {
    case .success(let resolved):
      try self.init(contentsOf: resolved, keyCase: keyCase, columns: columns, keepingRows: keepingRows)
    case .failure(let refusal): throw StoreError(.openFailed, "\(refusal)")
    }
  }

  /// The number of distinct names.
  var count: Int { names.count }

  /// Whether `key` (compared as ``keyCase`` says) is in the list.
  func contains(_ key: String) -> Bool {
    names.contains(StoreKey.comparable(key, case: keyCase))
  }

  /// The names of `bytes`, one per line; `path` names the file in errors.
  ///
  /// An all-ASCII line (the common case) is trimmed and taken as it is, byte by byte:
  /// ASCII text is valid UTF-8 and already in NFC, and its only `White_Space` characters
  /// are the ASCII ones. Any other line goes through ``name(inLine:number:path:)``. Each
  /// name is kept as ``StoreKey/comparable(_:case:)`` makes it.
  private static func parse(_ bytes: [UInt8], path: String, keyCase: KeyCase) throws(StoreError)
    -> NameTable
  {
    var content = bytes[...]
    if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
    var names = NameTable(capacity: content.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
    var lineStart = content.startIndex
    var lineNumber = 1
    while lineStart <= content.endIndex {
      let lineEnd = content[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? content.endIndex
      let line = content[lineStart..<lineEnd]
      if line.allSatisfy({ $0 < 0x80 }) {
        let first = line.firstIndex { !isASCIIWhitespace($0) } ?? line.endIndex
        let last = line.lastIndex { !isASCIIWhitespace($0) } ?? first
        if first < line.endIndex, line[first] != UInt8(ascii: "#") {
          names.insert(
            StoreKey.comparable(String(decoding: line[first...last], as: UTF8.self), case: keyCase))
        }
      } else if let name = try name(inLine: line, number: lineNumber, path: path) {
        names.insert(StoreKey.comparable(name, case: keyCase))
      }
      lineStart = lineEnd + 1
      lineNumber += 1
    }
    return names
  }

  /// The names and items of `bytes`, each line `columns.count` tab-separated columns
  /// (one column: the whole line), each trimmed; blank lines and lines starting with `#`
  /// are skipped. `path` names the file in errors.
  private static func parseColumns(
    _ bytes: [UInt8], path: String, keyCase: KeyCase, columns: [String]
  ) throws(StoreError) -> (NameTable, ListRows) {
    var content = bytes[...]
    if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
    var names = NameTable()
    var rows = ListRows(columns: columns)
    for (offset, line) in content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let text = String(validating: line, as: UTF8.self) else {
        throw StoreError(.invalidInput, "list file '\(path)' is not valid UTF-8 (line \(offset + 1))")
      }
      let trimmed = text.trimmingWhitespace
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let cells =
        columns.count == 1
        ? [String(trimmed)]
        : text.split(separator: "\t", omittingEmptySubsequences: false).map {
          String(String($0).trimmingWhitespace)
        }
      guard cells.count == columns.count else {
        throw StoreError(
          .invalidInput,
          "\(path):\(offset + 1): the line has \(cells.count) tab-separated column\(cells.count == 1 ? "" : "s"), "
            + "and 'columns' names \(columns.count) (\(columns.joined(separator: ", ")))")
      }
      guard !cells[0].isEmpty else {
        throw StoreError(.invalidInput, "\(path):\(offset + 1): the first column (the key) is empty")
      }
      names.insert(StoreKey.comparable(cells[0], case: keyCase))
      rows.append(cells.map { StoreKey.normalized($0) })
    }
    return (names, rows)
  }

  /// The name on a line with non-ASCII bytes; nil for a blank or comment line.
  private static func name(
    inLine line: ArraySlice<UInt8>, number: Int, path: String
  ) throws(StoreError) -> String? {
    guard let text = String(validating: line, as: UTF8.self) else {
      throw StoreError(
        .invalidInput, "list file '\(path)' is not valid UTF-8 (line \(number))")
    }
    let name = text.trimmingWhitespace
    if name.isEmpty || name.hasPrefix("#") { return nil }
    return String(name)
  }

  /// Tab, line feed, vertical tab, form feed, carriage return or space: the ASCII
  /// characters with the Unicode `White_Space` property.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
  }

  /// The bytes of the file at `path` (read by ``RegularFile``: no symbolic link followed,
  /// regular files only), refusing files larger than ``maximumSize``.
  private static func readFile(_ path: String) throws(StoreError) -> [UInt8] {
    switch RegularFile.read(path, limit: maximumSize) {
    case .success(let bytes):
      return bytes
    case .failure(.tooLarge):
      throw StoreError(.invalidInput, "list file '\(path)' is larger than 64 MiB")
    case .failure(let failure):
      throw StoreError(.openFailed, "cannot read list file '\(path)': \(failure)")
    }
  }
}

extension String {
  /// The string without leading and trailing white space (Unicode `White_Space`, which
  /// covers spaces, tabs, CR and LF), without going through Foundation.
  fileprivate var trimmingWhitespace: Substring {
    let isSpace: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[first...last]
  }
}
