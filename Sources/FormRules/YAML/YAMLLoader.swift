/// Loads YAML spec text into a ``YAMLDocument`` — the only entry point to libyaml.
///
/// A file must hold at most one document, in UTF-8 (a leading byte order mark is allowed),
/// within ``YAMLLimits``, without anchors or aliases. Fatal problems are thrown as
/// ``YAMLError``; duplicate keys are returned as diagnostics and loading goes on.
package enum YAMLLoader {
  /// The UTF-8 byte order mark.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Loads `bytes`, naming `file` in every location.
  static func load(
    _ bytes: [UInt8], file: String, limits: YAMLLimits = .default
  ) throws(YAMLError) -> YAMLDocument {
    guard bytes.count <= limits.maxInputBytes else {
      throw YAMLError(
        .yamlLimit, at: SourceLocation(file: file, line: 1, column: 1),
        "input of \(bytes.count) bytes exceeds the limit of \(limits.maxInputBytes) bytes")
    }
    let body = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...]
    guard !body.isEmpty else { return YAMLDocument(root: nil, diagnostics: []) }
    if let invalid = YAMLUTF8Check.firstInvalidByte(in: body) {
      let value = String(body[invalid], radix: 16, uppercase: true)
      throw YAMLError(
        .yamlSyntax,
        at: YAMLByteLocator.location(ofByteOffset: invalid - body.startIndex, in: body, file: file),
        "invalid UTF-8 byte 0x\(value): a spec must be encoded in UTF-8")
    }
    let parser = try YAMLParser(input: body, file: file)
    var builder = YAMLTreeBuilder(limits: limits, file: file)
    while true {
      if let document = try parser.next(into: &builder) {
        return document
      }
    }
  }

  /// Loads `text`, naming `file` in every location.
  package static func load(
    _ text: String, file: String, limits: YAMLLimits = .default
  ) throws(YAMLError) -> YAMLDocument {
    try load(Array(text.utf8), file: file, limits: limits)
  }
}

/// The result of loading one YAML file: its root node and the non-fatal problems found.
package struct YAMLDocument: Sendable {
  /// The document's root node; `nil` when the file is empty or holds only comments.
  package var root: YAMLNode?
  /// Non-fatal problems (duplicate keys, `FR003`), in source order.
  var diagnostics: [Diagnostic]
}
