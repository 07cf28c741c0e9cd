/// What the engine says a stream node is, for a drawing of its graph: lines of text, a
/// kind (which decides how the node is drawn) and the field, button or store it belongs
/// to. Every wording of a drawing's stream nodes is here; ``FormEngine`` picks one for
/// each node it builds (``StreamNode/labelled(_:)``).
struct StreamNodeLabel {
  /// The text, one line each; the first names the node.
  var lines: [String]
  /// What the node is.
  var kind: Kind
  /// What it belongs to.
  var owner: Owner?
  /// The stores it looks values up in, by index in the compiled form.
  var stores: [Int] = []

  /// What a node is, which decides how it is drawn.
  enum Kind: String, Sendable {
    /// A field's value, set from outside.
    case input
    /// A field's synchronous rules, when async rules follow.
    case rules
    /// A debounced value.
    case debounce
    /// The async part of a field: what to look up, and the lookups (latest wins).
    case lookup
    /// A field's result.
    case result
    /// An enabled flag.
    case gate
    /// A `computed:` value.
    case computed
    /// A button's taps, submission, executing flag or result.
    case button
    /// A store's revision counter.
    case revision
    /// A repeated group's node, which holds its items.
    case items
    /// A store: not a stream node.
    case store
    /// A button's action: not a stream node.
    case action
  }

  /// What a node belongs to, drawn as a group.
  enum Owner: Sendable, Hashable {
    case field(String)
    case computed(String)
    case button(String)
    case store(String)
    case list(String)

    /// The group's title: `username`, `computed total`, `button register`, `store users`.
    var title: String {
      switch self {
      case .field(let name): name
      case .computed(let name): "computed \(name)"
      case .button(let name): "button \(name)"
      case .store(let name): "store \(name)"
      case .list(let name): "list \(name)"
      }
    }
  }

  // MARK: Stores

  /// The counter bumped after every insert into `store`, which lookups in it read.
  static func revision(of store: CompiledStore) -> Self {
    Self(
      lines: ["\(store.name) revision", "+1 after each insert"], kind: .revision, owner: .store(store.name))
  }

  // MARK: Fields

  /// A field's value, set from outside; for a field the session sets itself
  /// (``FieldRole``), what sets it: `lines (count, status)`, `sum(lines.amount)` over the
  /// items, `^country ← country` from the enclosing form.
  static func value(of field: CompiledField) -> Self {
    let lines: [String]
    switch field.role {
    case .input:
      lines =
        [field.secret ? "\(field.name) (secret)" : field.name, "label: \(field.label)"]
        + (field.normalizers.isEmpty
          ? [] : ["normalize: " + field.normalizers.map(\.rawValue).joined(separator: ", ")])
    case .repeatedGroup:
      lines = ["\(field.name) (count, status)", "label: \(field.label)", "set by its items"]
    case .aggregate: lines = [field.name, "set from the items"]
    case .mirror(let enclosing): lines = ["\(field.name) ← \(enclosing)", "set from the enclosing form"]
    }
    return Self(lines: lines, kind: .input, owner: .field(field.name))
  }

  /// A field's synchronous rules — its checks but those at `asyncChecks` — in order; the
  /// field's result when `isResult` (it has no async rules).
  static func syncRules(of field: CompiledField, asyncChecks: [Int], isResult: Bool) -> Self {
    let checks = field.checks.indices.filter { !asyncChecks.contains($0) }.map { field.checks[$0] }
    return Self(
      lines: [isResult ? "\(field.name) result" : "\(field.name) sync rules"]
        + (field.type == .text ? [] : ["type \(field.type.rawValue)"])
        + (checks.isEmpty && field.type == .text ? ["no rules"] : checks.map(\.graphLabel))
        + (isResult ? [] : ["validating when all pass"]),
      kind: isResult ? .result : .rules, owner: .field(field.name), stores: checks.compactMap(\.store))
  }

  /// A field's value once it has been quiet for the field's `debounce`.
  static func debounce(of field: CompiledField) -> Self {
    Self(lines: ["debounce \(field.debounce)"], kind: .debounce, owner: .field(field.name))
  }

