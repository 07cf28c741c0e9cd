import FormRules

/// The JSON Schema (draft 2020-12) of the spec DSL, for YAML language servers: every key
/// the decoder accepts, with its type; closed objects (`additionalProperties: false`) so
/// that a misspelt key is flagged in the editor; each rule as one of the single-rule
/// objects, with its optional `message` (and `unit` for length rules), as each rule kind
/// declares it (``RuleRegistry``).
///
/// It checks shape only. References, expressions, patterns and examples' outcomes are
/// `formcheck check`'s to verify.
enum SpecSchema {
  /// What a duration looks like (``DurationSyntax``, without its limits): components with
  /// units `h`, `m`, `s`, `ms` in that order, decimals only on the last; or `0`.
  static let durationPattern =
    #"^(0|([0-9]+h)?([0-9]+m)?([0-9]+s)?[0-9]+(\.[0-9]+)?ms|([0-9]+h)?([0-9]+m)?[0-9]+(\.[0-9]+)?s"#
    + #"|([0-9]+h)?[0-9]+(\.[0-9]+)?m|[0-9]+(\.[0-9]+)?h)$"#

  /// The keys of each part of a spec, mirroring the decoder (a test keeps them in step).
  enum Keys {
    static let top = ["form", "title", "length_unit", "stores", "fields", "buttons", "examples"]
    static let store = ["table", "key", "list", "latency", "case"]
    static let field = [
      "label", "secret", "optional", "enabled_when", "debounce", "rules", "ok", "normalize",
    ]
    static let button = ["enabled_when", "action", "ok", "failed"]
    static let action = ["insert", "verify", "fields"]
    static let example = ["name", "set", "wait", "tap", "steps", "expect"]
    static let steps = ["set", "wait", "tap"]
    static let expectation = ["ok", "failed", "status", "message", "enabled", "valid"]
    static let statuses = ["ok", "empty", "failed", "validating"]
    static let words = statuses + ["valid", "invalid", "enabled", "disabled"]
    static let lengthUnits = ["graphemes", "scalars", "utf8", "utf16"]
  }

  /// The schema document.
  static var document: JSONValue {
    .members([
      "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
      "title": .string("FormRules form spec"),
      "description": .string(
        "A form written once in YAML: fields and their rules, when inputs and buttons are enabled, what buttons do, and examples. Check specs with 'formcheck check'."
      ),
      "type": .string("object"),
      "required": strings(["form", "fields"]),
      "additionalProperties": .bool(false),
      "properties": .members([
        "form": ref("formName"),
        "title": ref("text"),
        "length_unit": ref("lengthUnit"),
        "stores": namedSection("store"),
        "fields": namedSection("field", atLeastOne: true),
        "buttons": namedSection("button"),
        "examples": .members([
          "type": strings(["array", "null"]), "items": ref("example"),
        ]),
      ]),
      "$defs": definitions,
    ])
  }

  private static var definitions: JSONValue {
    .members([
      "identifier": .members([
        "type": .string("string"),
        "pattern": .string("^[A-Za-z_][A-Za-z0-9_]*$"),
        "not": .members(["enum": strings(["and", "or", "not", "true", "false"])]),
      ]),
      "formName": .members([
        "type": .string("string"), "pattern": .string("^[A-Za-z_][A-Za-z0-9_-]*$"),
      ]),
      "text": .members([
        "description": .string("Text; a number or boolean written plainly is taken as its text."),
        "type": strings(["string", "number", "boolean"]),
      ]),
      "expression": .members([
        "description": .string(
          "An enabled_when expression: and, or, not, parentheses, FIELD.ok/.empty/.failed/.validating/.valid/.enabled/.length, FIELD for its value, comparisons."
        ),
        "type": .string("string"), "minLength": .integer(1),
      ]),
      "lengthUnit": .members(["enum": strings(Keys.lengthUnits)]),
      "duration": .members([
        "description": .string("A duration such as 300ms, 2s or 1m30s (at most one hour)."),
        "anyOf": .array([
          .members(["type": .string("string"), "pattern": .string(durationPattern)]),
          .members(["const": .integer(0)]),
        ]),
      ]),
      "count": .members(["type": .string("integer"), "minimum": .integer(0)]),
      "store": store,
      "field": field,
      "rule": rule,
      "button": button,
      "action": action,
      "example": example,
      "step": .members([
        "oneOf": .array(
          Keys.steps.map { key in
            .object(closedObject([key: stepValue(key)], order: [key], required: [key]))
          })
      ]),
      "values": .members([
        "type": strings(["object", "null"]),
        "propertyNames": ref("identifier"),
        "additionalProperties": .members(["type": strings(["string", "number", "boolean", "null"])]),
      ]),
      "expectation": expectation,
    ])
  }

  private static var store: JSONValue {
    let properties: [String: JSONValue] = [
      "table": ref("identifier"), "key": ref("identifier"),
      "list": .members(["type": .string("string"), "minLength": .integer(1)]),
      "latency": ref("duration"),
      "case": .members([
        "description": .string("How keys are compared (default sensitive)."),
        "enum": strings(KeyCase.allCases.map(\.rawValue)),
      ]),
    ]
    var schema = closedObject(properties, order: Keys.store)
    schema.append(
      .init(
        key: "oneOf",
        value: .array([
          .members(["required": strings(["table", "key"]), "not": .members(["required": strings(["list"])])]),
          .members([
            "required": strings(["list"]),
            "not": .members([
              "anyOf": .array([
                .members(["required": strings(["table"])]), .members(["required": strings(["key"])]),
              ])
            ]),
          ]),
        ])))
    return .object(schema)
  }

