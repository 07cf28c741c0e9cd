import FormRules

extension FormSpec {
  /// Loads the spec file at `path` once and compiles its text `count` times (at least
  /// once): specs with the same rules that share no storage, for batch threads that must
  /// not contend on reference counts. Throws what ``FormSpec/init(contentsOfFile:)``
  /// throws.
  static func independentCopies(ofFile path: String, count: Int) throws(FormSpecError) -> [FormSpec] {
    let (bytes, baseDirectory) = try FormSpec.contents(ofFile: path)
    var copies: [FormSpec] = []
    for _ in 0..<max(count, 1) {
      copies.append(try FormSpec(bytes: bytes, file: path, baseDirectory: baseDirectory))
    }
    return copies
  }
}
