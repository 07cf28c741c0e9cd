/// A failure message that quotes the failing value's length (`{length}`): its template
/// with everything else filled in when the session was built, rendered at each failure.
struct LengthMessage {
  /// The template; `{length}` is its only placeholder.
  let template: MessageTemplate
  /// What the length counts.
  let unit: LengthUnit

  /// The message for the failing value `value`.
  func text(for value: String) -> String {
    let length = "\(unit.length(of: value))"
    return template.rendered { $0 == .length ? length : nil }
  }
}
