import FormRules

/// The human-readable transcript of a script run without `--json`: per command a line
/// saying what it did, then what else changed, indented.
///
/// ```text
/// set username alice1   →  username: ok(Username is available)
///                            password: empty (now enabled)
/// tap register          →  register: ok(Registered)
///                            register: disabled
/// wait 300ms            →  waited 300ms
///                            username: ok(Username is available)
/// show                  →  fields: … buttons: …
/// ```
enum ScriptText {
  /// The lines for one command (none for `quit`).
  static func lines(for step: ScriptStep) -> [String] {
    switch step.command {
    case .set(let field, _):
      var lines: [String] = []
      if step.before.field(field)?.enabled == false {
        lines.append("note: '\(field)' is disabled; the value is set anyway")
      }
      if let state = step.after.field(field) {
        lines.append(StateText.line(for: state, before: step.before.field(field)))
      }
      return lines + indented(StateText.changes(from: step.before, to: step.after, excludingField: field))
    case .tap(let button):
      let outcome: String =
        switch (step.tapResponse, step.finished) {
        case (.disabled?, _): "disabled — nothing happened"
        case (_, let finished?) where finished.button == button: finished.result.description
        default: "executing…"
        }
      return [VisibleText.escaped("\(button): \(outcome)")]
        + indented(StateText.changes(from: step.before, to: step.after, tappedButton: button))
    case .wait(let wait):
      let changes = StateText.changes(from: step.before, to: step.after)
      return changes.isEmpty
        ? ["waited \(wait.text) — nothing changed"] : ["waited \(wait.text)"] + indented(changes)
    case .add(let group), .remove(let group):
      // The group's own line, then what else changed (its new item's fields, aggregates).
      let path = RecordShape.groupPath(of: group)
      return (step.after.field(path).map { [StateText.line(for: $0)] } ?? [])
        + indented(StateText.changes(from: step.before, to: step.after, excludingField: path))
    case .show:
      return StateText.block(for: step.after)
    case .quit:
      return []
    }
  }

  private static func indented(_ lines: [String]) -> [String] {
    lines.map { "  " + $0 }
  }
}
