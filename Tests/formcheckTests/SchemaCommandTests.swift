import Foundation
import Testing

@testable import FormRules
@testable import formcheck

/// `formcheck schema`: a valid draft 2020-12 schema that every spec in `forms/` meets and
/// broken specs do not (validated by Python's `jsonschema`, when it is installed), with one
/// rule alternative per rule kind.
@Suite("formcheck schema")
struct SchemaCommandTests {
  /// Whether `python3` with PyYAML and jsonschema is available to validate with.
  static let pythonValidates: Bool = {
    guard let outcome = try? Python.run(["-c", "import yaml, jsonschema"]) else { return false }
    return outcome.status == 0
  }()

  /// Writes the schema and validates each of `specs` against it; returns the files that
  /// failed, with the first error of each.
  static func invalidSpecs(_ specs: [String]) throws -> [String: String] {
    let directory = try Formcheck.temporaryDirectory()
    let schema = directory.appendingPathComponent("schema.json")
    let outcome = try Formcheck.run(["schema"])
    #expect(outcome.status == 0)
    try outcome.stdout.write(to: schema, atomically: false, encoding: .utf8)
    let script = """
      import json, sys, yaml, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      for path in sys.argv[2:]:
          errors = list(validator.iter_errors(yaml.safe_load(open(path))))
          print(path + "\\t" + (errors[0].message.replace("\\n", " ") if errors else "ok"))
      """
    let run = try Python.run(["-c", script, schema.path] + specs)
    #expect(run.status == 0, "\(run.stderr)")
    var invalid: [String: String] = [:]
    for line in run.lines {
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      if parts.count == 2, parts[1] != "ok" { invalid[parts[0]] = parts[1] }
    }
    return invalid
  }

