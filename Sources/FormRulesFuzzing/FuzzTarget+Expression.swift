import FormRules

extension FuzzTarget {
  /// `enabled_when` text through lexer, parser and type checker; then, when it parses, the
  /// properties the runtime relies on: the tree and its flattened form evaluate alike, a
  /// constant expression reads no field, and the printed form parses again to the same
  /// printed form with the same value. Field values come from the input's bytes, so the
  /// fuzzer steers them too.
  static func runExpression(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let start = SourceLocation(file: "fuzz", line: 1, column: 1)
    guard case (let parsed?, _) = ExpressionParser.parse(Located(value: text, location: start))
    else { return }
    var references: [String] = []
    parsed.forEachReference { references.append($0.field) }
    _ = ExpressionTypeChecker().check(parsed, fields: Set(references))
    _ = ExpressionTypeChecker().check(parsed, fields: [])
    let resolve = FuzzFieldValues(seed: input, references: references)
    let holds = parsed.evaluate(resolve.value)
    let compiled = CompiledExpression(parsed)
    let compiledHolds = compiled.evaluate { index, property in
      resolve.value(compiled.fields[index], property)
    }
    guard holds == compiledHolds else {
      violated("'\(parsed)' is \(holds) as a tree but \(compiledHolds) compiled")
    }
    guard parsed.value(resolve.value) == compiled.value(fieldAt: { resolve.value(compiled.fields[$0], $1) })
    else { violated("'\(parsed)' has different values as a tree and compiled") }
    if parsed.isConstant, parsed.evaluate({ _, _ in .text("") }) != holds {
      violated("'\(parsed)' is constant but depends on its fields")
    }
    let printed = parsed.description
    guard case (let again?, _) = ExpressionParser.parse(Located(value: printed, location: start)) else {
      violated("the printed form '\(printed)' does not parse")
    }
    guard again.description == printed, again.evaluate(resolve.value) == holds else {
      violated("'\(printed)' parses back as '\(again)'")
    }
  }
}
