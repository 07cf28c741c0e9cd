/// The stream graph a session of a form builds, as nodes and edges for people to look at:
/// value sources, rule nodes, debounce and lookups, result and enabled gates, buttons and
/// the stores they read and write. Mirrors what ``FormEngine`` builds.
package struct GraphDescription: Sendable, Equatable {
  /// What a node is, which decides how it is drawn.
  package enum Kind: String, Sendable {
    case source, rules, debounce, lookup, result, gate, button, action, store
  }

  /// One node.
  package struct Node: Sendable, Equatable {
    /// A stable identifier (`username_value`).
    package var id: String
    /// What it shows (`username`, `min_length 6\npattern …`).
    package var label: String
    /// What it is.
    package var kind: Kind
    /// The field or button it belongs to (nil for stores).
    package var group: String?
  }

  /// One edge: `from` feeds `to`.
  package struct Edge: Sendable, Equatable, Hashable {
    package var from: String
    package var to: String
    package var label: String?
    /// A control edge (an enabled gate governing an input), drawn dashed, rather than a
    /// value flowing.
    package var isControl = false
  }

  /// The form's name.
  package var name: String
  /// Nodes in build order.
  package var nodes: [Node] = []
  /// Edges in build order.
  package var edges: [Edge] = []

  /// The description of a session of `spec`.
  package init(spec: FormSpec) {
    let form = spec.compiled
    name = form.name
    for store in form.stores {
      nodes.append(Node(id: "store_\(store.name)", label: store.label, kind: .store, group: nil))
    }
    for field in form.fields { addField(field, form: form) }
    for button in form.buttons { addButton(button, form: form) }
  }

  private mutating func addField(_ field: CompiledField, form: CompiledForm) {
    let name = field.name
    nodes.append(
      Node(id: "\(name)_value", label: field.secret ? "\(name) (secret)" : name, kind: .source, group: name))
    let ruleLines = field.checks.map(\.summary)
    nodes.append(
      Node(
        id: "\(name)_rules", label: "rules\n" + ruleLines.joined(separator: "\n"), kind: .rules, group: name))
    edges.append(Edge(from: "\(name)_value", to: "\(name)_rules", label: nil))
    for check in field.checks {
      for dependency in check.dependencies {
        edges.append(
          Edge(
            from: "\(form.fields[dependency].name)_value", to: "\(name)_rules",
            label: type(of: check.kind.rule).keyword))
      }
    }
    for store in field.checks.compactMap(\.store) where !form.stores[store].isAsync {
      edges.append(Edge(from: "store_\(form.stores[store].name)", to: "\(name)_rules", label: "lookup"))
    }
    nodes.append(Node(id: "\(name)_result", label: "\(name).result", kind: .result, group: name))
    edges.append(Edge(from: "\(name)_rules", to: "\(name)_result", label: nil))
    let lookups = field.checks.compactMap(\.store).filter { form.stores[$0].isAsync }
    if !lookups.isEmpty {
      var upstream = "\(name)_value"
      if field.debounce > .zero {
        nodes.append(
          Node(id: "\(name)_debounce", label: "debounce \(field.debounce)", kind: .debounce, group: name))
        edges.append(Edge(from: upstream, to: "\(name)_debounce", label: nil))
        upstream = "\(name)_debounce"
      }
      nodes.append(
        Node(id: "\(name)_lookup", label: "flatMapLatest\nasync checks", kind: .lookup, group: name))
      edges.append(Edge(from: upstream, to: "\(name)_lookup", label: nil))
      edges.append(Edge(from: "\(name)_rules", to: "\(name)_lookup", label: "when sync ok"))
      for store in lookups {
        edges.append(Edge(from: "store_\(form.stores[store].name)", to: "\(name)_lookup", label: "lookup"))
      }
      edges.append(Edge(from: "\(name)_lookup", to: "\(name)_result", label: "latest wins"))
    }
    if let condition = field.enabledWhen {
      nodes.append(Node(id: "\(name)_enabled", label: "enabled when\n\(condition)", kind: .gate, group: name))
      for source in sources(of: condition, form: form) {
        edges.append(Edge(from: source, to: "\(name)_enabled", label: nil))
      }
      edges.append(
        Edge(from: "\(name)_enabled", to: "\(name)_value", label: "enables input", isControl: true))
    }
  }

  private mutating func addButton(_ button: CompiledButton, form: CompiledForm) {
    let name = button.name
    let condition = button.enabledWhen.map { "\($0)" } ?? "every field valid"
    nodes.append(
      Node(
        id: "\(name)_enabled", label: "\(name) enabled when\n\(condition)\nand not executing", kind: .gate,
        group: name))
    let inputs =
      button.enabledWhen.map { sources(of: $0, form: form) } ?? form.fields.map { "\($0.name)_result" }
    for source in inputs { edges.append(Edge(from: source, to: "\(name)_enabled", label: nil)) }
    nodes.append(
      Node(id: "\(name)_tap", label: "tap \(name)\nwithLatestFrom(values)", kind: .button, group: name))
    edges.append(Edge(from: "\(name)_enabled", to: "\(name)_tap", label: nil))
    switch button.action {
    case .insert(let store, _):
      nodes.append(Node(id: "\(name)_action", label: "insert", kind: .action, group: name))
      edges.append(Edge(from: "\(name)_tap", to: "\(name)_action", label: nil))
      edges.append(Edge(from: "\(name)_action", to: "store_\(form.stores[store].name)", label: "write"))
    case .verify(let store, _, _):
      nodes.append(Node(id: "\(name)_action", label: "verify", kind: .action, group: name))
      edges.append(Edge(from: "\(name)_tap", to: "\(name)_action", label: nil))
      edges.append(Edge(from: "store_\(form.stores[store].name)", to: "\(name)_action", label: "read"))
    case nil:
      break
    }
  }

  /// The nodes a condition reads, deduplicated, in reference order.
  private func sources(of condition: Expression, form: CompiledForm) -> [String] {
    var seen: Set<String> = []
    return condition.references.compactMap { reference in
      let id: String
      switch reference.property {
      case .value, .length: id = "\(reference.field)_value"
      case .enabled:
        let hasGate = form.fieldIndex[reference.field].map { form.fields[$0].enabledWhen != nil } ?? false
        guard hasGate else { return nil }
        id = "\(reference.field)_enabled"
      default: id = "\(reference.field)_result"
      }
      return seen.insert(id).inserted ? id : nil
    }
  }
}

extension CompiledForm {
  /// The form's name.
  var name: String { definition.name.value }
}

extension CompiledStore {
  /// `users (table users)`, `reserved (list, 6 names)`.
  fileprivate var label: String {
    let latencyNote = latency > .zero ? ", latency \(latency)" : ""
    switch backing {
    case .table(let table, let key): return "\(name)\ntable \(table) by \(key)\(latencyNote)"
    case .list(let list): return "\(name)\nlist of \(list.count)\(latencyNote)"
    }
  }
}

extension FieldCheck {
  /// `min_length 6`, `pattern [A-Z]+`, `absent_in users`.
  fileprivate var summary: String {
    let rule = kind.rule
    return "\(type(of: rule).keyword) \(rule.graphArgument)"
  }
}
