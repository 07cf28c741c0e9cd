/// The YAML stage of ``FormSpec/init(yaml:file:baseDirectory:)`` on its own, for the
/// benchmark to time parsing apart from decoding and compiling.
extension FormSpec {
  /// Loads `yaml` into its node tree (libyaml's events, limits, anchor and duplicate-key
  /// checks) and stops there. Returns the number of top-level keys (0 when the document
  /// is empty or not a mapping); throws the YAML error a full compile would report.
  package static func parseOnly(yaml: String, file: String = "<string>") throws(FormSpecError) -> Int {
    do {
      let document = try YAMLLoader.load(Array(yaml.utf8), file: file)
      return document.root?.mappingEntries?.count ?? 0
    } catch {
      throw FormSpecError(diagnostics: [error.diagnostic])
    }
  }
}
