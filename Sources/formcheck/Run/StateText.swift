import FormRules

/// A form's state as lines for people: `username: ok(Username is available)`,
/// `password: empty (disabled)`, `register: disabled (last result: ok(Registered))`.
/// Untrusted text in them (messages from the spec or a store) is made visible with
/// ``VisibleText``.
enum StateText {
  /// A field: its result, and `(disabled)` when its input is disabled — or, when its
  /// enabled state differs from `before`'s, `(now enabled)` or `(now disabled)`.
  static func line(for field: FieldState, before: FieldState? = nil) -> String {
    let enabledState: String =
      if let before, before.enabled != field.enabled {
        field.enabled ? " (now enabled)" : " (now disabled)"
      } else {
        field.enabled ? "" : " (disabled)"
      }
    return VisibleText.escaped("\(field.name): \(field.result)\(enabledState)")
  }

  /// A button: enabled, disabled or executing, and its last result if it has one.
  static func line(for button: ButtonState) -> String {
    let result = button.result.map { " (last result: \($0))" } ?? ""
    return VisibleText.escaped("\(button.name): \(state(of: button))\(result)")
  }

  /// `executing`, `enabled` or `disabled`.
  private static func state(of button: ButtonState) -> String {
    button.executing ? "executing" : button.enabled ? "enabled" : "disabled"
  }

  /// The whole state: a `fields:` section and a `buttons:` section, entries indented.
  static func block(for snapshot: FormSnapshot) -> [String] {
    var lines = ["fields:"] + snapshot.fields.map { "  " + line(for: $0) }
    if !snapshot.buttons.isEmpty {
      lines += ["buttons:"] + snapshot.buttons.map { "  " + line(for: $0) }
    }
    return lines
  }

  /// The lines of fields and buttons that changed between `before` and `after`, in spec
  /// order (fields first). The field a `set` changed is left out (the command's own line
  /// speaks of it); of a tapped button, whose result the command's own line gives, only a
  /// change between enabled and disabled shows (`register: disabled`: it locked).
  static func changes(
    from before: FormSnapshot, to after: FormSnapshot, excludingField field: String? = nil,
    tappedButton button: String? = nil
  ) -> [String] {
    let fields = zip(before.fields, after.fields)
      .filter { $0.1.name != field && line(for: $0.0) != line(for: $0.1) }
      .map { line(for: $0.1, before: $0.0) }
    let buttons = zip(before.buttons, after.buttons).compactMap { old, new -> String? in
      guard new.name == button else { return line(for: old) != line(for: new) ? line(for: new) : nil }
      guard !new.executing, old.enabled != new.enabled else { return nil }
      return VisibleText.escaped("\(new.name): \(state(of: new))")
    }
    return fields + buttons
  }
}
