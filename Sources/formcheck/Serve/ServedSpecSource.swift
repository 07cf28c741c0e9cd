import FormRules

/// A served spec's text as read at startup, to compile again for every session that
/// wants a copy of its own (see ``FormSessionPool``): the file is read once, so sessions
/// made later run the spec that was checked at startup even if the file changed since.
struct ServedSpecSource: Sendable {
  /// The spec file's bytes.
  let bytes: [UInt8]
  /// The path, for diagnostics.
  let file: String
  /// The folder list stores are read relative to.
  let baseDirectory: String

  /// Reads the spec file at `path`.
  init(file path: String) throws(FormSpecError) {
    (bytes, baseDirectory) = try FormSpec.contents(ofFile: path)
    file = path
  }

  /// Compiles the text.
  func compile() throws(FormSpecError) -> FormSpec {
    try FormSpec(bytes: bytes, file: file, baseDirectory: baseDirectory)
  }
}
