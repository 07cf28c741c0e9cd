internal import ServeWire

extension FuzzTarget {
  /// The buttons of the form the query target's API validates.
  static let queryButtons = ["register", "save_draft", "check_username"]

  /// The query of `POST /api/forms/signup/validate?…`, its arguments split and decoded as
  /// a URL-encoded form → the button it taps (``APITap``): none without `tap`, else the
  /// first `tap` when it is one of the form's buttons, else a refusal naming it and, when
  /// it suggests one, a button of the form.
  static func runQuery(_ input: [UInt8]) {
    let arguments = URLEncodedForm.pairs(of: input)
    let tap = arguments.first { $0.name == "tap" }?.value
    switch APITap.button(in: arguments, form: "signup", buttons: queryButtons) {
    case .success(let button):
      guard button == tap, tap.map({ queryButtons.contains($0) }) ?? true else {
        violated("tapped \(button ?? "nothing") for ?tap=\(tap ?? "nothing")")
      }
    case .failure(let refusal):
      guard let tap, !queryButtons.contains(tap) else { violated("refused ?tap=\(tap ?? "nothing")") }
      let named = "form 'signup' has no button '\(tap)'"
      let suggested = queryButtons.map { "\(named) — did you mean '\($0)'?" }
      guard refusal.message == named || suggested.contains(refusal.message) else {
        violated("refused ?tap=\(tap) with '\(refusal.message)'")
      }
    }
  }
}
