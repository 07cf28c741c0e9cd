import Foundation
import Testing

@testable import FormRules

/// The DSL's JSON Schema is built from the decoders' keys and the rule registry, and laid
/// out as `formcheck schema` has always printed it.
@Suite("Spec schema")
struct SpecSchemaTests {
  static func document() throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(FormSpec.jsonSchema.utf8)) as? [String: Any])
  }

  @Test func everyRuleKindIsOneAlternativeInRegistryOrder() throws {
    let definitions = try #require(try Self.document()["$defs"] as? [String: Any])
    let alternatives = try #require((definitions["rule"] as? [String: Any])?["oneOf"] as? [[String: Any]])
    #expect(alternatives.compactMap { ($0["required"] as? [String])?.first } == RuleRegistry.keywords)
    for (alternative, kind) in zip(alternatives, RuleRegistry.kinds) {
      let properties = try #require(alternative["properties"] as? [String: Any])
      let expected =
        [kind.keyword, "message"] + (kind.countsLength ? ["unit"] : []) + kind.options.map(\.key)
      #expect(Set(properties.keys) == Set(expected))
    }
  }

  @Test func everyDecoderKeyIsAProperty() throws {
    let document = try Self.document()
    let definitions = try #require(document["$defs"] as? [String: Any])
    func keys(_ object: Any?) -> [String] {
      ((object as? [String: Any])?["properties"] as? [String: Any]).map { Array($0.keys) } ?? []
    }
    #expect(Set(keys(document)) == Set(SpecDecoder.keys))
    #expect(Set(keys(definitions["store"])) == Set(StoreDecoder.keys))
    #expect(Set(keys(definitions["field"])) == Set(FieldDecoder.keys))
    #expect(Set(keys(definitions["group"])) == Set(GroupDecoder.keys))
    #expect(Set(keys(definitions["button"])) == Set(ButtonDecoder.keys))
    #expect(Set(keys(definitions["action"])) == Set(ButtonDecoder.actionKeys))
    #expect(Set(keys(definitions["example"])) == Set(ExampleDecoder.keys))
    #expect(Set(keys(definitions["service"])) == Set(ServiceDecoder.keys))
    #expect(Set(keys(definitions["validator"])) == Set(ServiceDecoder.validatorKeys))
  }

  @Test func fragmentsAreLaidOutLikeTheRestOfTheDocument() {
    let node = SchemaNode.members([
      "a": .fragment(#"{"type": ["x", "y"],  "empty": {}, "none": [ ], "s": "q\"{,}: "}"#),
      "b": .string("tab\tquote\"back\\slash\u{01}"),
      "c": .array([]),
      "d": .integer(-3),
      "e": .bool(true),
    ])
    #expect(
      node.indentedText == """
        {
          "a": {
            "type": [
              "x",
              "y"
            ],
            "empty": {},
            "none": [],
            "s": "q\\"{,}: "
          },
          "b": "tab\\tquote\\"back\\\\slash\\u0001",
          "c": [],
          "d": -3,
          "e": true
        }

        """)
  }
}
