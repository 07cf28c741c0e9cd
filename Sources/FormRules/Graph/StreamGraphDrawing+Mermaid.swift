extension StreamGraphDrawing {
  /// A Mermaid flowchart: nodes grouped by the field, button or store they belong to,
  /// left to right, styled by kind; the legend as a node of its own.
  package var mermaid: String {
    var lines = ["flowchart LR"]
    for node in nodes where node.owner == nil { lines.append("  " + Self.mermaidNode(node)) }
    for (index, group) in groups.enumerated() {
      lines.append("  subgraph g\(index) [\"\(Self.mermaidText(group.title))\"]")
      for node in nodes where node.owner == group { lines.append("    " + Self.mermaidNode(node)) }
      lines.append("  end")
    }
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
    let legend = Self.legend.map(Self.mermaidText).joined(separator: "<br/>")
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

  /// How each kind of node is filled and outlined.
  private static let mermaidStyles: [(Kind, String)] = [
    (.input, "fill:#dbeafe"), (.rules, "fill:#f3f4f6"), (.debounce, "fill:#fef3c7"),
    (.lookup, "fill:#fef3c7"),
    (.result, "fill:#dcfce7"), (.gate, "fill:#ede9fe"), (.computed, "fill:#e0f2fe"),
    (.button, "fill:#fee2e2,stroke-width:2px"),
    (.revision, "fill:#f3f4f6"), (.store, "fill:#e5e7eb,stroke-dasharray:4 4"),
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