  @Test func printsADraft202012SchemaThatClosesEveryObject() throws {
    let outcome = try Formcheck.run(["schema"])
    #expect(outcome.status == 0)
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["additionalProperties"] as? Bool == false)
    #expect(schema["required"] as? [String] == ["form", "fields"])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let rule = try #require(definitions["rule"] as? [String: Any])
    #expect((rule["oneOf"] as? [Any])?.count == RuleRegistry.keywords.count)
    #expect(
      (definitions["lengthUnit"] as? [String: Any])?["enum"] as? [String]
        == LengthUnit.allCases.map(\.rawValue))
  }

  /// Each rule alternative requires its kind's keyword, in the registry's order, and allows
  /// only keys the decoder reads.
  @Test func theRuleSchemaHasOneAlternativePerRuleKind() throws {
    let outcome = try Formcheck.run(["schema"])
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let alternatives = try #require((definitions["rule"] as? [String: Any])?["oneOf"] as? [[String: Any]])
    #expect(alternatives.compactMap { ($0["required"] as? [String])?.first } == RuleDecoder.ruleKeys)
    for alternative in alternatives {
      let keys = try #require((alternative["properties"] as? [String: Any])?.keys)
      #expect(Set(keys).isSubset(of: RuleDecoder.keys))
    }
  }

  /// `formcheck schema` prints the library's schema, byte for byte as before it moved
  /// there (record with `FORMCHECK_RECORD_SNAPSHOTS=1` after an intended change).
  @Test func printsTheLibrarysSchemaUnchanged() throws {
    let outcome = try Formcheck.run(["schema"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == FormSpec.jsonSchema)
    try Snapshot.assertMatches(outcome.stdout, named: "schema.json")
  }

  @Test(.enabled(if: pythonValidates, "needs python3 with PyYAML and jsonschema"))
  func everyExampleSpecValidates() throws {
    let forms = Formcheck.repositoryRoot.appendingPathComponent("forms")
    let specs = try FileManager.default.contentsOfDirectory(atPath: forms.path)
      .filter { $0.hasSuffix(".yaml") }.map { forms.appendingPathComponent($0).path }
    #expect(specs.count >= 2)
    #expect(try Self.invalidSpecs(specs) == [:])
  }

  @Test(.enabled(if: pythonValidates, "needs python3 with PyYAML and jsonschema"))
  func brokenSpecsDoNotValidate() throws {
    let directory = try Formcheck.temporaryDirectory()
    let broken = [
      "form: a\nfields:\n  x:\n    lable: X\n",
      "form: a\nfields:\n  x:\n    rules:\n      - min_length: six\n",
      "form: a\nfields:\n  x:\n    rules:\n      - {min_length: 3, max_length: 4}\n",
      "form: a\nfields:\n  x:\n    rules:\n      - {pattern: '[a-z]+', unit: utf8}\n",
      "form: a\nlength_unit: bytes\nfields:\n  x: {}\n",
      "form: a\nfields:\n  x:\n    debounce: 300 ms\n",
      "form: a\nfields: {}\n",
      "fields:\n  x: {}\n",
      "form: a\nfields:\n  x: {}\nbuttons:\n  go:\n    action: {insert: users, verify: users}\n",
      "form: a\nfields:\n  x: {}\nstores:\n  s: {table: t}\n",
      "form: a\nfields:\n  x: {}\nexamples:\n  - name: e\n    expect: {x: fine}\n",
      "form: a\nfields:\n  and: {}\n",
      "form: a\nfields:\n  g:\n    fields: {x: {}}\n    repeat: {mn: 1}\n",
      "form: a\nfields:\n  g:\n    fields: {x: {}}\n    repeat: {min: -1}\n",
      "form: a\nfields:\n  g:\n    fields: {x: {}}\n    secret: true\n",
      "form: a\nfields:\n  g:\n    fields: {}\n",
      "form: a\nfields:\n  g:\n    fields: {x: {lable: X}}\n",
      "form: a\nfields:\n  g:\n    fields: {x: {}}\n    rules: [{unique: x, msg: m}]\n",
      "form: a\nfields:\n  g:\n    fields: {x: {}}\n    rules: [{min_length: 2}]\n",
      "form: a\nfields:\n  x: {}\nexamples:\n  - name: e\n    set: {x.: 1}\n",
      "form: a\nfields:\n  x: {}\nservices:\n  api: {timeout: 2s}\n",
      "form: a\nfields:\n  x: {}\nservices:\n  api: {url: 'https://x', timout: 2s}\n",
      "form: a\nfields:\n  x: {}\nstores:\n  s: {table: t, key: x, lookup: GET /x}\n",
      "form: a\nfields:\n  x: {}\nstores:\n  s: {service: api}\n",
      "form: a\nfields:\n  x: {}\nvalidators:\n  v: {service: api, request: GTE /x}\n",
      "form: a\nfields:\n  x: {}\nexamples:\n  - name: e\n    responses: {'GET /x': {stats: 200}}\n",
      "form: a\nfields:\n  x: {}\nexamples:\n  - name: e\n    responses: {'/x': 200}\n",
    ]
    var paths: [String] = []
    for (index, text) in broken.enumerated() {
      let file = directory.appendingPathComponent("broken-\(index).yaml")
      try text.write(to: file, atomically: false, encoding: .utf8)
      paths.append(file.path)
    }
    let invalid = try Self.invalidSpecs(paths)
    for path in paths { #expect(invalid[path] != nil, "\(path) should not validate") }
  }

  /// Groups nest, with labels, computed values per item, bounds and `unique`; examples
  /// set and expect fields by path.
  @Test(.enabled(if: pythonValidates, "needs python3 with PyYAML and jsonschema"))
  func groupsValidate() throws {
    let file = try Formcheck.temporaryDirectory().appendingPathComponent("groups.yaml")
    try """
    form: a
    fields:
      address:
        label: Address
        fields:
          city: {}
          geo:
            fields:
              lat: {type: number}
      lines:
        repeat: {min: 1, max: 20}
        fields:
          sku: {rules: [{min_length: 3}]}
          parts:
            repeat: {}
            fields:
              code: {}
        computed:
          double: sku.length * 2
        rules:
          - unique: sku
            message: One line per SKU
    computed:
      total: sum(lines.double)
    examples:
      - name: a path
        set: {address.city: Paris, address.geo.lat: 48.8}
        expect:
          address.city: ok
    """.write(to: file, atomically: false, encoding: .utf8)
    #expect(try Self.invalidSpecs([file.path]) == [:])
  }

  @Test func takesNoArguments() throws {
    #expect(try Formcheck.run(["schema", "forms"]).status == 2)
  }
}

/// Runs `python3`.
enum Python {
  static func run(_ arguments: [String]) throws -> Formcheck.Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Formcheck.Outcome(
      status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self))
  }
}
