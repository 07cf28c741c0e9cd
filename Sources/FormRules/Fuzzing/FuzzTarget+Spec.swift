extension FuzzTarget {
  /// How many times every field is set, each time to other values.
  static let sessionRounds = 3

  /// Spec bytes → YAML → compile; when the spec compiles, an in-memory session sets every
  /// field (with words of the input as values, so the fuzzer steers them) and runs what is
  /// due, a few rounds, then taps every button and settles.
  static func runSpec(_ input: [UInt8]) {
    let (compiled, _) = SpecPipeline.compile(input, file: "fuzz.yaml", baseDirectory: FuzzSpecFolder.path)
    guard let compiled,
      let engine = try? FormEngine(form: compiled, environment: FormEnvironment(storage: .inMemory))
    else { return }
    let words = [""] + words(of: input)
    for round in 0..<sessionRounds {
      engine.set(compiled.fields.indices.map { ($0, words[(round * 7 + $0) % words.count]) })
      engine.runDue()
      _ = engine.snapshot()
    }
    for button in compiled.buttons.indices { _ = engine.tap(button: button) }
    engine.settle()
    _ = engine.snapshot()
  }

  /// The input's words: runs of bytes between YAML punctuation and white space, at most
  /// 64 of them.
  static func words(of input: [UInt8]) -> [String] {
    let separators = Set(" \t\r\n:,{}[]\"'#".utf8)
    return input.split(whereSeparator: separators.contains).prefix(64).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}
