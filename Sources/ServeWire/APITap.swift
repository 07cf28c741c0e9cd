internal import FormRules

/// The button `POST /api/forms/NAME/validate?tap=BUTTON` taps: the query's first `tap`
/// argument, which must name one of the form's buttons.
package enum APITap {
  /// The button the query's arguments tap (nil when there is no `tap`), or why the
  /// request is refused: a message naming the form and the button it lacks, with the
  /// closest button name when one is close.
  package static func button(
    in query: [(name: String, value: String)], form: String, buttons: [String]
  ) -> Result<String?, Refusal> {
    guard let tap = query.first(where: { $0.name == "tap" })?.value else { return .success(nil) }
    guard buttons.contains(tap) else {
      var message = "form '\(form)' has no button '\(tap)'"
      if let guess = NameSuggestion.suggestion(for: tap, among: buttons) {
        message += " — did you mean '\(guess)'?"
      }
      return .failure(Refusal(message: message))
    }
    return .success(tap)
  }

  /// A `tap` the form cannot answer (a 400).
  package struct Refusal: Error, Equatable {
    /// What the answer says.
    package let message: String
  }
}
