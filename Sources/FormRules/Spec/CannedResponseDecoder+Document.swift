extension CannedResponseDecoder {
  /// The canned responses of `bytes`, a YAML document that is one example's `responses:`
  /// mapping (`"GET /users/bob": 404`, …), and what reading them reported; nil when the
  /// bytes are no YAML document. What the canned-responses fuzz target reads.
  package static func decode(
    document bytes: [UInt8], file: String
  ) -> (responses: [CannedResponse], diagnostics: [Diagnostic])? {
    guard let document = try? YAMLLoader.load(bytes, file: file), let root = document.root else { return nil }
    var reader = SpecReader(file: file)
    let entry = SpecMapping.Entry(
      key: Located(value: "responses", location: reader.location(of: root)), keyMark: root.mark, value: root)
    let responses = decode(entry, reader: &reader)
    return (responses, reader.diagnostics)
  }
}
