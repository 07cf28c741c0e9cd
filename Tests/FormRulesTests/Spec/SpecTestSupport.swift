@testable import FormRules

/// Shared helpers of the spec decoder tests.
enum SpecTestSupport {
  /// The file name every sketch is laid out in.
  static let file = "spec.yaml"

  /// Decodes `sketch` and renders each diagnostic as `CODE line:column message`.
  static func decode(_ sketch: Sketch) -> (FormDefinition?, [String]) {
    let (form, diagnostics) = SpecDecoder.decode(sketch.node(), file: file)
    return (form, diagnostics.map(render))
  }

  /// `CODE line:column message`, with `warning:` before the message of a warning.
  static func render(_ diagnostic: Diagnostic) -> String {
    let severity = diagnostic.severity == .error ? "" : "\(diagnostic.severity.rawValue): "
    return
      "\(diagnostic.code) \(diagnostic.location.line):\(diagnostic.location.column) \(severity)\(diagnostic.message)"
  }

  /// A location in ``file``.
  static func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  /// `value` located in ``file``.
  static func located(_ value: String, _ line: Int, _ column: Int) -> Located<String> {
    Located(value: value, location: at(line, column))
  }

  /// A minimal valid spec (`form: f`, one field `a`) whose field `a` is `field`.
  ///
  /// ```
  /// form: f
  /// fields:
  ///   a:
  ///     KEY: …        # line 4, keys at column 5
  /// ```
  static func withField(_ field: Sketch) -> Sketch {
    ["form": "f", "fields": ["a": field]]
  }

  /// A minimal spec whose field `a` has the rule list `rules`: the first rule's first key
  /// is on line 5, column 9.
  static func withRules(_ rules: Sketch) -> Sketch {
    withField(["rules": rules])
  }

  /// A minimal valid spec (`form: f`, field `a: ~`) with `section` added at the end,
  /// starting on line 4.
  static func with(_ key: Sketch, _ section: Sketch) -> Sketch {
    .map([
      Sketch.Pair(key: "form", value: "f"),
      Sketch.Pair(key: "fields", value: ["a": .null]),
      Sketch.Pair(key: key, value: section),
    ])
  }
}
