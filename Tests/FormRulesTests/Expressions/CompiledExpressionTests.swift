import Testing

@testable import FormRules

@Suite("Compiled expressions")
struct CompiledExpressionTests {
  typealias Support = ExpressionTestSupport

  @Test("fields are numbered in order of first occurrence")
  func fields() throws {
    let expression = try #require(Support.parse("b.ok and a.length > 2 or b == 'x' or c.empty").0)
    let compiled = CompiledExpression(expression)
    #expect(compiled.fields == ["b", "a", "c"])
    var asked: [String] = []
    _ = compiled.evaluate { index, property in
      asked.append("\(compiled.fields[index]).\(property.rawValue)")
      return property == .length ? .number(0) : .bool(false)
    }
    #expect(asked == ["b.ok", "b.value", "c.empty"])
  }

  @Test("past the scan limit, fields are still numbered once each, in first-occurrence order")
  func manyFields() throws {
    let names = (0..<40).map { "f\($0)" }
    let source = (names + names.reversed()).map { "\($0).ok" }.joined(separator: " or ")
    let expression = try #require(Support.parse(source).0)
    #expect(CompiledExpression(expression).fields == names)
    #expect(expression.references.map(\.description) == names.map { "\($0).ok" })
  }

  @Test(
    "evaluates exactly as the tree does",
    arguments: [
      "a.ok and b.ok", "a.ok or b.ok and not c.ok", "not (a.ok or b.ok)", "a.ok == b.ok",
      "a.length > 3 and b.length <= 2", "a == 'x' or b != 4", "a < b", "true", "not false",
      "a.ok and (b.ok or (c.ok and not a.ok))", "c.length == a.length", "3", "a",
      "'lit' == 'lit' and a.valid",
    ])
  func equivalence(source: String) throws {
    let expression = try #require(Support.parse(source).0)
    let compiled = CompiledExpression(expression)
    let texts = ["", "x", "4", "abc"]
    for mask in 0..<(1 << 6) {
      func resolve(_ field: String, _ property: FieldProperty) -> ExpressionValue {
        let slot = Int(field.unicodeScalars.first?.value ?? 0) % 3
        switch property {
        case .value: return .text(texts[(mask >> slot) & 3])
        case .length: return .number(Double((mask >> slot) & 7))
        default: return .bool(mask & (1 << (slot + 3)) != 0)
        }
      }
      let byIndex = compiled.evaluate { index, property in resolve(compiled.fields[index], property)
      }
      #expect(byIndex == expression.evaluate(resolve), "\(source) mask \(mask)")
      let value = compiled.value { index, property in resolve(compiled.fields[index], property) }
      #expect(value == expression.value(resolve), "\(source) mask \(mask)")
    }
  }
}
