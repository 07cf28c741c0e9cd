/// The JSON Schema (draft 2020-12) of the spec DSL, for YAML language servers
/// (``FormSpec/jsonSchema``, `formcheck schema`): every key the decoder accepts, with its
/// type; closed objects (`additionalProperties: false`) so that a misspelt key is flagged
/// in the editor; each rule as one of the single-rule objects, with its optional `message`
/// (and `unit` for length rules), as each rule kind declares it (``RuleRegistry``).
///
/// The keys are the decoders' own lists and the rule alternatives the registry's, so the
/// schema cannot drift from what a spec may say. It checks shape only: references,
/// expressions, patterns and examples' outcomes are ``SpecChecker``'s to verify.
enum SpecSchema {
  /// What a duration looks like (``DurationSyntax``, without its limits): components with
  /// units `h`, `m`, `s`, `ms` in that order, decimals only on the last; or `0`.
  static let durationPattern =
    #"^(0|([0-9]+h)?([0-9]+m)?([0-9]+s)?[0-9]+(\.[0-9]+)?ms|([0-9]+h)?([0-9]+m)?[0-9]+(\.[0-9]+)?s"#
    + #"|([0-9]+h)?[0-9]+(\.[0-9]+)?m|[0-9]+(\.[0-9]+)?h)$"#

  /// The schema as indented JSON text.
  static var text: String { document.indentedText }

  /// The schema document.
  static var document: SchemaNode {
    .members([
      "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
      "title": .string("FormRules form spec"),
      "description": .string(
        "A form written once in YAML: fields and their rules, when inputs and buttons are enabled, what buttons do, and examples. Check specs with 'formcheck check'."
      ),
      "type": .string("object"),
      "required": .strings(["form", "fields"]),
      "additionalProperties": .bool(false),
      "properties": .members([
        "form": .ref("formName"),
        "title": .ref("localizedText"),
        "default_locale": .ref("locale"),
        "length_unit": .ref("lengthUnit"),
        "unknown_fields": .members([
          "description": .string(
            "What a batch record's key that names no field makes: ignore (default) or error (the record is invalid)."
          ),
          "enum": .strings(UnknownFieldPolicy.allCases.map(\.rawValue)),
        ]),
        "services": namedSection("service"),
        "validators": namedSection("validator"),
        "stores": namedSection("store"),
        "fields": namedSection("fieldOrGroup", atLeastOne: true),
        "computed": .ref("computed"),
        "buttons": namedSection("button"),
        "lists": namedSection("list"),
        "examples": .members([
          "type": .strings(["array", "null"]), "items": .ref("example"),
        ]),
      ]),
      "$defs": definitions,
    ])
  }