  /// What the async rules are to check: the (debounced) value once the sync rules pass,
  /// again after a write to a store they read.
  static func lookupCandidate(of field: CompiledField) -> Self {
    Self(
      lines: ["\(field.name) async candidate", "current value when sync rules pass,", "store revisions"],
      kind: .lookup, owner: .field(field.name))
  }

  /// The candidate without repeats.
  static func distinctCandidate(of field: CompiledField) -> Self {
    Self(lines: ["distinct candidate"], kind: .lookup, owner: .field(field.name))
  }

  /// A field's async rules — its checks at `asyncChecks` — in order, run on the latest
  /// candidate (a newer one cancels the run).
  static func asyncRules(of field: CompiledField, asyncChecks: [Int]) -> Self {
    let checks = asyncChecks.map { field.checks[$0] }
    return Self(
      lines: ["\(field.name) async rules", "latest wins"] + checks.map(\.graphLabel), kind: .lookup,
      owner: .field(field.name), stores: checks.compactMap(\.store))
  }

  /// The sync result, or the async rules' outcome for the current value.
  static func combinedOutcome(of field: CompiledField) -> Self {
    Self(lines: ["sync result,", "else async outcome"], kind: .result, owner: .field(field.name))
  }

  /// A field's result (of a field with async rules: the combined outcome without repeats;
  /// of a repeated group, its status).
  static func result(of field: CompiledField) -> Self {
    let name: String
    switch field.role {
    case .input, .aggregate: name = "\(field.name) result"
    case .repeatedGroup: name = "\(field.name) status"
    case .mirror(let enclosing): name = "\(field.name) result ← \(enclosing)"
    }
    return Self(lines: [name], kind: .result, owner: .field(field.name))
  }

  // MARK: Saves

  /// The value a field with a save that is not optimistic shows the rest of the form: set
  /// once the save succeeded.
  static func savedValue(of field: CompiledField) -> Self {
    Self(lines: ["\(field.name) saved value", "set once saved"], kind: .input, owner: .field(field.name))
  }

  /// What a field saves: its value whenever its rules find it valid.
  static func saveCandidate(of field: CompiledField) -> Self {
    Self(
      lines: [
        "\(field.name) to save", "value when valid",
        field.save.map { "save: \($0.endpoint.template.text)" } ?? "",
      ],
      kind: .action, owner: .field(field.name))
  }

  /// Where a field's saves stand: idle, saving a value, or failed and rolled back.
  static func saveStatus(of field: CompiledField) -> Self {
    Self(
      lines: ["\(field.name) save status", "latest save counts"], kind: .action, owner: .field(field.name))
  }

  /// A field's result with its saves: validating while saving, the failure after a
  /// rollback, else the rules' result.
  static func savedResult(of field: CompiledField) -> Self {
    Self(lines: ["\(field.name) result", "with its saves"], kind: .result, owner: .field(field.name))
  }

  /// A field's enabled flag: its `enabled_when`, else always.
  static func enabled(_ field: CompiledField) -> Self {
    Self(
      lines: ["\(field.name) enabled when", field.enabledWhen.map { "\($0)" } ?? "always"], kind: .gate,
      owner: .field(field.name))
  }

  /// Whether a field with `required_when` is required (an empty value is invalid).
  static func required(_ field: CompiledField) -> Self {
    Self(
      lines: ["\(field.name) required when", field.requiredWhen.map { "\($0)" } ?? "always"], kind: .gate,
      owner: .field(field.name))
  }

  /// Whether a field with `visible_when` is shown.
  static func visible(_ field: CompiledField) -> Self {
    Self(
      lines: ["\(field.name) visible when", field.visibleWhen.map { "\($0)" } ?? "always"], kind: .gate,
      owner: .field(field.name))
  }

  /// A field's result while it is visible, else empty.
  static func shownResult(of field: CompiledField) -> Self {
    Self(lines: ["result if visible,", "else empty"], kind: .result, owner: .field(field.name))
  }

  // MARK: Repeated groups

  /// A repeated group's node: it holds the items (each a session of the item's form,
  /// drawn once as the group's template) and sets the group's count, status and
  /// aggregates.
  static func repeatedGroup(_ group: CompiledRepeatedGroup) -> Self {
    Self(
      lines: ["\(group.name)[] items", itemCount(of: group)]
        + group.unique.map { "unique \(group.item.fields[$0.itemField].name)" },
      kind: .items, owner: .field(group.name))
  }

