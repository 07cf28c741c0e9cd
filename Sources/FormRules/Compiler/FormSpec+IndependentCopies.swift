extension FormSpec {
  /// Loads the spec file at `path` once and compiles its text `count` times (at least
  /// once): specs with the same rules that share no storage, for threads that must not
  /// contend on reference counts. Throws what ``init(contentsOfFile:)`` throws.
  package static func independentCopies(
    ofFile path: String, count: Int
  ) throws(FormSpecError) -> [FormSpec] {
    let bytes: [UInt8]
    switch SpecFile.contents(of: path) {
    case .failure(let error): throw FormSpecError(diagnostics: [error.diagnostic])
    case .success(let contents): bytes = contents
    }
    let directory = SpecPipeline.directory(of: path)
    var copies: [FormSpec] = []
    for _ in 0..<max(count, 1) {
      copies.append(try FormSpec(outcome: SpecPipeline.compile(bytes, file: path, baseDirectory: directory)))
    }
    return copies
  }
}
