import Testing

@testable import FormRules

/// Decoding `normalize:`, a store's `case:` and `one_of`'s `ignore_case:`: every mistake
/// at its line and column.
@Suite("normalize, case and ignore_case decoding")
struct NormalizeDecodingTests {
  /// The diagnostics of `yaml` as `CODE line:column message`.
  static func diagnostics(_ yaml: String) -> [String] {
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    return diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column) \($0.message)" }
  }

  /// A spec whose field `f` has `line` (its key at line 4, column 5).
  static func field(_ line: String) -> String { "form: t\nfields:\n  f:\n    \(line)\n" }

  @Test(
    arguments: [
      ("normalize: [trim, lowercase, nfkc]", []),
      ("normalize: []", []),
      ("normalize:", []),
      (
        "normalize: [trim, lowercse]",
        ["FR106 4:23 unknown normalize step 'lowercse' in 'normalize' — did you mean 'lowercase'?"]
      ),
      (
        "normalize: [collapse-spaces]",
        [
          "FR106 4:17 unknown normalize step 'collapse-spaces' in 'normalize' — did you mean 'collapse_spaces'?"
        ]
      ),
      (
        "normalize: [strip]",
        ["FR106 4:17 unknown normalize step 'strip' in 'normalize' — did you mean 'trim'?"]
      ),
      ("normalize: [transliterate]", ["FR106 4:17 unknown normalize step 'transliterate' in 'normalize'"]),
      ("normalize: trim", ["FR102 4:16 'normalize' must be a list, found text \"trim\""]),
      ("normalize: [[trim]]", ["FR102 4:17 'normalize' needs a normalize step, found a list"]),
      (
        "normalise: [trim]",
        ["FR101 4:5 unknown key 'normalise' in field 'f' — did you mean 'normalize'?"]
      ),
    ] as [(String, [String])])
  func normalize(line: String, expected: [String]) {
    #expect(Self.diagnostics(Self.field(line)) == expected)
  }

  @Test func anUnknownStepListsTheSteps() throws {
    let yaml = Self.field("normalize: [transliterate]")
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    let note = try #require(diagnostics.first?.notes.first)
    #expect(
      note.message
        == "a normalize step is one of 'trim', 'collapse_spaces', 'lowercase', 'uppercase', 'nfkc', 'remove_spaces'"
    )
  }

  @Test func aSecretTakesOnlyNFKC() {
    let yaml = "form: t\nfields:\n  pin:\n    secret: true\n    normalize: [nfkc, trim, lowercase]\n"
    let message = { (step: String) in
      "secret field 'pin' cannot take the normalize step '\(step)': it would make different secrets equal; only 'nfkc' applies to a secret"
    }
    #expect(
      Self.diagnostics(yaml) == ["FR210 5:23 \(message("trim"))", "FR210 5:29 \(message("lowercase"))"])
    #expect(Self.diagnostics("form: t\nfields:\n  pin:\n    secret: true\n    normalize: [nfkc]\n") == [])
    // The order of the keys does not matter.
    #expect(
      Self.diagnostics("form: t\nfields:\n  pin:\n    normalize: [uppercase]\n    secret: true\n")
        == ["FR210 4:17 \(message("uppercase"))"])
  }

  @Test(
    arguments: [
      ("{ table: users, key: username, case: insensitive }", []),
      ("{ table: users, key: username, case: sensitive }", []),
      (
        "{ table: users, key: username, case: insensitve }",
        ["FR106 3:43 unknown case 'insensitve' in 'case' — did you mean 'insensitive'?"]
      ),
      ("{ table: users, key: username, case: true }", ["FR106 3:43 unknown case 'true' in 'case'"]),
      ("{ table: users, key: username, case: [a] }", ["FR102 3:43 'case' needs a case, found a list"]),
    ] as [(String, [String])])
  func storeCase(store: String, expected: [String]) {
    #expect(Self.diagnostics("form: t\nstores:\n  s: \(store)\nfields:\n  f:\n") == expected)
  }

  @Test(
    arguments: [
      ("{one_of: [DE, FR], ignore_case: true}", []),
      ("{one_of: [DE, FR], ignore_case: false}", []),
      (
        "{one_of: [DE], ignore_case: yes}",
        ["FR102 5:37 'ignore_case' needs true or false, found text \"yes\""]
      ),
      (
        "{min_length: 2, ignore_case: true}",
        ["FR107 5:25 'ignore_case' only applies to 'one_of', not to 'min_length'"]
      ),
      (
        "{one_of: [DE], ignore_cas: true}",
        ["FR101 5:24 unknown key 'ignore_cas' in a rule of field 'f' — did you mean 'ignore_case'?"]
      ),
    ] as [(String, [String])])
  func ignoreCase(rule: String, expected: [String]) {
    #expect(Self.diagnostics("form: t\nfields:\n  f:\n    rules:\n      - \(rule)\n") == expected)
  }
}
