extension FuzzTarget {
  /// Spec bytes → what `formcheck check --explain` does with them: compile, decide
  /// reachability with witnesses, run the examples, and render every diagnostic with its
  /// source excerpt. A hang here is a finding (libFuzzer's `-timeout`).
  static func runCheck(_ input: [UInt8]) {
    let file = "fuzz.yaml"
    let (compiled, found) = SpecPipeline.compile(input, file: file, baseDirectory: FuzzSpecFolder.path)
    var diagnostics = found
    if let compiled {
      let spec = FormSpec(compiled: compiled, warnings: found)
      diagnostics += ReachabilityAnalysis.diagnostics(for: spec, witnesses: true)
      diagnostics += ExampleRunner.run(spec)
    }
    var renderer = DiagnosticRenderer(color: true)
    renderer.addSource(String(decoding: input, as: UTF8.self), file: file)
    for diagnostic in diagnostics { _ = renderer.render(diagnostic) }
  }
}
