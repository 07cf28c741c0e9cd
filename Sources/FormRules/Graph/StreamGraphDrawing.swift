/// The stream graph a session of a form builds, as nodes and edges for people to look at
/// (`formcheck graph`): taken from a session built for it, so it shows exactly the nodes
/// the engine makes and the edges along which they recompute, each with the label the
/// engine gave it. The stores the form reads and writes and the buttons' actions are
/// drawn too, from the compiled form; they are not stream nodes, and are marked so.
package struct StreamGraphDrawing: Sendable, Equatable {
  /// What a node is, which decides how it is drawn (the engine says it of each node).
  typealias Kind = StreamNodeLabel.Kind
  /// What a node belongs to, drawn as a group.
  typealias Owner = StreamNodeLabel.Owner

  /// One node.
  package struct Node: Sendable, Equatable {
    /// A stable identifier: `s3` for the stream node registered fourth, `store0`,
    /// `action0`.
    package var id: String
    /// What it shows, one line each; empty for a stream node the engine did not label.
    package var lines: [String]
    /// What it is; nil for a stream node the engine did not label.
    var kind: Kind?
    /// What it belongs to.
    var owner: Owner?
    /// The stream operator (`combineLatest`, `variable`); nil for a store or an action.
    package var operatorName: String?

    /// Whether it is a node of the stream graph (not a store or an action).
    package var isStream: Bool { operatorName != nil }
  }

  /// How an edge connects.
  package enum EdgeStyle: Sendable, Hashable {
    /// The target recomputes when the source emits (the source's `children`).
    case triggers
    /// The target reads the source when it recomputes, but the source's emissions do
    /// not recompute it (`withLatestFrom`'s samples).
    case samples
    /// Not a stream edge: a lookup in a store, an action started by a tap or setting
    /// nodes in a transaction of its own.
    case outside
  }

  /// One edge: `from` feeds `to`.
  package struct Edge: Sendable, Equatable, Hashable {
    package var from: String
    package var to: String
    package var style: EdgeStyle
    package var label: String?
  }

  /// The form's name.
  package var name: String
  /// Stream nodes in registration (topological) order, then stores, then actions.
  package var nodes: [Node] = []
  /// Stream edges by target (triggers, then sampled), then the links outside the graph.
  package var edges: [Edge] = []

  /// The drawing of a session of `spec`, built for it and dropped once built, with
  /// in-memory stores (no file is read or written). Throws when the stores cannot be
  /// opened even so.
  package init(spec: FormSpec) throws(FormError) {
    let recorder = StreamGraphRecorder()
    do {
      _ = try FormEngine(form: spec.compiled, environment: FormEnvironment(), recorder: recorder)
    } catch {
      throw FormError.storeUnavailable(error.description)
    }
    self.init(form: spec.compiled, recorder: recorder)
  }

  /// The drawing of what `recorder` learnt while a session of `form` was built.
  init(form: CompiledForm, recorder: StreamGraphRecorder) {
    name = form.definition.name.value
    for (position, entry) in recorder.entries.enumerated() {
      nodes.append(
        Node(
          id: Self.id(of: .node(position)), lines: entry.label?.lines ?? [], kind: entry.label?.kind,
          owner: entry.label?.owner, operatorName: entry.operatorName))
    }
    for (index, store) in form.stores.enumerated() {
      nodes.append(
        Node(
          id: Self.id(of: .store(index)), lines: store.drawingLines,
          kind: .store, owner: .store(store.name), operatorName: nil))
    }
    for (index, button) in form.buttons.enumerated() {
      nodes.append(
        Node(
          id: Self.id(of: .action(index)), lines: button.actionLines(stores: form.stores), kind: .action,
          owner: .button(button.name), operatorName: nil))
    }
    var seen: Set<Edge> = []
    func add(_ edge: Edge) {
      if seen.insert(edge).inserted { edges.append(edge) }
    }
    for (position, entry) in recorder.entries.enumerated() {
      let target = Self.id(of: .node(position))
      for trigger in entry.triggers {
        add(Edge(from: Self.id(of: .node(trigger)), to: target, style: .triggers, label: nil))
      }
      for parent in entry.parents where !entry.triggers.contains(parent) {
        add(Edge(from: Self.id(of: .node(parent)), to: target, style: .samples, label: "sampled"))
      }
    }
    for link in recorder.links {
      add(Edge(from: Self.id(of: link.from), to: Self.id(of: link.to), style: .outside, label: link.label))
    }
    for (index, button) in form.buttons.enumerated() {
      switch button.action {
      case .insert(let store, _):
        add(
          Edge(
            from: Self.id(of: .action(index)), to: Self.id(of: .store(store)), style: .outside, label: "write"
          ))
      case .verify(let store, _, _):
        add(
          Edge(
            from: Self.id(of: .store(store)), to: Self.id(of: .action(index)), style: .outside, label: "read")
        )
      case nil:
        break
      }
    }
  }

  /// How many stream nodes there are.
  package var streamNodeCount: Int { nodes.lazy.filter(\.isStream).count }

  /// The identifier of a recorded point.
  private static func id(of point: StreamGraphRecorder.Point) -> String {
    switch point {
    case .node(let position): "s\(position)"
    case .store(let index): "store\(index)"
    case .action(let index): "action\(index)"
    }
  }
}

extension CompiledStore {
  /// `users`, `table users by username`; `reserved`, `list of 6`, with the latency.
  fileprivate var drawingLines: [String] {
    let latencyLines = latency > .zero ? ["latency \(latency)"] : []
    switch backing {
    case .table(let table, let key): return [name, "table \(table) by \(key)"] + latencyLines
    case .list(let list): return [name, "list of \(list.count)"] + latencyLines
    }
  }
}

extension CompiledButton {
  /// `register action`, `insert into users`.
  fileprivate func actionLines(stores: [CompiledStore]) -> [String] {
    switch action {
    case .insert(let store, _): ["\(name) action", "insert into \(stores[store].name)"]
    case .verify(let store, _, _): ["\(name) action", "verify against \(stores[store].name)"]
    case nil: ["\(name) action", "result only"]
    }
  }
}
