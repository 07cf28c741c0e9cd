import FormRules

extension FuzzTarget {
  /// `enabled_when` text through lexer, parser and type checker; then, when it parses, the
  /// properties the runtime relies on: the tree, its flattened form and (for numbers only)
  /// its program on numbers evaluate alike, a
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
    let value = parsed.value(resolve.value)
    guard value == compiled.value(fieldAt: { resolve.value(compiled.fields[$0], $1) })
    else { violated("'\(parsed)' has different values as a tree and compiled") }
    // The program runs where every field is read as a number (dates, which subtract to
    // numbers, never are): a field without a number has none, as the tree's non-number.
    let fieldValues = compiled.fields.map { resolve.value($0, .value) }
    let readAsNumbers = fieldValues.allSatisfy { value in
      switch value {
      case .date, .span: false
      case .number, .text, .bool: true
      }
    }
    if let program = compiled.numericProgram, readAsNumbers {
      let number = program.value { slot in
        if case .number(let number) = fieldValues[slot] { number } else { nil }
      }
      let expected: Double? = if case .number(let number) = value { number } else { nil }
      guard number == expected else {
        violated(
          "'\(parsed)' is \(value) as a tree but \(String(describing: number)) as a program on numbers")
      }
    }
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
