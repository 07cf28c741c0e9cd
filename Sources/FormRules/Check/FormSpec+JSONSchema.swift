extension FormSpec {
  /// The JSON Schema (draft 2020-12) of the spec DSL, as indented JSON text — what
  /// `formcheck schema` prints. Point a YAML language server at it to have an editor flag
  /// misspelt keys and values of the wrong type as a spec is written:
  ///
  /// ```swift
  /// try FormSpec.jsonSchema.write(toFile: "formrules.schema.json", atomically: true, encoding: .utf8)
  /// ```
  ///
  /// It checks a spec's shape only; ``SpecChecker`` checks everything else (references,
  /// expressions, patterns, reachability, examples). Every rule kind appears as one
  /// alternative of `$defs/rule`, with the argument schema it declares.
  public static let jsonSchema: String = SpecSchema.text
}
