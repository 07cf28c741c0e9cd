import FormRules
import FormRulesIO

/// Diagnostics as the JSON array of `check --format json`.
enum DiagnosticJSON {
  /// `[{"file","line","column","severity","code","message","notes":[…]}, …]`; a witness
  /// note (`FR503`) also has `"witness":{FIELD:VALUE,…}`, in spec order.
  static func render(_ diagnostics: [Diagnostic]) -> String {
    var writer = JSONWriter()
    writer.appendRaw("[")
    for (index, diagnostic) in diagnostics.enumerated() {
      if index > 0 { writer.appendRaw(",") }
      appendLocation(diagnostic.location, to: &writer)
      writer.appendRaw(",\"severity\":")
      writer.appendString(diagnostic.severity.rawValue)
      writer.appendRaw(",\"code\":")
      writer.appendString(diagnostic.code.rawValue)
      writer.appendRaw(",\"message\":")
      writer.appendString(diagnostic.message)
      writer.appendRaw(",\"notes\":[")
      for (noteIndex, note) in diagnostic.notes.enumerated() {
        if noteIndex > 0 { writer.appendRaw(",") }
        writer.appendRaw("{\"message\":")
        writer.appendString(note.message)
        if let location = note.location {
          writer.appendRaw(",\"location\":")
          appendLocation(location, to: &writer)
          writer.appendRaw("}")
        }
        writer.appendRaw("}")
      }
      writer.appendRaw("]")
      if let witness = diagnostic.witness {
        writer.appendRaw(",\"witness\":{")
        for (valueIndex, value) in witness.values.enumerated() {
          if valueIndex > 0 { writer.appendRaw(",") }
          writer.appendString(value.field)
          writer.appendRaw(":")
          writer.appendString(value.value)
        }
        writer.appendRaw("}")
      }
      writer.appendRaw("}")
    }
    writer.appendRaw("]")
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Opens an object with `"file","line","column"` (left open for more members).
  private static func appendLocation(_ location: SourceLocation, to writer: inout JSONWriter) {
    writer.appendRaw("{\"file\":")
    writer.appendString(location.file)
    writer.appendRaw(",\"line\":")
    writer.appendInt(location.line)
    writer.appendRaw(",\"column\":")
    writer.appendInt(location.column)
  }
}
