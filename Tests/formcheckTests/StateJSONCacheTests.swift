import FormRules
import FormRulesIO
import Testing

@testable import formcheck

/// ``StateJSON/appendMembers(of:to:)`` (a live session, states copied from a cache) writes
/// exactly what the snapshot path writes, record after record, and gives the same validity.
@Suite("Batch state cache")
struct StateJSONCacheTests {
  /// Three fields, one optional and one gated, messages of the same length that differ.
  static let spec = """
    form: cached
    fields:
      name:
        rules:
          - min_length: 3
            message: Too short
          - pattern: "[a-z]+"
            message: Bad chars
        ok: Fine name
      note:
        optional: true
        rules:
          - max_length: 4
            message: Too long
      code:
        enabled_when: name.ok
        rules:
          - equals: name
            message: "Not equal"
    buttons:
      save: {}
    """

  /// Writes every record of `records` both ways with the same `StateJSON` values, and
  /// checks that the lines and validity agree.
  func checkAgreement(spec: FormSpec, records: [[String]]) throws {
    let form = try Form(spec: spec, environment: FormEnvironment(storage: .inMemory))
    var live = StateJSON(spec: spec)
    let pieces = StateJSON(spec: spec)
    for values in records {
      form.setAll(values)
      form.settle()
      var cached = JSONWriter()
      let isValid = live.appendMembers(of: form, to: &cached)
      var written = JSONWriter()
      let snapshot = form.snapshot
      pieces.appendMembers(of: snapshot, result: nil, to: &written)
      #expect(cached.bytes == written.bytes, "\(values)")
      #expect(isValid == snapshot.isValid, "\(values)")
    }
  }

  @Test func cachedStatesMatchTheSnapshotPath() throws {
    let names = ["", "ab", "abc", "ab1", "abcd", "ABC", "xyz"]
    let notes = ["", "1234", "12345"]
    var records: [[String]] = []
    for round in 0..<3 {
      for (index, name) in names.enumerated() {
        for note in notes {
          records.append([name, note, round == 1 ? name : names[(index + 1) % names.count]])
        }
      }
    }
    try checkAgreement(spec: FormSpec(yaml: Self.spec), records: records)
  }

  @Test func specsTooWideForAKeyAreWrittenPieceByPiece() throws {
    var yaml = "form: wide\nfields:\n"
    for index in 0..<9 {
      yaml += "  f\(index):\n    rules:\n      - min_length: 2\n        message: Short \(index)\n"
    }
    let records = (0..<40).map { round in (0..<9).map { String(repeating: "x", count: (round + $0) % 3) } }
    try checkAgreement(spec: FormSpec(yaml: yaml), records: records)
  }
}
