import Testing

@testable import FormRules

/// One spec with many mistakes: every one is reported, in source order, and what could
/// be read is still in the best-effort definition.
@Suite struct SpecDecoderManyErrorsTests {
  typealias S = SpecTestSupport

  /// ```
  /// form: 9f
  /// length_unit: bytes
  /// stores:
  ///   users:
  ///     table: users
  /// fields:
  ///   username:
  ///     secret: yes
  ///     debounce: 300 ms
  ///     rules:
  ///       - min_length: "6"
  ///       - {}
  ///       - absent_in: users
  ///         unit: utf8
  ///     ok: Fine
  ///   password:
  ///     enabled_when: username.ok
  ///     lable: Password
  /// buttons:
  ///   password:
  ///     action:
  ///       insert: users
  ///       verify: users
  /// examples:
  ///   - set: {username: abc}
  ///     expect:
  ///       username: fine
  /// ```
  static let spec: Sketch = [
    "form": "9f",
    "length_unit": "bytes",
    "stores": ["users": ["table": "users"]],
    "fields": [
      "username": [
        "secret": "yes",
        "debounce": "300 ms",
        "rules": [["min_length": .double("6")], [:], ["absent_in": "users", "unit": "utf8"]],
        "ok": "Fine",
      ],
      "password": ["enabled_when": "username.ok", "lable": "Password"],
    ],
    "buttons": ["password": ["action": ["insert": "users", "verify": "users"]]],
    "examples": [["set": .flow(["username": "abc"]), "expect": ["username": "fine"]]],
  ]

  @Test func reportsEveryMistakeInOrder() throws {
    let (decoded, diagnostics) = S.decode(Self.spec)
    #expect(
      diagnostics == [
        "FR104 1:7 '9f' is not a valid form name: use letters, digits, '_' and '-', starting with a letter or '_'",
        "FR106 2:14 unknown length unit 'bytes' in 'length_unit'",
        "FR103 5:5 store 'users' needs 'key'",
        "FR102 8:13 'secret' needs true or false, found text \"yes\"",
        "FR105 9:15 'debounce' has a space between number and unit in '300 ms': write '300ms'",
        "FR102 11:21 'min_length' needs a whole number, found text \"6\"",
        "FR107 12:9 rule needs one of \(SpecDecoderErrorTests.ruleKeyList)",
        "FR107 14:9 'unit' only applies to 'min_length' and 'max_length', not to 'absent_in'",
        "FR101 18:5 unknown key 'lable' in field 'password' — did you mean 'label'?",
        "FR108 20:3 button 'password' has the same name as field 'password'",
        "FR109 23:7 the action of button 'password' has both 'insert' and 'verify'; keep one",
        "FR103 25:5 example 1 needs 'name'",
        "FR106 27:17 unknown expectation 'fine' in the expectation for 'username'",
      ], "\n\(Self.spec.text)")
    let form = try #require(decoded)
    #expect(form.name.value == "9f")
    #expect(form.fields.map(\.name.value) == ["username", "password"])
    #expect(form.fields[0].okMessage == "Fine")
    #expect(form.fields[0].rules.map(\.kind) == [.absentIn(.init(S.located("users", 13, 20)))])
    #expect(form.fields[1].enabledWhen?.value == "username.ok")
    #expect(form.stores.map(\.name.value) == ["users"])
    #expect(form.buttons.first?.action == .insert(store: S.located("users", 22, 15), fields: nil))
    #expect(form.examples.first?.steps == [.set([(S.located("username", 25, 11), "abc")])])
  }
}
