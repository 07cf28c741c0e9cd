import Foundation

@testable import FormRules

/// Checks a documentation block as `formcheck check` checks a spec file: compile it (list
/// stores are read from `forms/`), prove its inputs and buttons can be enabled, run its
/// examples — and compares what it produced with what the block declares.
enum DocumentationCheck {
  /// What is wrong with `block`, one line each; empty when it produces what it declares.
  static func problems(of block: DocumentationBlock) -> [String] {
    let bytes = Array(block.text.utf8)
    switch block.expectation {
    case .notASpec:
      do {
        let document = try YAMLLoader.load(bytes, file: block.file)
        return document.diagnostics.map { describe($0, in: block) }
      } catch {
        return [describe(error.diagnostic, in: block)]
      }
    case .clean:
      let found = diagnostics(of: bytes, block: block).filter { $0.severity != .note }
      return found.map { describe($0, in: block) }
    case .codes(let expected):
      let found = diagnostics(of: bytes, block: block).filter { $0.severity != .note }
      let missing = expected.filter { code in !found.contains { $0.code.rawValue == code } }
      let unexpected = found.filter { !expected.contains($0.code.rawValue) }
      return missing.map { "\(block): declares \($0), which it does not produce" }
        + unexpected.map { describe($0, in: block) }
    }
  }

  /// Every diagnostic `check` reports for the spec `bytes`: compile errors and warnings,
  /// then, for a spec that compiles, reachability and the examples' failures.
  private static func diagnostics(of bytes: [UInt8], block: DocumentationBlock) -> [Diagnostic] {
    SpecChecker().check(bytes, file: block.file, baseDirectory: TestPaths.forms.path)
  }

  /// `diagnostic` located in the Markdown file, as `file:line:column: severity: [CODE] message`.
  private static func describe(_ diagnostic: Diagnostic, in block: DocumentationBlock) -> String {
    let location = diagnostic.location
    return "\(block.file):\(block.fileLine(location.line)):\(location.column): "
      + "\(diagnostic.severity.rawValue): [\(diagnostic.code)] \(diagnostic.message)"
  }
}