  private static var definitions: SchemaNode {
    .members([
      "identifier": .members([
        "type": .string("string"),
        "pattern": .string("^[A-Za-z_][A-Za-z0-9_]*$"),
        "not": notAKeyword,
      ]),
      "formName": .members([
        "type": .string("string"), "pattern": .string("^[A-Za-z_][A-Za-z0-9_-]*$"),
      ]),
      "text": .members([
        "description": .string("Text; a number or boolean written plainly is taken as its text."),
        "type": .strings(["string", "number", "boolean"]),
      ]),
      "locale": .members([
        "description": .string("A BCP 47 language tag such as en, zh-CN or fr-CA."),
        "type": .string("string"), "pattern": .string(LocaleTag.pattern),
      ]),
      "localizedText": .members([
        "description": .string(
          "Text for people: a plain text, in the form's default_locale, or a mapping from BCP 47 language tags to texts."
        ),
        "anyOf": .array([
          .ref("text"),
          .members([
            "type": .string("object"), "minProperties": .integer(1), "propertyNames": .ref("locale"),
            "additionalProperties": .ref("text"),
          ]),
        ]),
      ]),
      "path": .members([
        "description": .string(
          "A field's name, or its path through groups and items: customer.name, address.city, lines[2].sku."),
        "type": .string("string"),
        "pattern": .string(
          "^[A-Za-z_][A-Za-z0-9_]*(\\[[1-9][0-9]*\\])?(\\.[A-Za-z_][A-Za-z0-9_]*(\\[[1-9][0-9]*\\])?)*$"),
        "not": notAKeyword,
      ]),
      "computed": .members([
        "description": .string(
          "Named read-only values, each an expression over the fields (total: quantity * unit_price), shown in the state and readable by name in every expression; in a repeated group, one per item."
        ),
        "type": .strings(["object", "null"]),
        "propertyNames": .members([
          "allOf": .array([
            .ref("identifier"), .members(["not": .members(["const": .string(ExpressionLexer.today)])]),
          ])
        ]),
        "additionalProperties": .ref("expression"),
      ]),
      "expression": .members([
        "description": .string(
          "An expression: and, or, not, parentheses, FIELD.ok/.empty/.failed/.validating/.valid/.enabled/.length, FIELD for its value, a computed value by its name, comparisons, + - * /, today, DATE ± N days/weeks/months/years."
        ),
        "type": .string("string"), "minLength": .integer(1),
      ]),
      "lengthUnit": .members(["enum": .strings(LengthUnit.allCases.map(\.rawValue))]),
      "duration": .members([
        "description": .string("A duration such as 300ms, 2s or 1m30s (at most one hour)."),
        "anyOf": .array([
          .members(["type": .string("string"), "pattern": .string(durationPattern)]),
          .members(["const": .integer(0)]),
        ]),
      ]),
      "count": .members(["type": .string("integer"), "minimum": .integer(0)]),
      "service": service,
      "validator": validator,
      "requestLine": .members([
        "description": .string(
          "A request: METHOD /path, with {placeholder}s and an optional query (GET /users/{key})."),
        "type": .string("string"),
        "pattern": .string("^(\(RequestTemplate.methods.joined(separator: "|"))) /[^ ]*$"),
      ]),
      "response": response,
      "store": store,
      // A field with `fields:` is a group (as ``FieldDecoder`` decides): the schema it
      // fails then names the key that is wrong.
      "fieldOrGroup": .members([
        "if": .members(["type": .string("object"), "required": .strings(["fields"])]),
        "then": .ref("group"), "else": .ref("field"),
      ]),
      "field": field,
      "group": group,
      "repeat": repeatBounds,
      "groupRule": groupRule,
      "rule": rule,
      "button": button,
      "action": action,
      "example": example,
      "step": .members([
        "oneOf": .array(
          ExampleStepDecoder.keys.map { key in
            .object(closedObject([key: stepValue(key)], order: [key], required: [key]))
          })
      ]),
      "values": .members([
        "type": .strings(["object", "null"]),
        "propertyNames": .ref("path"),
        "additionalProperties": .members(["type": .strings(["string", "number", "boolean", "null"])]),
      ]),
      "expectation": expectation,
      "list": list,
    ])
  }

  private static var store: SchemaNode {
    let properties: [String: SchemaNode] = [
      "table": .ref("identifier"), "key": .ref("identifier"),
      "list": .members(["type": .string("string"), "minLength": .integer(1)]),
      "latency": .ref("duration"),
      "case": .members([
        "description": .string("How keys are compared (default sensitive)."),
        "enum": .strings(KeyCase.allCases.map(\.rawValue)),
      ]),
      "columns": .members([
        "description": .string(
          "A list store's tab-separated columns, the key's first (default: one name per line)."),
        "type": .string("array"), "items": .ref("identifier"), "minItems": .integer(1),
        "maxItems": .integer(ListColumns.most),
      ]),
    ]
    var schema = closedObject(
      properties.merging([
        "service": .ref("identifier"), "lookup": .ref("requestLine"), "insert": .ref("requestLine"),
      ]) { first, _ in first }, order: StoreDecoder.keys)
    func without(_ keys: [String]) -> SchemaNode {
      .members(["not": .members(["anyOf": .array(keys.map { .members(["required": .strings([$0])]) })])])
    }
    // A table (with its key), a list, or a service with a lookup or an insert (and maybe
    // a key); lookup and insert only on a service.
    schema.append(
      (
        key: "oneOf",
        value: .array([
          .members([
            "required": .strings(["table", "key"]),
            "allOf": .array([without(["list", "service"] + StoreDecoder.serviceKeys)]),
          ]),
          .members([
            "required": .strings(["list"]),
            "allOf": .array([without(["table", "key", "service"] + StoreDecoder.serviceKeys)]),
          ]),
          .members([
            "required": .strings(["service"]),
            "anyOf": .array(StoreDecoder.serviceKeys.map { .members(["required": .strings([$0])]) }),
            "allOf": .array([without(["table", "list", "case"])]),
          ]),
        ])
      ))
    return .object(schema)
  }

