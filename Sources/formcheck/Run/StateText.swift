import FormRules

/// A form's state as lines for people: `username: ok(Username is available)`,
/// `password: empty (disabled)`, `register: disabled (last result: ok(Registered))`.
enum StateText {
  /// A field: its result, and `(disabled)` when its input is disabled.
  static func line(for field: FieldState) -> String {
    "\(field.name): \(field.result)" + (field.enabled ? "" : " (disabled)")
  }

  /// A button: enabled, disabled or executing, and its last result if it has one.
  static func line(for button: ButtonState) -> String {
    let state = button.executing ? "executing" : button.enabled ? "enabled" : "disabled"
    return "\(button.name): \(state)" + (button.result.map { " (last result: \($0))" } ?? "")
  }

  /// The whole state: a `fields:` section and a `buttons:` section, entries indented.
  static func block(for snapshot: FormSnapshot) -> [String] {
    var lines = ["fields:"] + snapshot.fields.map { "  " + line(for: $0) }
    if !snapshot.buttons.isEmpty {
      lines += ["buttons:"] + snapshot.buttons.map { "  " + line(for: $0) }
    }
    return lines
  }

  /// The lines of fields and buttons whose line differs between `before` and `after`,
  /// in spec order (fields first), leaving out the field or button a command's own line
  /// already speaks of.
  static func changes(
    from before: FormSnapshot, to after: FormSnapshot, excludingField field: String? = nil,
    excludingButton button: String? = nil
  ) -> [String] {
    let fields = zip(before.fields, after.fields)
      .filter { $0.1.name != field && line(for: $0.0) != line(for: $0.1) }
      .map { line(for: $0.1) }
    let buttons = zip(before.buttons, after.buttons)
      .filter { $0.1.name != button && line(for: $0.0) != line(for: $0.1) }
      .map { line(for: $0.1) }
    return fields + buttons
  }
}
