import FormRules
import Foundation
import Testing

/// `formcheck check` and the library's public ``SpecChecker`` report the same diagnostics
/// for every fixture and example spec — message, place, severity, code, notes and
/// witness — so an embedding program checks a spec exactly as the command does.
@Suite("formcheck check agrees with SpecChecker")
struct CheckLibraryAgreementTests {
  /// Every check fixture and example spec, by absolute path.
  static let specs: [String] =
    CheckFixture.all.map { Formcheck.repositoryRoot.appendingPathComponent($0.path).path }
    + ["register.yaml", "login.yaml"].map {
      Formcheck.repositoryRoot.appendingPathComponent("forms/\($0)").path
    }

  @Test(arguments: specs)
  func theCommandPrintsWhatTheLibraryReturns(path: String) throws {
    let outcome = try Formcheck.run(["check", "--explain", "--format", "json", path])
    let printed = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    let returned = SpecChecker(witnesses: true).check(file: path)
    #expect(printed.count == returned.count)
    for (json, diagnostic) in zip(printed, returned) {
      #expect(json["file"] as? String == diagnostic.location.file)
      #expect(json["line"] as? Int == diagnostic.location.line)
      #expect(json["column"] as? Int == diagnostic.location.column)
      #expect(json["severity"] as? String == diagnostic.severity.rawValue)
      #expect(json["code"] as? String == diagnostic.code.rawValue)
      #expect(json["message"] as? String == diagnostic.message)
      #expect(
        (json["notes"] as? [[String: Any]])?.compactMap { $0["message"] as? String }
          == diagnostic.notes.map(\.message))
      let witness = (json["witness"] as? [String: String]) ?? [:]
      #expect(witness.count == (diagnostic.witness?.values.count ?? 0))
      for value in diagnostic.witness?.values ?? [] { #expect(witness[value.field] == value.value) }
    }
    let errors = returned.contains { $0.severity == .error }
    #expect(outcome.status == (errors ? 1 : 0))
  }
}
