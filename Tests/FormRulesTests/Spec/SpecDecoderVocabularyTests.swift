import Testing

@testable import FormRules

/// The rest of the DSL: every rule kind, length units, optional fields, verify and insert
/// actions with fields, and the steps form of examples.
@Suite struct SpecDecoderVocabularyTests {
  typealias S = SpecTestSupport

  /// ```
  /// form: sign-up
  /// length_unit: scalars
  /// stores:
  ///   users:
  ///     table: accounts
  ///     key: email
  ///     latency: 1.5s
  /// fields:
  ///   email:
  ///     rules:
  ///       - present_in: users
  ///       - max_length: 20
  ///         unit: utf16
  ///         message: Too long
  ///   age:
  ///     optional: true
  ///     rules:
  ///       - min: 18
  ///       - max: 120.5
  ///       - custom: 'checksum'
  ///   colour:
  ///     label: Favourite colour
  ///     rules:
  ///       - one_of: [red, 18, "true", ~x]
  /// buttons:
  ///   login:
  ///     action:
  ///       verify: users
  ///   save:
  ///     action: {insert: users, fields: [email, age]}
  /// ```
  static let spec: Sketch = [
    "form": "sign-up",
    "length_unit": "scalars",
    "stores": ["users": ["table": "accounts", "key": "email", "latency": "1.5s"]],
    "fields": [
      "email": [
        "rules": [
          ["present_in": "users"],
          ["max_length": 20, "unit": "utf16", "message": "Too long"],
        ]
      ],
      "age": [
        "optional": true,
        "rules": [["min": 18], ["max": 120.5], ["custom": .single("checksum")]],
      ],
      "colour": [
        "label": "Favourite colour",
        "rules": [["one_of": .flow(["red", 18, .double("true"), "~x"])]],
      ],
    ],
    "buttons": [
      "login": ["action": ["verify": "users"]],
      "save": ["action": .flow(["insert": "users", "fields": ["email", "age"]])],
    ],
  ]

  @Test func decodesEveryRuleKindAndAction() throws {
    let (decoded, diagnostics) = S.decode(Self.spec)
    #expect(diagnostics == [])
    let form = try #require(decoded)
    #expect(form.name == S.located("sign-up", 1, 7))
    #expect(form.lengthUnit == .scalars)
    #expect(
      form.stores == [
        StoreDefinition(
          name: S.located("users", 4, 3),
          kind: .table(name: S.located("accounts", 5, 12), key: S.located("email", 6, 10)),
          latency: .milliseconds(1500))
      ])
    let fields = form.fields
    try #require(fields.count == 3)
    #expect(
      fields[0].rules.map(\.kind) == [.presentIn(.init(S.located("users", 11, 21))), .maxLength(.init(20))])
    #expect(fields[0].rules[1].unit == .utf16)
    #expect(fields[0].rules[1].message == "Too long")
    #expect(fields[1].optional)
    #expect(
      fields[1].rules.map(\.kind) == [
        .min(.init(.init(value: 18, scale: .number, location: S.at(18, 17)))),
        .max(.init(.init(value: 120.5, scale: .number, location: S.at(19, 17)))),
        .custom(.init(S.located("checksum", 20, 18))),
      ])
    #expect(fields[2].label == "Favourite colour")
    #expect(fields[2].rules.map(\.kind) == [.oneOf(.init(["red", "18", "true", "~x"]))])
    #expect(
      form.buttons.map(\.action) == [
        .verify(store: S.located("users", 28, 15)),
        .insert(
          store: S.located("users", 30, 22),
          fields: [S.located("email", 30, 38), S.located("age", 30, 45)]),
      ])
  }

  @Test func examplesStepsListRunsInItsOwnOrder() throws {
    let spec = S.with(
      "examples",
      [
        [
          "name": "steps",
          "steps": [
            ["tap": "go"],
            ["set": .flow(["a": 18, "b": .null, "c": .single("x y")])],
            ["wait": "2s"],
            ["set": [:]],
          ],
        ]
      ])
    let (decoded, diagnostics) = S.decode(spec)
    #expect(diagnostics == [])
    let example = try #require(decoded?.examples.first)
    #expect(example.name == "steps")
    #expect(example.location == S.at(5, 5))
    #expect(
      example.steps == [
        .tap(S.located("go", 7, 14)),
        .set([
          (S.located("a", 8, 15), "18"), (S.located("b", 8, 22), ""),
          (S.located("c", 8, 28), "x y"),
        ]),
        .wait(.seconds(2)),
        .set([]),
      ])
  }

  @Test func ownStepKeysRunSetThenWaitThenTap() throws {
    let spec = S.with(
      "examples", [["name": "keys", "tap": "go", "wait": "300ms", "set": .flow(["a": "x"])]])
    let (decoded, diagnostics) = S.decode(spec)
    #expect(diagnostics == [])
    let example = try #require(decoded?.examples.first)
    #expect(
      example.steps == [
        .set([(S.located("a", 8, 11), "x")]), .wait(.milliseconds(300)),
        .tap(S.located("go", 6, 10)),
      ])
  }

  @Test func nullSectionsAreEmpty() throws {
    let spec: Sketch = [
      "form": "f", "stores": .null, "fields": ["a": .null], "buttons": .null, "examples": .null,
    ]
    let (decoded, diagnostics) = S.decode(spec)
    #expect(diagnostics == [])
    let form = try #require(decoded)
    #expect(form.stores.isEmpty && form.buttons.isEmpty && form.examples.isEmpty)
    #expect(
      form.fields == [
        FieldDefinition(
          name: S.located("a", 4, 3), label: nil, secret: false, optional: false, enabledWhen: nil,
          debounce: nil, rules: [], okMessage: nil)
      ])
  }

  @Test func quotedNamesAndExpressionsAreLocatedInsideTheirQuotes() throws {
    let spec: Sketch = [
      "form": .single("f"),
      "fields": [
        .double("a"): ["enabled_when": .single("b.ok"), "rules": [["equals": .double("b")]]]
      ],
    ]
    let (decoded, diagnostics) = S.decode(spec)
    #expect(diagnostics == [])
    let field = try #require(decoded?.fields.first)
    #expect(decoded?.name == S.located("f", 1, 8))
    #expect(field.name == S.located("a", 3, 4))
    #expect(field.enabledWhen == S.located("b.ok", 4, 20))
    #expect(field.rules.first?.kind == .equals(.init(S.located("b", 6, 18))))
  }
}
