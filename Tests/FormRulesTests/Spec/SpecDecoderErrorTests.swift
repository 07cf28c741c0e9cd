import Testing

@testable import FormRules

/// One mistake in a spec and the diagnostics it must give.
struct SpecErrorCase: Sendable, CustomTestStringConvertible {
  /// What the case shows.
  var name: String
  /// The spec.
  var spec: Sketch
  /// The diagnostics, rendered as `CODE line:column message`, in order.
  var expected: [String]

  var testDescription: String { name }
}

/// Each class of mistake gives its code, at the exact line and column, with its message.
@Suite struct SpecDecoderErrorTests {
  typealias S = SpecTestSupport

  /// The rule keywords as FR107 lists them (the registry's, which a new kind extends).
  static let ruleKeyList = RuleRegistry.keywords.map { "'\($0)'" }.joined(separator: ", ")

  static let cases: [SpecErrorCase] = [
    // MARK: FR101 unknown keys
    SpecErrorCase(
      name: "misspelt top-level key", spec: ["form": "f", "feilds": ["a": .null]],
      expected: ["FR101 2:1 unknown key 'feilds' at the top level — did you mean 'fields'?"]),
    SpecErrorCase(
      name: "misspelt field key", spec: S.withField(["lable": "A"]),
      expected: ["FR101 4:5 unknown key 'lable' in field 'a' — did you mean 'label'?"]),
    SpecErrorCase(
      name: "misspelt top-level key with another missing",
      spec: ["from": "f", "fields": ["a": .null], "buttons": ["go": ["action": ["update": "u"]]]],
      expected: [
        "FR101 1:1 unknown key 'from' at the top level — did you mean 'form'?",
        "FR101 7:7 unknown key 'update' in the action of button 'go'",
        "FR103 7:7 the action of button 'go' needs 'insert', 'verify' or 'service'",
      ]),
    SpecErrorCase(
      name: "unknown field key without a near one", spec: S.withField(["colour": "red"]),
      expected: ["FR101 4:5 unknown key 'colour' in field 'a'"]),
    SpecErrorCase(
      name: "misspelt rule key is not also a missing rule key",
      spec: S.withRules([["min_lenght": 6]]),
      expected: [
        "FR101 5:9 unknown key 'min_lenght' in a rule of field 'a' — did you mean 'min_length'?"
      ]),
    SpecErrorCase(
      name: "misspelt store key", spec: S.with("stores", ["users": ["tabel": "u", "key": "k"]]),
      expected: ["FR101 6:5 unknown key 'tabel' in store 'users' — did you mean 'table'?"]),
    SpecErrorCase(
      name: "misspelt button key", spec: S.with("buttons", ["go": ["enabled_wen": "a.ok"]]),
      expected: [
        "FR101 6:5 unknown key 'enabled_wen' in button 'go' — did you mean 'enabled_when'?"
      ]),
    SpecErrorCase(
      name: "misspelt action key", spec: S.with("buttons", ["go": ["action": ["insrt": "users"]]]),
      expected: [
        "FR101 7:7 unknown key 'insrt' in the action of button 'go' — did you mean 'insert'?"
      ]),
    SpecErrorCase(
      name: "misspelt example key",
      spec: S.with("examples", [["name": "x", "expcet": ["a": "ok"]]]),
      expected: ["FR101 6:5 unknown key 'expcet' in example 'x' — did you mean 'expect'?"]),

    // MARK: FR102 wrong types
    SpecErrorCase(
      name: "fields as a list", spec: ["form": "f", "fields": ["a"]],
      expected: ["FR102 3:3 'fields' must be a mapping, found a list"]),
    SpecErrorCase(
      name: "root as a list", spec: ["form", "fields"],
      expected: ["FR102 1:1 the spec must be a mapping, found a list"]),
    SpecErrorCase(
      name: "yes is not a boolean", spec: S.withField(["secret": "yes"]),
      expected: ["FR102 4:13 'secret' needs true or false, found text \"yes\""]),
    SpecErrorCase(
      name: "quoted true is not a boolean", spec: S.withField(["optional": .double("true")]),
      expected: ["FR102 4:15 'optional' needs true or false, found text \"true\""]),
    SpecErrorCase(
      name: "quoted number is not a number", spec: S.withRules([["min_length": .double("6")]]),
      expected: ["FR102 5:21 'min_length' needs a whole number, found text \"6\""]),
    SpecErrorCase(
      name: "decimal is not a whole number", spec: S.withRules([["max_length": 6.5]]),
      expected: ["FR102 5:21 'max_length' needs a whole number, found number 6.5"]),
    SpecErrorCase(
      name: "whole decimal is not a whole number", spec: S.withRules([["min_length": "6.0"]]),
      expected: ["FR102 5:21 'min_length' needs a whole number, found number 6.0"]),
    SpecErrorCase(
      name: "quoted min", spec: S.withRules([["min": .single("5")]]),
      expected: ["FR102 5:14 'min' needs a number, found text \"5\""]),
    SpecErrorCase(
      name: "boolean max", spec: S.withRules([["max": true]]),
      expected: ["FR102 5:14 'max' needs a number, found boolean true"]),
    SpecErrorCase(
      name: "null label", spec: S.withField(["label": .null]),
      expected: ["FR102 4:12 'label' needs text, found nothing"]),
    SpecErrorCase(
      name: "expression as a list", spec: S.withField(["enabled_when": ["b.ok"]]),
      expected: ["FR102 5:7 'enabled_when' needs an expression, found a list"]),
    SpecErrorCase(
      name: "rule as text", spec: S.withRules(["min_length"]),
      expected: ["FR102 5:9 a rule must be a mapping, found text \"min_length\""]),
    SpecErrorCase(
      name: "rules as a mapping", spec: S.withField(["rules": ["min_length": 6]]),
      expected: ["FR102 5:7 'rules' must be a list, found a mapping"]),
    SpecErrorCase(
      name: "field as a list", spec: ["form": "f", "fields": ["a": [1]]],
      expected: ["FR102 4:5 field 'a' must be a mapping, found a list"]),
    SpecErrorCase(
      name: "key that is a list",
      spec: ["form": "f", "fields": .map([.init(key: ["x"], value: .null)])],
      expected: ["FR102 3:3 keys in 'fields' must be text, found a list"]),
    SpecErrorCase(
      name: "one_of item that is a list", spec: S.withRules([["one_of": [1, [2]]]]),
      expected: ["FR102 7:13 each value of 'one_of' needs text, found a list"]),
    SpecErrorCase(
      name: "set value that is a mapping",
      spec: S.with("examples", [["name": "x", "set": .flow(["a": .flow(["b": 1])])]]),
      expected: ["FR102 6:14 the value of 'a' in 'set' needs text, found a mapping"]),

    // MARK: FR103 missing keys
    SpecErrorCase(
      name: "no form", spec: ["fields": ["a": .null]],
      expected: ["FR103 1:1 the spec needs 'form'"]),
    SpecErrorCase(
      name: "no fields", spec: ["form": "f"],
      expected: ["FR103 1:1 the spec needs 'fields'"]),
    SpecErrorCase(
      name: "empty fields", spec: ["form": "f", "fields": [:]],
      expected: ["FR103 2:9 'fields' needs at least one field"]),
    SpecErrorCase(
      name: "null fields", spec: ["form": "f", "fields": .null],
      expected: ["FR103 2:9 'fields' needs at least one field"]),
    SpecErrorCase(
      name: "table store without key", spec: S.with("stores", ["users": ["table": "users"]]),
      expected: ["FR103 6:5 store 'users' needs 'key'"]),
    SpecErrorCase(
      name: "store with neither table nor list",
      spec: S.with("stores", ["users": ["latency": "0ms"]]),
      expected: ["FR103 6:5 store 'users' needs 'table', 'list' or 'service'"]),
    SpecErrorCase(
      name: "example without name", spec: S.with("examples", [["expect": ["a": "empty"]]]),
      expected: ["FR103 5:5 example 1 needs 'name'"]),
    SpecErrorCase(
      name: "step without a step key", spec: S.with("examples", [["name": "x", "steps": [[:]]]]),
      expected: ["FR103 7:9 a step needs 'set', 'wait' or 'tap'"]),

    // MARK: FR104 invalid names
    SpecErrorCase(
      name: "form name starting with a digit", spec: ["form": "9lives", "fields": ["a": .null]],
      expected: [
        "FR104 1:7 '9lives' is not a valid form name: use letters, digits, '_' and '-', starting with a letter or '_'"
      ]),
    SpecErrorCase(
      name: "field name with a space",
      spec: ["form": "f", "fields": [.double("user name"): .null]],
      expected: [
        "FR104 3:3 'user name' is not a valid field name: use letters, digits and '_', starting with a letter or '_'"
      ]),
    SpecErrorCase(
      name: "field name with a hyphen", spec: ["form": "f", "fields": ["user-name": .null]],
      expected: [
        "FR104 3:3 'user-name' is not a valid field name: use letters, digits and '_', starting with a letter or '_'"
      ]),
    SpecErrorCase(
      name: "reserved field name", spec: ["form": "f", "fields": ["and": .null]],
      expected: ["FR104 3:3 'and' is a reserved word and cannot name a field"]),
    SpecErrorCase(
      name: "reserved button name", spec: S.with("buttons", ["not": .null]),
      expected: ["FR104 5:3 'not' is a reserved word and cannot name a button"]),
    SpecErrorCase(
      name: "store name with a dot",
      spec: S.with("stores", ["my.users": ["list": "u.txt"]]),
      expected: [
        "FR104 5:3 'my.users' is not a valid store name: use letters, digits and '_', starting with a letter or '_'"
      ]),
    SpecErrorCase(
      name: "table name that is not an identifier",
      spec: S.with("stores", ["users": ["table": "users; drop", "key": "name"]]),
      expected: [
        "FR104 6:12 'users; drop' is not a valid table name: use letters, digits and '_', starting with a letter or '_'"
      ]),

    // MARK: FR105 / FR106 durations and values
    SpecErrorCase(
      name: "junk duration", spec: S.withField(["debounce": "fast"]),
      expected: [
        "FR105 4:15 'debounce' needs a duration such as '300ms' or '2s', found text \"fast\""
      ]),
    SpecErrorCase(
      name: "duration too long", spec: S.with("stores", ["u": ["list": "u.txt", "latency": "2h"]]),
      expected: ["FR106 7:14 'latency' must be at most 1 hour ('3600s'), found '2h'"]),
    SpecErrorCase(
      name: "duration over an hour", spec: S.withField(["debounce": "3601s"]),
      expected: ["FR106 4:15 'debounce' must be at most 1 hour ('3600s'), found '3601s'"]),
    SpecErrorCase(
      name: "negative length", spec: S.withRules([["min_length": -1]]),
      expected: ["FR106 5:21 'min_length' must be 0 or more, found -1"]),
    SpecErrorCase(
      name: "length too large", spec: S.withRules([["max_length": "99999999999999999999"]]),
      expected: ["FR106 5:21 'max_length' must be at most 1000000, found 99999999999999999999"]),
    SpecErrorCase(
      name: "infinite min", spec: S.withRules([["min": ".inf"]]),
      expected: ["FR106 5:14 'min' must be a finite number, found .inf"]),
    SpecErrorCase(
      name: "empty one_of", spec: S.withRules([["one_of": [] as Sketch]]),
      expected: ["FR106 5:17 'one_of' needs at least one value"]),
    SpecErrorCase(
      name: "unknown length unit",
      spec: ["form": "f", "length_unit": "utf-8", "fields": ["a": .null]],
      expected: ["FR106 2:14 unknown length unit 'utf-8' in 'length_unit' — did you mean 'utf8'?"]),
    SpecErrorCase(
      name: "unknown expectation word",
      spec: S.with("examples", [["name": "x", "expect": ["a": "okay"]]]),
      expected: [
        "FR106 7:10 unknown expectation 'okay' in the expectation for 'a' — did you mean 'ok'?"
      ]),
    SpecErrorCase(
      name: "unknown status",
      spec: S.with("examples", [["name": "x", "expect": ["a": ["status": "failing"]]]]),
      expected: [
        "FR106 8:17 unknown expectation 'failing' in the expectation for 'a' — did you mean 'failed'?"
      ]),

    // MARK: FR107 rules
    SpecErrorCase(
      name: "rule without a rule key", spec: S.withRules([["message": "nope"]]),
      expected: ["FR107 5:9 rule needs one of \(ruleKeyList)"]),
    SpecErrorCase(
      name: "rule with two rule keys",
      spec: S.withRules([["min_length": 6, "pattern": .double("[a-z]+")]]),
      expected: ["FR107 6:9 rule has both 'min_length' and 'pattern'; write them as two rules"]),
    SpecErrorCase(
      name: "unit on a pattern", spec: S.withRules([["pattern": "x", "unit": "utf8"]]),
      expected: ["FR107 6:9 'unit' only applies to 'min_length' and 'max_length', not to 'pattern'"]
    ),

    // MARK: FR108 duplicate names
    SpecErrorCase(
      name: "button named like a field", spec: S.with("buttons", ["a": .null]),
      expected: ["FR108 5:3 button 'a' has the same name as field 'a'"]),
    SpecErrorCase(
      name: "two examples with one name",
      spec: S.with("examples", [["name": "x"], ["name": "x"]]),
      expected: ["FR108 6:5 example 'x' is defined twice"]),

    // MARK: FR109 conflicting keys
    SpecErrorCase(
      name: "store with table and list",
      spec: S.with("stores", ["u": ["table": "t", "key": "k", "list": "u.txt"]]),
      expected: ["FR109 8:5 store 'u' has both 'table' and 'list'; keep one"]),
    SpecErrorCase(
      name: "list store with key", spec: S.with("stores", ["u": ["list": "u.txt", "key": "k"]]),
      expected: ["FR109 7:5 'key' only applies to a 'table' store, and store 'u' has 'list'"]),
    SpecErrorCase(
      name: "insert and verify",
      spec: S.with("buttons", ["go": ["action": ["verify": "u", "insert": "u"]]]),
      expected: ["FR109 8:7 the action of button 'go' has both 'verify' and 'insert'; keep one"]),
    SpecErrorCase(
      name: "verify with fields",
      spec: S.with("buttons", ["go": ["action": ["verify": "u", "fields": ["a"]]]]),
      expected: [
        "FR109 8:7 'fields' only applies to 'insert', and the action of button 'go' is 'verify'"
      ]),
    SpecErrorCase(
      name: "steps and set",
      spec: S.with("examples", [["name": "x", "set": .flow(["a": 1]), "steps": [["tap": "go"]]]]),
      expected: ["FR109 6:5 example 'x' has both 'steps' and 'set'; move 'set' into 'steps'"]),
    SpecErrorCase(
      name: "step with two keys",
      spec: S.with("examples", [["name": "x", "steps": [["wait": "1s", "tap": "go"]]]]),
      expected: ["FR109 8:9 a step has both 'wait' and 'tap'; write them as two steps"]),
    SpecErrorCase(
      name: "ok and failed in one expectation",
      spec: S.with(
        "examples", [["name": "x", "expect": ["a": .flow(["ok": "A", "failed": "B"])]]]),
      expected: ["FR109 7:18 the expectation for 'a' has both 'ok' and 'failed'; keep one"]),
  ]

  @Test(arguments: cases)
  func reportsTheMistake(_ errorCase: SpecErrorCase) {
    let (form, diagnostics) = S.decode(errorCase.spec)
    #expect(diagnostics == errorCase.expected, "\n\(errorCase.spec.text)")
    let isMapping = if case .mapping = errorCase.spec.node().content { true } else { false }
    #expect((form != nil) == isMapping)
  }
}
