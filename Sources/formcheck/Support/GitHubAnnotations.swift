import FormRules

/// Diagnostics as GitHub Actions workflow commands, one line each, which GitHub shows as
/// annotations on the pull request's files:
/// `::error file=forms/a.yaml,line=3,col=5,title=FR101::unknown key 'lable' …`.
/// Notes follow the message on lines of their own (`%0A`).
enum GitHubAnnotations {
  /// One command line per diagnostic.
  static func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { diagnostic in
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      let location = diagnostic.location
      let properties = [
        "file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)",
        "title=\(property(diagnostic.code.rawValue))",
      ]
      var message = diagnostic.message
      for note in diagnostic.notes {
        message += "\nnote: " + (note.location.map { "\($0): " } ?? "") + note.message
      }
      return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
    }.joined()
  }

  /// A command's message: `%`, and every control character and bidi override (CR and LF
  /// among them, see ``VisibleText/needsEscape(_:)``) percent-encoded. GitHub decodes
  /// only `%25`, `%0D` and `%0A`, so an ESC shows as `%1B` in the log and the annotation
  /// instead of acting on the log viewer.
  static func data(_ text: String) -> String { escape(text, alsoEscaping: []) }

  /// A command's property value: like ``data(_:)``, and `:` and `,` escaped too.
  static func property(_ text: String) -> String { escape(text, alsoEscaping: [":", ","]) }

  /// `text` with `%`, controls, bidi overrides and `extra` percent-encoded (UTF-8 bytes).
  private static func escape(_ text: String, alsoEscaping extra: Set<Unicode.Scalar>) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "%" || VisibleText.needsEscape(scalar) || extra.contains(scalar) {
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          result += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
