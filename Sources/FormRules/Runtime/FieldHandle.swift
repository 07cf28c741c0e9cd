/// A field of a ``Form`` resolved once by name, for programs that set the same fields many
/// times: `set(_:to:)` with a handle then skips looking the name up.
///
/// ```swift
/// let username = try form.field("username")
/// for text in keystrokes { try form.set(username, to: text) }
/// ```
///
/// A handle remembers the field's name and its position in the spec. It works with every
/// form whose spec has that field; with a form whose spec has it elsewhere, setting falls
/// back to the name.
public struct FieldHandle: Sendable, Hashable {
  /// The field's name.
  public let name: String
  /// The field's position in the spec it was resolved in.
  let index: Int
}