  /// A service: its `url` (with `${VAR}`s), `timeout`, `headers`.
  private static var service: SchemaNode {
    let properties: [String: SchemaNode] = [
      "url": .members([
        "description": .string(
          "The base URL, http:// or https://; ${VAR} reads the environment variable VAR, which must be named FORMCHECK_… or allowed with --allow-env VAR."
        ),
        "type": .string("string"), "minLength": .integer(1),
      ]),
      "timeout": .ref("duration"),
      "headers": .members([
        "description": .string(
          "Header names and values; ${VAR} reads the environment variable VAR (named FORMCHECK_… or allowed with --allow-env VAR), never printed."
        ),
        "type": .strings(["object", "null"]),
        "propertyNames": .members(["pattern": .string("^[A-Za-z0-9_-]+$")]),
        "additionalProperties": .ref("text"),
      ]),
    ]
    return .object(closedObject(properties, order: ServiceDecoder.keys, required: ["url"]))
  }

  /// A validator answered by a service: its `service` and `request`.
  private static var validator: SchemaNode {
    let properties: [String: SchemaNode] = ["service": .ref("identifier"), "request": .ref("requestLine")]
    return .object(
      closedObject(properties, order: ServiceDecoder.validatorKeys, required: ServiceDecoder.validatorKeys))
  }

  /// A canned response of an example: a status, or `{status, body, latency}`.
  private static var response: SchemaNode {
    let status = SchemaNode.members([
      "type": .string("integer"), "minimum": .integer(100), "maximum": .integer(599),
    ])
    let properties: [String: SchemaNode] = [
      "status": status, "body": .members(["description": .string("Any value, sent as JSON.")]),
      "latency": .ref("duration"),
    ]
    return .members([
      "anyOf": .array([status, .object(closedObject(properties, order: CannedResponseDecoder.keys))])
    ])
  }

  private static var list: SchemaNode {
    let source =
      closedObject(
        ["store": .ref("identifier"), "service": .ref("identifier"), "request": .ref("requestLine")],
        order: ListDecoder.sourceKeys) + [
        oneOf([(["store"], ["service", "request"]), (["service", "request"], ["store"])])
      ]
    let properties: [String: SchemaNode] = [
      "from": .object(source),
      "search": .ref("path"),
      "match": .members([
        "description": .string("How the search text selects items, without regard to case (default prefix)."),
        "enum": .strings(ListMatch.allCases.map(\.rawValue)),
      ]),
      "debounce": .ref("duration"),
      "limit": .members([
        "description": .string("The most items shown (default \(ListDefinition.defaultLimit))."),
        "type": .string("integer"), "minimum": .integer(1), "maximum": .integer(SpecLimits.mostListItems),
      ]),
      "label": .ref("localizedText"),
    ]
    return .object(closedObject(properties, order: ListDecoder.keys, required: ["from"]))
  }

  private static var field: SchemaNode {
    let properties: [String: SchemaNode] = [
      "label": .ref("localizedText"), "secret": .members(["type": .string("boolean")]),
      "optional": .members(["type": .string("boolean")]), "enabled_when": .ref("expression"),
      "required_when": .ref("expression"), "visible_when": .ref("expression"),
      "debounce": .ref("duration"),
      "rules": .members(["type": .strings(["array", "null"]), "items": .ref("rule")]),
      "ok": .ref("localizedText"), "type": .members(["enum": .strings(ValueType.allCases.map(\.rawValue))]),
      "normalize": .members([
        "description": .string("Steps applied in order to every value set, before rules and stores."),
        "type": .strings(["array", "null"]),
        "items": .members(["enum": .strings(TextNormalizer.allCases.map(\.rawValue))]),
      ]),
      "save": save,
    ]
    return .object(closedObject(properties, order: FieldDecoder.keys, nullable: true))
  }

