import FormRules

/// A form's state as lines for people: `username: ok(Username is available)`,
/// `password: empty (disabled)`, `total = 7.5`, `register: disabled (last result: ok(Registered))`.
/// Untrusted text in them (messages from the spec or a store) is made visible with
/// ``VisibleText``. The words are English unless a ``CLIWords`` of another language is
/// given (the interactive prompt's `:show`).
enum StateText {
  /// A field: its result, and `(disabled)` when its input is disabled — or, when its
  /// enabled state differs from `before`'s, `(now enabled)` or `(now disabled)`.
  static func line(for field: FieldState, before: FieldState? = nil, words: CLIWords = .english) -> String {
    let enabledState: String =
      if let before, before.enabled != field.enabled {
        " (\(field.enabled ? words.nowEnabled : words.nowDisabled))"
      } else {
        field.enabled ? "" : " (\(words.disabled))"
      }
    return VisibleText.escaped("\(field.name): \(words.text(for: field.result))\(enabledState)")
  }

  /// A button: enabled, disabled or executing, and its last result if it has one.
  static func line(for button: ButtonState, words: CLIWords = .english) -> String {
    let result = button.result.map { " (\(words.lastResult): \(words.text(for: $0)))" } ?? ""
    return VisibleText.escaped("\(button.name): \(state(of: button, words: words))\(result)")
  }

  /// A computed value: `total = 7.5`, or `total = —` while it is absent.
  static func line(for computed: ComputedState) -> String {
    VisibleText.escaped("\(computed.name) = \(computed.value?.description ?? "—")")
  }

  /// `executing`, `enabled` or `disabled`.
  private static func state(of button: ButtonState, words: CLIWords = .english) -> String {
    button.executing ? words.executing : button.enabled ? words.enabled : words.disabled
  }

  /// The whole state: a `fields:` section, a `computed:` section (if the form has
  /// computed values), a `buttons:` section and a `lists:` section (if it has lists, each
  /// a ``ListTable`` cut to `width`), entries indented.
  static func block(
    for snapshot: FormSnapshot, words: CLIWords = .english, listWords: ListWords = .english, width: Int? = nil
  ) -> [String] {
    var lines =
      ["\(words.fields):"] + snapshot.fields.map { "  " + indent(of: $0.name) + line(for: $0, words: words) }
    if !snapshot.computed.isEmpty {
      lines += ["\(words.computed):"] + snapshot.computed.map { "  " + line(for: $0) }
    }
    if !snapshot.buttons.isEmpty {
      lines += ["\(words.buttons):"] + snapshot.buttons.map { "  " + line(for: $0, words: words) }
    }
    if !snapshot.lists.isEmpty {
      lines += ["\(listWords.lists):"]
      for list in snapshot.lists {
        lines += ListTable.lines(for: list, words: listWords, width: width.map { $0 - 2 }).map { "  " + $0 }
      }
    }
    return lines
  }

  /// Two blanks per level of a path (`phones[2].number` is one level in): a form with
  /// groups shows as a tree. A flat form's names have none.
  private static func indent(of name: String) -> String {
    String(repeating: "  ", count: name.count { $0 == "." })
  }

  /// The lines of fields, computed values, buttons and lists that changed between
  /// `before` and `after`, in spec order (fields first, then buttons, lists last; a list
  /// as its ``ListTable``). The field a `set` changed is left out (the command's own line
  /// speaks of it); of a tapped button, whose result the command's own line gives, only a
  /// change between enabled and disabled shows (`register: disabled`: it locked).
  static func changes(
    from before: FormSnapshot, to after: FormSnapshot, excludingField field: String? = nil,
    tappedButton button: String? = nil
  ) -> [String] {
    // Matched by name: in a form with groups an added item's fields are new, a removed
    // one's gone.
    let earlier = Dictionary(before.fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let fields = after.fields
      .filter { $0.name != field && earlier[$0.name].map { line(for: $0) } != line(for: $0) }
      .map { line(for: $0, before: earlier[$0.name]) }
    let buttons = zip(before.buttons, after.buttons).compactMap { old, new -> String? in
      guard new.name == button else { return line(for: old) != line(for: new) ? line(for: new) : nil }
      guard !new.executing, old.enabled != new.enabled else { return nil }
      return VisibleText.escaped("\(new.name): \(state(of: new))")
    }
    let earlierComputed = Dictionary(
      before.computed.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let computed = after.computed.filter { earlierComputed[$0.name] != $0 }.map { line(for: $0) }
    let lists = zip(before.lists, after.lists).filter { $0 != $1 }.flatMap { ListTable.lines(for: $1) }
    return fields + computed + buttons + lists
  }
}