  /// How many items a repeated group may have: `1..20 items`, `0 or more items`.
  static func itemCount(of group: CompiledRepeatedGroup) -> String {
    group.maximum == RepeatBounds.largestCount
      ? "\(group.minimum) or more items" : "\(group.minimum)..\(group.maximum) items"
  }

  // MARK: Computed values

  /// A `computed:` value: its expression over the nodes it reads.
  static func computed(_ computed: CompiledComputed) -> Self {
    Self(
      lines: ["\(computed.name) =", "\(computed.expression)"]
        + (computed.isDeclared ? [] : ["read by the aggregates over the items"]),
      kind: .computed, owner: .computed(computed.name))
  }

  // MARK: Buttons

  /// Whether a button's action runs.
  static func executing(_ button: CompiledButton) -> Self {
    Self(lines: ["\(button.name) executing"], kind: .button, owner: .button(button.name))
  }

  /// A button's enabled flag: its `enabled_when` (else every field valid), and not
  /// executing.
  static func enabled(_ button: CompiledButton) -> Self {
    Self(
      lines: [
        "\(button.name) enabled when", button.enabledWhen.map { "\($0)" } ?? "every field valid",
        "and not executing",
      ],
      kind: .gate, owner: .button(button.name))
  }

  /// A button's tap counter.
  static func taps(_ button: CompiledButton) -> Self {
    Self(lines: ["tap \(button.name)"], kind: .button, owner: .button(button.name))
  }

  /// Every field's value, sampled at each tap.
  static func submission(_ button: CompiledButton) -> Self {
    Self(
      lines: ["\(button.name) submission", "values at each tap"], kind: .button, owner: .button(button.name))
  }

  /// The last tap's result.
  static func result(_ button: CompiledButton) -> Self {
    Self(lines: ["\(button.name) result"], kind: .button, owner: .button(button.name))
  }
}

extension StreamNodeLabel {
  // MARK: Lists

  /// The search text of a list without `search:`: always empty.
  static func listText(of list: CompiledList) -> Self {
    Self(lines: ["\(list.name) search text", "none: every item"], kind: .input, owner: .list(list.name))
  }

  /// A list's search text once it has been quiet for the list's `debounce`.
  static func listDebounce(of list: CompiledList) -> Self {
    Self(lines: ["debounce \(list.debounce)"], kind: .debounce, owner: .list(list.name))
  }

  /// What a list queries: the search text, and when it reads a table, its revision
  /// (again after a write to it).
  static func listRequest(of list: CompiledList, revised: Bool) -> Self {
    Self(
      lines: ["\(list.name) request", revised ? "search text, store revision" : "search text"], kind: .lookup,
      owner: .list(list.name))
  }

  /// The request without repeats.
  static func distinctListRequest(of list: CompiledList) -> Self {
    Self(lines: ["distinct request"], kind: .lookup, owner: .list(list.name))
  }

  /// A list's query on the latest request (a newer one cancels it).
  static func listQuery(of list: CompiledList, store: Int?) -> Self {
    Self(
      lines: ["\(list.name) query", "latest wins", "\(list.match.rawValue) match, limit \(list.limit)"],
      kind: .lookup, owner: .list(list.name), stores: store.map { [$0] } ?? [])
  }

  /// A list's state: the latest answer for the current search text, else loading.
  static func listState(of list: CompiledList) -> Self {
    Self(lines: ["\(list.name) state", "status, count, items"], kind: .result, owner: .list(list.name))
  }
}

extension StreamNode {
  /// Tells the graph's recorder, if any, what this node is; returns the node. Without a
  /// recorder `label` is not evaluated.
  @discardableResult
  final func labelled(_ label: @autoclosure () -> StreamNodeLabel) -> Self {
    graph.recorder?.label(self, label())
    return self
  }
}

extension FieldCheck {
  /// The rule as a drawing shows it, from its kind: `min_length 6`, `absent_in users`.
  fileprivate var graphLabel: String {
    let rule = kind.rule
    return "\(type(of: rule).keyword) \(rule.graphArgument)"
  }
}
