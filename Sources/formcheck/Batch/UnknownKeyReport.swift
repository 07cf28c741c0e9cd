import FormRules
import FormRulesIO

/// The error of a record that names keys the form has no field for, under
/// `unknown_fields: error`: a message per such key, in record order, naming it shortened
/// and made safe to print (``BoundedText/visible(_:)``), with the field it resembles.
///
/// However many unknown keys a record holds, at most ``shownKeys`` get a message; one more
/// counts the rest, so that a result line stays small.
struct UnknownKeyReport {
  /// The most unknown keys a record's result names.
  static let shownKeys = 16
  /// The error of such a record; its messages follow in `"unknown_fields"`.
  static let summary = "the record has keys that are not fields of the form"

  /// Field names in spec order.
  let fieldNames: [String]

  /// The error for the keys of `members` that name no field, or nil when every key does.
  func error(in members: [JSONValue.Member]) -> RecordError? {
    var messages: [String] = []
    var count = 0
    for member in members where !fieldNames.contains(member.key) {
      count += 1
      if count <= Self.shownKeys { messages.append(message(for: member.key)) }
    }
    guard count > 0 else { return nil }
    if count > Self.shownKeys { messages.append("and \(count - Self.shownKeys) more unknown fields") }
    return RecordError(message: Self.summary, unknownFields: messages)
  }

  /// `unknown field 'nmae' — did you mean 'name'?`
  private func message(for key: String) -> String {
    FormError.unknownField(
      BoundedText.visible(key), suggestion: NameSuggestion.suggestion(for: key, among: fieldNames)
    ).description
  }
}