  private static var field: JSONValue {
    let properties: [String: JSONValue] = [
      "label": ref("text"), "secret": .members(["type": .string("boolean")]),
      "optional": .members(["type": .string("boolean")]), "enabled_when": ref("expression"),
      "debounce": ref("duration"),
      "rules": .members(["type": strings(["array", "null"]), "items": ref("rule")]),
      "ok": ref("text"),
      "normalize": .members([
        "description": .string("Steps applied in order to every value set, before rules and stores."),
        "type": strings(["array", "null"]),
        "items": .members(["enum": strings(TextNormalizer.allCases.map(\.rawValue))]),
      ]),
    ]
    return .object(closedObject(properties, order: Keys.field, nullable: true))
  }

  private static var rule: JSONValue {
    let alternatives = RuleRegistry.schemas.map { kind, argument, takesUnit -> JSONValue in
      // A fragment that is not JSON (a test rules that out) would allow any argument.
      let argument = (try? JSONParser.parse(argument)) ?? .bool(true)
      var properties: [String: JSONValue] = [kind: argument, "message": ref("text")]
      var order = [kind, "message"]
      if takesUnit {
        properties["unit"] = ref("lengthUnit")
        order.append("unit")
      }
      for (key, schema) in RuleRegistry.optionSchemas[kind] ?? [] {
        properties[key] = (try? JSONParser.parse(schema)) ?? .bool(true)
        order.append(key)
      }
      return .object(closedObject(properties, order: order, required: [kind]))
    }
    return .members(["oneOf": .array(alternatives)])
  }

  private static var button: JSONValue {
    let properties: [String: JSONValue] = [
      "enabled_when": ref("expression"), "action": ref("action"), "ok": ref("text"),
      "failed": ref("text"),
    ]
    return .object(closedObject(properties, order: Keys.button, nullable: true))
  }

  private static var action: JSONValue {
    let properties: [String: JSONValue] = [
      "insert": ref("identifier"), "verify": ref("identifier"),
      "fields": .members(["type": .string("array"), "items": ref("identifier")]),
    ]
    var schema = closedObject(properties, order: Keys.action)
    schema.append(
      .init(
        key: "oneOf",
        value: .array([
          .members(["required": strings(["insert"]), "not": .members(["required": strings(["verify"])])]),
          .members([
            "required": strings(["verify"]),
            "not": .members([
              "anyOf": .array([
                .members(["required": strings(["insert"])]), .members(["required": strings(["fields"])]),
              ])
            ]),
          ]),
        ])))
    return .object(schema)
  }

  private static var example: JSONValue {
    var properties: [String: JSONValue] = [
      "name": ref("text"), "steps": .members(["type": strings(["array", "null"]), "items": ref("step")]),
      "expect": .members([
        "type": strings(["object", "null"]), "propertyNames": ref("identifier"),
        "additionalProperties": ref("expectation"),
      ]),
    ]
    for key in Keys.steps { properties[key] = stepValue(key) }
    var schema = closedObject(properties, order: Keys.example, required: ["name"])
    schema.append(
      .init(
        key: "not",
        value: .members([
          "required": strings(["steps"]),
          "anyOf": .array(Keys.steps.map { .members(["required": strings([$0])]) }),
        ])))
    return .object(schema)
  }

  private static var expectation: JSONValue {
    let properties: [String: JSONValue] = [
      "ok": .members(["type": strings(["string", "number", "boolean", "null"])]),
      "failed": .members(["type": strings(["string", "number", "boolean", "null"])]),
      "status": .members(["enum": strings(Keys.statuses)]), "message": ref("text"),
      "enabled": .members(["type": .string("boolean")]), "valid": .members(["type": .string("boolean")]),
    ]
    var object = closedObject(properties, order: Keys.expectation)
    object.append(.init(key: "minProperties", value: .integer(1)))
    return .members([
      "anyOf": .array([.members(["enum": strings(Keys.words)]), .object(object)])
    ])
  }

  // MARK: Helpers

  /// The schema of a step key's value (`set`, `wait`, `tap`).
  private static func stepValue(_ key: String) -> JSONValue {
    switch key {
    case "set": ref("values")
    case "wait": ref("duration")
    default: ref("identifier")
    }
  }

  /// A mapping of identifiers to `definition`s (`stores:`, `fields:`, `buttons:`).
  private static func namedSection(_ definition: String, atLeastOne: Bool = false) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init(key: "type", value: atLeastOne ? .string("object") : strings(["object", "null"])),
      .init(key: "propertyNames", value: ref("identifier")),
      .init(key: "additionalProperties", value: ref(definition)),
    ]
    if atLeastOne { members.append(.init(key: "minProperties", value: .integer(1))) }
    return .object(members)
  }

  /// An object allowing exactly `properties` (listed in `order`).
  private static func closedObject(
    _ properties: [String: JSONValue], order: [String], required: [String] = [], nullable: Bool = false
  ) -> [JSONValue.Member] {
    var members: [JSONValue.Member] = [
      .init(key: "type", value: nullable ? strings(["object", "null"]) : .string("object"))
    ]
    if !required.isEmpty { members.append(.init(key: "required", value: strings(required))) }
    members.append(.init(key: "additionalProperties", value: .bool(false)))
    members.append(
      .init(
        key: "properties",
        value: .object(order.compactMap { key in properties[key].map { .init(key: key, value: $0) } })))
    return members
  }

  private static func ref(_ name: String) -> JSONValue { .members(["$ref": .string("#/$defs/\(name)")]) }

  private static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}
