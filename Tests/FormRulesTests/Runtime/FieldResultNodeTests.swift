import Testing

@testable import FormRules

@Suite("Field result node")
struct FieldResultNodeTests {
  static let spec = """
    form: same_message
    fields:
      name:
        rules:
          - min_length: 6
            message: bad
          - pattern: "[a-z]+"
            message: bad
          - max_length: 8
        ok: fine
    """

  /// Results reported per value, each a list of the field's observed results.
  @Test func anotherRuleFailingWithTheSameMessageIsNoChange() throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec))
    var reported: [FieldResult] = []
    let observation = form.observe { change in
      if case .field(let state) = change { reported.append(state.result) }
    }
    defer { observation.cancel() }
    let steps: [(String, [FieldResult])] = [
      ("ab", [.failed("bad")]),
      ("abcdefg1", []),  // the pattern fails now, with the same message
      ("abcdefg", [.ok("fine")]),
      ("abcdefghij", [.failed("Name must be at most 8 characters")]),
      ("abcdefghi1", [.failed("bad")]),
      ("", [.empty]),
    ]
    for (value, expected) in steps {
      reported.removeAll()
      try form.set("name", to: value)
      #expect(reported == expected, "\(value)")
      #expect(form.snapshot.field("name")?.result == expected.last ?? .failed("bad"))
    }
  }
}