  /// A field's save: its `service` and `request`, `optimistic`, the `failed` message.
  private static var save: SchemaNode {
    let properties: [String: SchemaNode] = [
      "service": .ref("identifier"), "request": .ref("requestLine"),
      "optimistic": .members(["type": .string("boolean")]), "failed": .ref("localizedText"),
    ]
    return .object(closedObject(properties, order: SaveDecoder.keys, required: SaveDecoder.requiredKeys))
  }

  /// No keyword of the expressions: `today` names a field in specs older than the
  /// keyword; nothing else may.
  private static var notAKeyword: SchemaNode {
    .members(["enum": .strings(ExpressionLexer.keywords.keys.filter { $0 != ExpressionLexer.today }.sorted())]
    )
  }

  /// A field with `fields:`: a group, or with `repeat:` a repeated group.
  private static var group: SchemaNode {
    let properties: [String: SchemaNode] = [
      "label": .ref("localizedText"),
      "fields": namedSection("fieldOrGroup", atLeastOne: true),
      "computed": .ref("computed"),
      "repeat": .ref("repeat"),
      "rules": .members([
        "description": .string("Rules across a repeated group's items: - unique: FIELD."),
        "type": .strings(["array", "null"]), "items": .ref("groupRule"),
      ]),
    ]
    return .object(closedObject(properties, order: GroupDecoder.keys, required: ["fields"]))
  }

  /// `repeat: { min, max }`: how many items a repeated group may have.
  private static var repeatBounds: SchemaNode {
    let count = SchemaNode.members([
      "type": .string("integer"), "minimum": .integer(0), "maximum": .integer(RepeatBounds.largestCount),
    ])
    return .object(closedObject(["min": count, "max": count], order: ["min", "max"], nullable: true))
  }

  /// `- unique: FIELD` with an optional `message`.
  private static var groupRule: SchemaNode {
    let properties: [String: SchemaNode] = ["unique": .ref("identifier"), "message": .ref("localizedText")]
    return .object(closedObject(properties, order: ["unique", "message"], required: ["unique"]))
  }

  /// One alternative per rule kind, in the registry's order: its keyword with the
  /// argument schema it declares, `message`, and `unit` when it counts length.
  private static var rule: SchemaNode {
    let alternatives = RuleRegistry.schemas.map { keyword, argument, takesUnit -> SchemaNode in
      var properties: [String: SchemaNode] = [keyword: .fragment(argument), "message": .ref("localizedText")]
      var order = [keyword, "message"]
      if takesUnit {
        properties["unit"] = .ref("lengthUnit")
        order.append("unit")
      }
      for (key, schema) in RuleRegistry.optionSchemas[keyword] ?? [] {
        properties[key] = .fragment(schema)
        order.append(key)
      }
      return .object(closedObject(properties, order: order, required: [keyword]))
    }
    return .members(["oneOf": .array(alternatives)])
  }

  private static var button: SchemaNode {
    let properties: [String: SchemaNode] = [
      "enabled_when": .ref("expression"), "action": .ref("action"), "ok": .ref("localizedText"),
      "failed": .ref("localizedText"),
    ]
    return .object(closedObject(properties, order: ButtonDecoder.keys, nullable: true))
  }

  private static var action: SchemaNode {
    let properties: [String: SchemaNode] = [
      "insert": .ref("identifier"), "verify": .ref("identifier"),
      "fields": .members(["type": .string("array"), "items": .ref("identifier")]),
      "service": .ref("identifier"), "request": .ref("requestLine"),
    ]
    var schema = closedObject(properties, order: ButtonDecoder.actionKeys)
    schema.append(
      oneOf([
        (["insert"], ["verify", "service", "request"]),
        (["verify"], ["insert", "fields", "service", "request"]),
        (["service", "request"], ["insert", "verify", "fields"]),
      ]))
    return .object(schema)
  }

