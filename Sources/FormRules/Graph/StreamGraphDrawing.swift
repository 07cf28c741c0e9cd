/// The stream graph a session of a form builds, as nodes and edges for people to look at
/// (`formcheck graph`): taken from a session built for it, so it shows exactly the nodes
/// the engine makes and the edges along which they recompute, each with the label the
/// engine gave it. The stores the form reads and writes and the buttons' actions are
/// drawn too, from the compiled form; they are not stream nodes, and are marked so.
///
/// Each repeated group's items run a graph of their own, the same for every item: it is
/// drawn once, as the group's template (a session of the item's form built for it),
/// joined to the group's node in the enclosing graph.
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
    /// The template it is drawn in (by index in ``templates``); nil for the form's own.
    var template: Int?

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

  /// A repeated group's item graph, drawn once.
  package struct Template: Sendable, Equatable {
    /// `lines[] (1..20 items)`.
    package var title: String
    /// The template it is drawn in (a repeated group inside an item); nil for the form's
    /// own graph.
    var parent: Int?
  }

  /// The form's name.
  package var name: String
  /// The repeated groups' item templates, each before those inside it.
  package var templates: [Template] = []
  /// Stream nodes in registration (topological) order, then stores, then actions, then
  /// each template's stream nodes.
  package var nodes: [Node] = []
  /// Stream edges by target (triggers, then sampled), then the links outside the graph.
  package var edges: [Edge] = []

  /// The drawing of a session of `spec`, built for it and dropped once built, with
  /// in-memory stores (no file is read or written). Throws when the stores cannot be
  /// opened even so.
  package init(spec: FormSpec) throws(FormError) {
    let (engine, recorder) = try Self.session(of: spec.compiled)
    try self.init(session: engine, recorder: recorder, path: "")
  }

  /// A session of `form` built for a drawing, with what its recorder learnt.
  private static func session(of form: CompiledForm) throws(FormError) -> (FormEngine, StreamGraphRecorder) {
    let recorder = StreamGraphRecorder()
    do {
      return (try FormEngine(form: form, environment: FormEnvironment(), recorder: recorder), recorder)
    } catch {
      throw FormError.storeUnavailable(error.logMessage)
    }
  }

  /// The drawing of `engine`'s graph (a session built with `recorder`) and of each of its
  /// repeated groups' item templates, whose titles start with `path` (`lines[].`).
  private init(session engine: FormEngine, recorder: StreamGraphRecorder, path: String) throws(FormError) {
    recorder.recordRepeatedGroups(of: engine)
    self.init(form: engine.compiledForm, recorder: recorder)
    for node in engine.repeatedGroupNodes {
      let group = node.group
      let (item, itemRecorder) = try Self.session(of: group.item)
      let prefix = "\(path)\(group.name)[]"
      let template = try StreamGraphDrawing(session: item, recorder: itemRecorder, path: prefix + ".")
      guard let position = recorder.position(of: node) else { continue }
      add(
        template, title: "\(prefix) (\(StreamNodeLabel.itemCount(of: group)))",
        joinedTo: Self.id(of: .node(position)),
        by: Self.joins(of: group, item: item, recorder: itemRecorder))
    }
  }

  /// What joins a repeated group's node to its item template, by the template's node
  /// identifiers: the node pushes the enclosing values into the items' mirrors (`true`:
  /// from the node), and reads each item's results, the values `unique` compares and the
  /// computed values its aggregates read (`false`: to the node).
  private static func joins(
    of group: CompiledRepeatedGroup, item: FormEngine, recorder: StreamGraphRecorder
  ) -> [(node: String, fromGroup: Bool, label: String)] {
    var joins: [(StreamNode, Bool, String)] = []
    for mirror in group.mirrors {
      joins.append((item.fieldNodes[mirror.itemField].value, true, "pushes"))
      if let result = item.externalResults[mirror.itemField] { joins.append((result, true, "pushes")) }
    }
    for (index, field) in group.item.fields.enumerated() {
      switch field.role {
      case .input, .repeatedGroup: joins.append((item.fieldNodes[index].result, false, "item status"))
      case .aggregate, .mirror: break
      }
    }
    for rule in group.unique { joins.append((item.fieldNodes[rule.itemField].value, false, "unique")) }
    for aggregate in group.aggregates {
      joins.append((item.computedNodes[aggregate.column], false, "aggregated"))
    }
    return joins.compactMap { node, fromGroup, label in
      recorder.position(of: node).map { (id(of: .node($0)), fromGroup, label) }
    }
  }

  /// Adds `template` (a drawing of an item's graph) as a template titled `title`, its
  /// stream nodes renamed apart and its stores the form's own, joined to the node
  /// `groupNode` by `joins`.
  private mutating func add(
    _ template: StreamGraphDrawing, title: String, joinedTo groupNode: String,
    by joins: [(node: String, fromGroup: Bool, label: String)]
  ) {
    let index = templates.count
    templates.append(Template(title: title, parent: nil))
    for inner in template.templates {
      templates.append(Template(title: inner.title, parent: inner.parent.map { $0 + index + 1 } ?? index))
    }
    let streamIDs = Set(template.nodes.filter(\.isStream).map(\.id))
    let renamed = { (id: String) in streamIDs.contains(id) ? "t\(index)_\(id)" : id }
    for var node in template.nodes where node.isStream {
      node.id = renamed(node.id)
      node.template = node.template.map { $0 + index + 1 } ?? index
      nodes.append(node)
    }
    var seen = Set(edges)
    for var edge in template.edges {
      edge.from = renamed(edge.from)
      edge.to = renamed(edge.to)
      if seen.insert(edge).inserted { edges.append(edge) }
    }
    for join in joins {
      let node = renamed(join.node)
      let edge = Edge(
        from: join.fromGroup ? groupNode : node, to: join.fromGroup ? node : groupNode, style: .outside,
        label: join.label)
      if seen.insert(edge).inserted { edges.append(edge) }
    }
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
      case .service, nil:
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
  /// `users`, `table users by username`; `reserved`, `list of 6`; `accounts`, `service api`
  /// and its requests; with the latency.
  fileprivate var drawingLines: [String] {
    let latencyLines = latency > .zero ? ["latency \(latency)"] : []
    switch backing {
    case .table(let table, let key): return [name, "table \(table) by \(key)"] + latencyLines
    case .list(let list): return [name, "list of \(list.count)"] + latencyLines
    case .service(let service):
      let requests = [service.lookup, service.insert].compactMap { $0.map(\.template.text) }
      return [name, "service \(service.serviceName)"] + requests + latencyLines
    }
  }
}

extension CompiledButton {
  /// `register action`, `insert into users`.
  fileprivate func actionLines(stores: [CompiledStore]) -> [String] {
    switch action {
    case .insert(let store, _): ["\(name) action", "insert into \(stores[store].name)"]
    case .verify(let store, _, _): ["\(name) action", "verify against \(stores[store].name)"]
    case .service(let endpoint): ["\(name) action", endpoint.template.text]
    case nil: ["\(name) action", "result only"]
    }
  }
}
