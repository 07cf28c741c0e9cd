extension StreamGraphDrawing {
  /// Graphviz DOT: nodes grouped by the field, button or store they belong to, left to
  /// right, ranked across groups (`newrank`) so that every edge points forward; each
  /// repeated group's template in a dashed cluster of its own; the legend as the graph's
  /// label.
  package var dot: String {
    var lines = [
      "digraph \(Self.quoted(name)) {", "  rankdir=LR;", "  newrank=true;",
      "  node [fontname=\"Helvetica\", fontsize=11];", "  edge [fontname=\"Helvetica\", fontsize=9];",
      "  label=\(Self.quoted(lines: legendLines)); labelloc=b; fontname=\"Helvetica\"; fontsize=10;",
    ]
    lines += dotClusters(in: nil, groups: groups, indent: "  ")
    for edge in edges {
      var attributes = edge.label.map { ["label=\(Self.quoted($0))"] } ?? []
      switch edge.style {
      case .triggers: break
      case .samples: attributes.append("style=dashed")
      case .outside: attributes += ["style=dotted", "color=\"#6b7280\""]
      }
      let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to))\(list);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The statements of the nodes in `template` (nil: the form's own graph): loose nodes,
  /// a cluster per group, then a cluster per template inside it.
  private func dotClusters(in template: Int?, groups: [Group], indent: String) -> [String] {
    var lines = loose(in: template).map { indent + Self.dotNode($0) }
    for (index, group) in groups.enumerated() where group.template == template {
      lines.append(indent + "subgraph \(Self.quoted("cluster_\(index)")) {")
      lines.append(indent + "  label=\(Self.quoted(group.owner.title)); style=rounded; color=gray;")
      for node in members(of: group) { lines.append(indent + "  " + Self.dotNode(node)) }
      lines.append(indent + "}")
    }
    for (index, inner) in templates.enumerated() where inner.parent == template {
      lines.append(indent + "subgraph \(Self.quoted("cluster_t\(index)")) {")
      lines.append(
        indent + "  label=\(Self.quoted(inner.title)); style=\"rounded,dashed\"; color=\"#2563eb\";")
      lines += dotClusters(in: index, groups: groups, indent: indent + "  ")
      lines.append(indent + "}")
    }
    return lines
  }

  private static func dotNode(_ node: Node) -> String {
    let shape: String
    switch node.kind {
    case .input: shape = "shape=box, style=\"rounded,filled\", fillcolor=\"#dbeafe\""
    case .rules: shape = "shape=box, style=filled, fillcolor=\"#f3f4f6\""
    case .debounce, .lookup: shape = "shape=box, style=filled, fillcolor=\"#fef3c7\""
    case .result: shape = "shape=ellipse, style=filled, fillcolor=\"#dcfce7\""
    case .gate: shape = "shape=hexagon, style=filled, fillcolor=\"#ede9fe\""
    case .computed: shape = "shape=parallelogram, style=filled, fillcolor=\"#e0f2fe\""
    case .button: shape = "shape=box, style=\"bold,filled\", fillcolor=\"#fee2e2\""
    case .revision: shape = "shape=box, style=\"rounded,filled\", fillcolor=\"#f3f4f6\""
    case .items: shape = "shape=box3d, style=filled, fillcolor=\"#dbeafe\""
    case .store: shape = "shape=cylinder, style=\"dashed,filled\", fillcolor=\"#e5e7eb\""
    case .action: shape = "shape=box, style=\"dashed,filled\", fillcolor=\"#fee2e2\""
    case nil: shape = "shape=box"
    }
    return "\(quoted(node.id)) [label=\(quoted(lines: shownLines(of: node))), \(shape)];"
  }

  /// A DOT string literal of `lines` (already visible text), one line each.
  private static func quoted(lines: [String]) -> String {
    "\"" + lines.map(escaped).joined(separator: "\\n") + "\""
  }

  /// A DOT string literal of one line.
  private static func quoted(_ text: String) -> String {
    "\"" + escaped(VisibleText.escaped(text)) + "\""
  }

  /// `text` (without line breaks) inside a DOT string literal: quotes and backslashes
  /// escaped, so that no escape of DOT's (`\N`, `\l`) comes from the text.
  private static func escaped(_ text: String) -> String {
    replacing(in: text) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      default: nil
      }
    }
  }
}
