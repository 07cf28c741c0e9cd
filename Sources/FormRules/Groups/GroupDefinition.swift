/// What a field with `fields:` holds: a group of fields, or with `repeat:` a repeated
/// group whose items each hold those fields.
struct GroupDefinition: Sendable, Equatable {
  /// `fields:` in source order.
  var fields: [FieldDefinition] = []
  /// `computed:` in source order (per item in a repeated group).
  var computed: [ComputedDefinition] = []
  /// `repeat:`, making the group repeated.
  var repeatBounds: RepeatBounds?
  /// `rules:` across a repeated group's items (`unique: FIELD`).
  var unique: [UniqueDefinition] = []

  /// Whether the group is repeated.
  var isRepeated: Bool { repeatBounds != nil }
}

/// `repeat: { min: …, max: … }`: how many items a repeated group may have.
struct RepeatBounds: Sendable, Equatable {
  /// The most items a repeated group may have when `max:` says nothing.
  static let largestCount = 100_000

  /// The fewest items (default 0).
  var min: Located<Int>?
  /// The most items (default ``largestCount``).
  var max: Located<Int>?
  /// Where `repeat:` is written.
  var location: SourceLocation

  /// The fewest items.
  var minimum: Int { min?.value ?? 0 }
  /// The most items.
  var maximum: Int { max?.value ?? Self.largestCount }
}

/// `- unique: FIELD` among a repeated group's rules: no two items share a value of FIELD.
struct UniqueDefinition: Sendable, Equatable {
  /// The item's field, as written.
  var field: Located<String>
  /// `message:`, if the spec gives one.
  var message: LocalizedText?
}
