import FormRules
import FormRulesIO

/// Diagnostics as a SARIF 2.1.0 log, the format GitHub code scanning and other tools
/// import: one run of the `formcheck` driver, one rule per code used (id = the code),
/// one result per diagnostic with its level, message and location (columns counted in
/// Unicode code points, as formcheck counts them); located notes become related
/// locations.
enum SARIFLog {
  /// The log, indented, ending with a newline.
  static func render(_ diagnostics: [Diagnostic]) -> String {
    let codes = Set(diagnostics.map(\.code)).sorted { $0.rawValue < $1.rawValue }
    let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
    let rules = codes.map { code in
      JSONValue.members([
        "id": .string(code.rawValue),
        "shortDescription": .members(["text": .string(code.summary ?? code.rawValue)]),
      ])
    }
    let results = diagnostics.map { result(for: $0, ruleIndex: ruleIndex[$0.code] ?? 0) }
    let log = JSONValue.members([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([
        .members([
          "tool": .members([
            "driver": .members([
              "name": .string("formcheck"),
              "rules": .array(rules),
            ])
          ]),
          "columnKind": .string("unicodeCodePoints"),
          "results": .array(results),
        ])
      ]),
    ])
    return PrettyJSON.render(log)
  }

  private static func result(for diagnostic: Diagnostic, ruleIndex: Int) -> JSONValue {
    var text = diagnostic.message
    for note in diagnostic.notes where note.location == nil { text += "\nnote: " + note.message }
    var members: [JSONValue.Member] = [
      .init(key: "ruleId", value: .string(diagnostic.code.rawValue)),
      .init(key: "ruleIndex", value: .integer(ruleIndex)),
      .init(key: "level", value: .string(level(diagnostic.severity))),
      .init(key: "message", value: .members(["text": .string(text)])),
      .init(key: "locations", value: .array([location(diagnostic.location, message: nil)])),
    ]
    let related = diagnostic.notes.compactMap { note in
      note.location.map { location($0, message: note.message) }
    }
    if !related.isEmpty { members.append(.init(key: "relatedLocations", value: .array(related))) }
    return .object(members)
  }

  /// A SARIF location: the file (relative paths against `%SRCROOT%`), line and column.
  private static func location(_ location: SourceLocation, message: String?) -> JSONValue {
    var artifact: [JSONValue.Member] = [.init(key: "uri", value: .string(uri(location.file)))]
    if !location.file.hasPrefix("/") {
      artifact.append(.init(key: "uriBaseId", value: .string("%SRCROOT%")))
    }
    var members: [JSONValue.Member] = [
      .init(
        key: "physicalLocation",
        value: .members([
          "artifactLocation": .object(artifact),
          "region": .members([
            "startLine": .integer(location.line), "startColumn": .integer(location.column),
          ]),
        ]))
    ]
    if let message { members.append(.init(key: "message", value: .members(["text": .string(message)]))) }
    return .object(members)
  }

  /// `error`, `warning` or `note`.
  private static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A path as a URI reference: unreserved characters and `/` kept, the rest
  /// percent-encoded byte by byte; absolute paths become `file://` URIs.
  static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      let keep =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-._~/".unicodeScalars.contains(scalar)
      if keep {
        encoded.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
