import FormRules
import Foundation
import Testing

/// `FormSnapshot`'s `Codable` shape is the state `formcheck batch` writes for a record.
@Suite("FormSnapshot as batch JSON")
struct SnapshotCodableTests {
  /// Records for `forms/register.yaml` (every field given, as batch sets them): too short,
  /// registered by the tap, then taken.
  static let records: [[String: String]] = [
    ["username": "abc", "password": "", "repeat_password": ""],
    ["username": "alice_1", "password": "secret1", "repeat_password": "secret1"],
    ["username": "alice_1", "password": "secret1", "repeat_password": "secret2"],
  ]

  @Test func encodesAsBatchWritesTheSameRecords() throws {
    let cliData = try Formcheck.temporaryDirectory()
    let libraryData = try Formcheck.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: cliData)
      try? FileManager.default.removeItem(at: libraryData)
    }
    let input = try Self.records.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    let outcome = try Formcheck.run(
      ["batch", "forms/register.yaml", "--tap", "register"], input: input.joined(separator: "\n") + "\n",
      environment: ["FORMCHECK_DATA_DIR": cliData.path])
    #expect(outcome.lines.count == Self.records.count)

    let spec = try FormSpec(
      contentsOfFile: Formcheck.repositoryRoot.appendingPathComponent("forms/register.yaml").path)
    let form = try Form(spec: spec, environment: FormEnvironment(storage: .dataDirectory(libraryData.path)))
    for (record, line) in zip(Self.records, outcome.lines) {
      // As batch does: the settled state, with this record's tap's result on its button.
      try form.set(record)
      form.settle()
      var state = form.snapshot
      state.buttons[0].result = nil
      if try form.tap("register") == .started {
        form.settle()
        state.buttons[0].result = form.snapshot.button("register")?.result
      }
      var written = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      written["record"] = nil
      let encoded = try #require(
        try JSONSerialization.jsonObject(with: try JSONEncoder().encode(state)) as? [String: Any])
      #expect(NSDictionary(dictionary: encoded) == NSDictionary(dictionary: written), "\(line)")
      #expect(
        try JSONDecoder().decode(FormSnapshot.self, from: Data(line.utf8)).field("username")
          == state.field("username"))
    }
    // The tap registered alice_1: the last record shows the name taken.
    #expect(outcome.lines.last?.contains("Username is already taken") == true)
  }
}
