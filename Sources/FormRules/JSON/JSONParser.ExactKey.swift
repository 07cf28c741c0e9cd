extension JSONParser {
  /// An object key hashed and compared by its exact Unicode scalars, so that keys that
  /// are canonically equivalent but spelled differently stay distinct members.
  struct ExactKey: Hashable {
    /// The key.
    var text: String

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
      JSONValue.sameScalars(lhs.text, rhs.text)
    }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }
}
