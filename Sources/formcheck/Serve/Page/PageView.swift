import FormRules

/// What a form's page shows at one moment, read from its session: every entry laid out
/// as the spec nests it with its state and (unless secret) its value, the buttons, the
/// lists and the computed values. ``PageHTML`` renders it; ``PageStateJSON`` sends its
/// states (never its values) to a live page.
struct PageView: Sendable, Equatable {
  /// The form's name in URLs.
  let name: String
  /// The page's title: the spec's `title:`, else the form's name.
  let title: String
  /// The session's locale, a BCP 47 tag (`<html lang>`).
  let language: String
  /// The entries, in spec order.
  let entries: [Entry]
  /// The buttons' states, in spec order.
  let buttons: [ButtonState]
  /// The lists, in spec order.
  let lists: [List]
  /// The computed values by path (`total`, `lines[1].amount`), in spec order.
  let computed: [ComputedState]

  /// One entry of the page.
  indirect enum Entry: Sendable, Equatable {
    /// An input field.
    case field(Field)
    /// A group: its path, label, own state and members.
    case group(path: String, label: String, state: FieldState, members: [Entry])
    /// A repeated group.
    case repeated(Repeated)
  }

  /// An input field on the page.
  struct Field: Sendable, Equatable {
    /// Its path (`lines[2].sku`): the input's name.
    let path: String
    /// What its input needs.
    let info: PresentedEntry.Field
    /// Its value; nil for a secret field, whose value is never shown.
    let value: String?
    /// Its state.
    let state: FieldState
  }

  /// A repeated group on the page.
  struct Repeated: Sendable, Equatable {
    /// Its path (`lines`).
    let path: String
    /// Its label.
    let label: String
    /// Its own state (its count within bounds, its `unique` rules).
    let state: FieldState
    /// The fewest and most items.
    let minimum: Int
    let maximum: Int
    /// Each item's entries.
    let items: [[Entry]]
  }

  /// A list on the page.
  struct List: Sendable, Equatable {
    /// Its label.
    let label: String
    /// Its state.
    let state: ListState
  }

  /// Each repeated group's path and number of items, in order (`lines=2;`): a live page
  /// whose own differs reloads its layout.
  var structure: String {
    var text = ""
    func walk(_ entries: [Entry]) {
      for entry in entries {
        switch entry {
        case .field: break
        case .group(_, _, _, let members): walk(members)
        case .repeated(let group):
          text += "\(group.path)=\(group.items.count);"
          group.items.forEach(walk)
        }
      }
    }
    walk(entries)
    return text
  }

  /// Every field's and group's state by path, in page order (what a live page updates).
  var states: [FieldState] {
    var states: [FieldState] = []
    func walk(_ entries: [Entry]) {
      for entry in entries {
        switch entry {
        case .field(let field): states.append(field.state)
        case .group(_, _, let state, let members):
          states.append(state)
          walk(members)
        case .repeated(let group):
          states.append(group.state)
          group.items.forEach(walk)
        }
      }
    }
    walk(entries)
    return states
  }
}

extension PageView {
  /// The page of `form`'s current state; `name` is the form's name in URLs. The buttons of
  /// `refusedTaps` show the result given there instead of their own.
  init(form: Form, name: String, language: String, refusedTaps: [String: ButtonResult]) {
    let spec = form.spec
    let snapshot = form.shownSnapshot
    let states = Dictionary(snapshot.fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.name = name
    title = spec.title ?? name
    self.language = language
    entries = Self.entries(of: spec.presentation, prefix: "", form: form, states: states)
    buttons = snapshot.buttons.map { button in
      var button = button
      if let refused = refusedTaps[button.name] { button.result = refused }
      return button
    }
    lists = zip(spec.listLabels, form.listStates).map { List(label: $0, state: $1) }
    computed = snapshot.computed
  }

  private static func entries(
    of layout: [PresentedEntry], prefix: String, form: Form, states: [String: FieldState]
  ) -> [Entry] {
    layout.map { entry in
      switch entry {
      case .field(let info):
        let path = prefix + info.name
        let value = info.isSecret ? nil : (try? form.value(of: path)) ?? ""
        return .field(Field(path: path, info: info, value: value, state: state(of: path, in: states)))
      case .group(let name, let label, let members):
        let path = prefix + name
        return .group(
          path: path, label: label, state: state(of: path, in: states),
          members: entries(of: members, prefix: prefix, form: form, states: states))
      case .repeated(let name, let label, let minimum, let maximum, let item):
        let path = prefix + name
        let count = (try? form.itemCount(of: path)) ?? 0
        let items = (0..<count).map { index in
          entries(of: item, prefix: "\(path)[\(index + 1)].", form: form, states: states)
        }
        return .repeated(
          Repeated(
            path: path, label: label, state: state(of: path, in: states), minimum: minimum, maximum: maximum,
            items: items))
      }
    }
  }

  /// The state of `path`; an empty one if the session has none by that path.
  private static func state(of path: String, in states: [String: FieldState]) -> FieldState {
    states[path] ?? FieldState(name: path, result: .empty, enabled: true, isValid: false)
  }
}