  private static var example: SchemaNode {
    var properties: [String: SchemaNode] = [
      "name": .ref("text"), "steps": .members(["type": .strings(["array", "null"]), "items": .ref("step")]),
      "today": .members(["type": .string("string"), "pattern": .string("^[0-9]{4}-[0-9]{2}-[0-9]{2}$")]),
      "locale": .ref("locale"),
      "responses": .members([
        "description": .string(
          "What services answer during the example, by route (GET /users/alice); a request with none fails the example."
        ),
        "type": .strings(["object", "null"]),
        "propertyNames": .members([
          "pattern": .string("^(\(RequestTemplate.methods.joined(separator: "|"))) /")
        ]),
        "additionalProperties": .ref("response"),
      ]),
      "expect": .members([
        "type": .strings(["object", "null"]), "propertyNames": .ref("path"),
        "additionalProperties": .ref("expectation"),
      ]),
    ]
    for key in ExampleStepDecoder.keys { properties[key] = stepValue(key) }
    var schema = closedObject(properties, order: ExampleDecoder.keys, required: ["name"])
    schema.append(
      (
        key: "not",
        value: .members([
          "required": .strings(["steps"]),
          "anyOf": .array(ExampleStepDecoder.keys.map { .members(["required": .strings([$0])]) }),
        ])
      ))
    return .object(schema)
  }

  private static var expectation: SchemaNode {
    let properties: [String: SchemaNode] = [
      "ok": .members(["type": .strings(["string", "number", "boolean", "null"])]),
      "failed": .members(["type": .strings(["string", "number", "boolean", "null"])]),
      "status": .members(["enum": .strings(ExpectationDecoder.statuses + [ListStatus.loading.word])]),
      "message": .ref("text"),
      "count": .members([
        "description": .string("A list's number of matching items."), "type": .string("integer"),
        "minimum": .integer(0),
      ]),
      "items": .members([
        "description": .string("The keys of a list's items shown, in order."), "type": .string("array"),
        "items": .ref("text"),
      ]),
      "enabled": .members(["type": .string("boolean")]), "valid": .members(["type": .string("boolean")]),
      "visible": .members(["type": .string("boolean")]),
      "value": .members([
        "description": .string("A field's value, or a computed value's (null: empty or absent)."),
        "type": .strings(["string", "number", "boolean", "null"]),
      ]),
    ]
    var object = closedObject(properties, order: ExpectationDecoder.keys)
    object.append((key: "minProperties", value: .integer(1)))
    return .members([
      "anyOf": .array([.members(["enum": .strings(ExpectationDecoder.words)]), .object(object)])
    ])
  }

  // MARK: Helpers

  /// The schema of a step key's value (`set`, `wait`, `tap`).
  private static func stepValue(_ key: String) -> SchemaNode {
    switch key {
    case "set": .ref("values")
    case "wait": .ref("duration")
    default: .ref("identifier")
    }
  }

  /// Exactly one of `alternatives`: each with its required keys and without the keys
  /// that go with the others.
  private static func oneOf(_ alternatives: [(required: [String], without: [String])]) -> (
    key: String, value: SchemaNode
  ) {
    (
      key: "oneOf",
      value: .array(
        alternatives.map { alternative in
          .members([
            "required": .strings(alternative.required),
            "not": .members([
              "anyOf": .array(alternative.without.map { .members(["required": .strings([$0])]) })
            ]),
          ])
        })
    )
  }

  /// A mapping of identifiers to `definition`s (`stores:`, `fields:`, `buttons:`).
  private static func namedSection(_ definition: String, atLeastOne: Bool = false) -> SchemaNode {
    var members: [(key: String, value: SchemaNode)] = [
      (key: "type", value: atLeastOne ? .string("object") : .strings(["object", "null"])),
      (key: "propertyNames", value: .ref("identifier")),
      (key: "additionalProperties", value: .ref(definition)),
    ]
    if atLeastOne { members.append((key: "minProperties", value: .integer(1))) }
    return .object(members)
  }

  /// An object allowing exactly `properties` (listed in `order`).
  private static func closedObject(
    _ properties: [String: SchemaNode], order: [String], required: [String] = [], nullable: Bool = false
  ) -> [(key: String, value: SchemaNode)] {
    var members: [(key: String, value: SchemaNode)] = [
      (key: "type", value: nullable ? .strings(["object", "null"]) : .string("object"))
    ]
    if !required.isEmpty { members.append((key: "required", value: .strings(required))) }
    members.append((key: "additionalProperties", value: .bool(false)))
    members.append(
      (
        key: "properties",
        value: .object(order.compactMap { key in properties[key].map { (key: key, value: $0) } })
      ))
    return members
  }
}
