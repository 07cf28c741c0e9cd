/// Decodes one entry of `computed:`: a name and an expression written as text.
enum ComputedDecoder {
  /// Decodes the computed value `name` from `node`, reporting a value that is not text
  /// (FR102) and a syntax error (FR301). Returns nil only when `node` is not text.
  static func decode(name: Located<String>, node: YAMLNode, reader: inout SpecReader)
    -> ComputedDefinition?
  {
    guard
      let source = reader.locatedText(
        node, as: "computed value '\(name.value)'", needs: "an expression")
    else { return nil }
    let (parsed, diagnostics) = ExpressionParser.parse(source, resolver: reader.resolver)
    reader.report(diagnostics)
    return ComputedDefinition(name: name, source: source, expression: diagnostics.isEmpty ? parsed : nil)
  }
}
