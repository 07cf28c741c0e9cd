extension StreamGraphDrawing {
  /// A Mermaid flowchart: nodes grouped by the field, button or store they belong to,
  /// left to right, styled by kind; each repeated group's template in a subgraph of its
  /// own; the legend as a node of its own.
  package var mermaid: String {
    var lines = ["flowchart LR"]
    lines += mermaidSubgraphs(in: nil, groups: groups, indent: "  ")
    var outside: [Int] = []
    for (index, edge) in edges.enumerated() {
      let label = edge.label.map { "|\(Self.mermaidText($0))|" } ?? ""
      let arrow: String
      switch edge.style {
      case .triggers: arrow = "-->"
      case .samples: arrow = "-.->"
      case .outside:
        arrow = "-.->"
        outside.append(index)
      }
      lines.append("  \(edge.from) \(arrow)\(label) \(edge.to)")
    }
    let legend = legendLines.map(Self.mermaidText).joined(separator: "<br/>")
    lines.append("  legend[\"\(legend)\"]")
    if !outside.isEmpty {
      lines.append("  linkStyle \(outside.map(String.init).joined(separator: ",")) stroke:#6b7280")
    }
    for (kind, style) in Self.mermaidStyles {
      let members = nodes.filter { $0.kind == kind }.map(\.id)
      guard !members.isEmpty else { continue }
      lines.append("  classDef \(kind.rawValue) \(style)")
      lines.append("  class \(members.joined(separator: ",")) \(kind.rawValue)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines of the nodes in `template` (nil: the form's own graph): loose nodes, a
  /// subgraph per group, then a subgraph per template inside it.
  private func mermaidSubgraphs(in template: Int?, groups: [Group], indent: String) -> [String] {
    var lines = loose(in: template).map { indent + Self.mermaidNode($0) }
    for (index, group) in groups.enumerated() where group.template == template {
      lines.append(indent + "subgraph g\(index) [\"\(Self.mermaidText(group.owner.title))\"]")
      for node in members(of: group) { lines.append(indent + "  " + Self.mermaidNode(node)) }
      lines.append(indent + "end")
    }
    for (index, inner) in templates.enumerated() where inner.parent == template {
      lines.append(indent + "subgraph t\(index) [\"\(Self.mermaidText(inner.title))\"]")
      lines += mermaidSubgraphs(in: index, groups: groups, indent: indent + "  ")
      lines.append(indent + "end")
      lines.append(indent + "style t\(index) stroke:#2563eb,stroke-dasharray:4 4")
    }
    return lines
  }

  /// How each kind of node is filled and outlined.
  private static let mermaidStyles: [(Kind, String)] = [
    (.input, "fill:#dbeafe"), (.rules, "fill:#f3f4f6"), (.debounce, "fill:#fef3c7"),
    (.lookup, "fill:#fef3c7"),
    (.result, "fill:#dcfce7"), (.gate, "fill:#ede9fe"), (.computed, "fill:#e0f2fe"),
    (.button, "fill:#fee2e2,stroke-width:2px"),
    (.revision, "fill:#f3f4f6"), (.items, "fill:#dbeafe,stroke-width:2px"),
    (.store, "fill:#e5e7eb,stroke-dasharray:4 4"),
    (.action, "fill:#fee2e2,stroke-dasharray:4 4"),
  ]

  private static func mermaidNode(_ node: Node) -> String {
    let text = "\"" + shownLines(of: node).map(mermaidText).joined(separator: "<br/>") + "\""
    switch node.kind {
    case .input, .revision: return "\(node.id)([\(text)])"
    case .store: return "\(node.id)[(\(text))]"
    case .gate: return "\(node.id){{\(text)}}"
    case .result: return "\(node.id)((\(text)))"
    case .computed: return "\(node.id)[/\(text)/]"
    case .items: return "\(node.id)[[\(text)]]"
    case .rules, .debounce, .lookup, .button, .action, nil: return "\(node.id)[\(text)]"
    }
  }

  /// `text` (without line breaks) safe inside Mermaid quotes: what Mermaid would read as
  /// markup, an entity or the end of the text written as an entity (`#quot;`).
  private static func mermaidText(_ text: String) -> String {
    replacing(in: text) { scalar in
      switch scalar {
      case "#": "#35;"
      case "\"": "#quot;"
      case "|": "#124;"
      case "<": "#lt;"
      case ">": "#gt;"
      case "&": "#38;"
      case "`": "#96;"
      default: nil
      }
    }
  }
}
