import FormRules

extension FuzzTarget {
  /// Spec bytes → what `formcheck check --explain` does with them: compile, decide
  /// reachability with witnesses, run the examples, and render every diagnostic with its
  /// source excerpt. A hang here is a finding (libFuzzer's `-timeout`).
  static func runCheck(_ input: [UInt8]) {
    let file = "fuzz.yaml"
    let diagnostics = SpecChecker(witnesses: true).check(
      input, file: file, baseDirectory: FuzzSpecFolder.path)
    var renderer = DiagnosticRenderer(color: true)
    renderer.addSource(input, file: file)
    for diagnostic in diagnostics { _ = renderer.render(diagnostic) }
  }
}
