/// The part of a spec a key or value belongs to, as messages name it.
struct SpecOwner: Sendable {
  /// The owner as the subject of a sentence: `the spec`, `field 'username'`.
  var description: String
  /// Where something is, relative to the owner: `at the top level`, `in field 'username'`.
  var place: String

  /// The spec's top-level mapping.
  static let spec = SpecOwner(description: "the spec", place: "at the top level")

  /// An owner described as `description`, its place being `in description`.
  static func named(_ description: String) -> SpecOwner {
    SpecOwner(description: description, place: "in \(description)")
  }
}
