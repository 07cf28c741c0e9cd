extension GraphDescription {
  /// Graphviz DOT: fields as clusters, left to right, ranked across clusters (`newrank`) so
  /// that every edge points forward; control edges dashed.
  package var dot: String {
    var lines = [
      "digraph \(Self.quoted(name)) {", "  rankdir=LR;", "  newrank=true;",
      "  node [fontname=\"Helvetica\", fontsize=11];", "  edge [fontname=\"Helvetica\"];",
    ]
    var groups: [String] = []
    for node in nodes where node.group != nil && !groups.contains(node.group ?? "") {
      groups.append(node.group ?? "")
    }
    for node in nodes where node.group == nil { lines.append("  " + dotNode(node)) }
    for group in groups {
      lines.append("  subgraph \(Self.quoted("cluster_" + group)) {")
      lines.append("    label=\(Self.quoted(group)); style=rounded; color=gray;")
      for node in nodes where node.group == group { lines.append("    " + dotNode(node)) }
      lines.append("  }")
    }
    for edge in edges {
      var attributes = edge.label.map { ["label=\(Self.quoted($0))", "fontsize=9"] } ?? []
      if edge.isControl { attributes += ["style=dashed", "color=\"#7c3aed\""] }
      let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to))\(list);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Mermaid flowchart: fields as subgraphs, left to right.
  package var mermaid: String {
    var lines = ["flowchart LR"]
    var groups: [String] = []
    for node in nodes where node.group != nil && !groups.contains(node.group ?? "") {
      groups.append(node.group ?? "")
    }
    for node in nodes where node.group == nil { lines.append("  " + mermaidNode(node)) }
    for group in groups {
      lines.append("  subgraph \(group)")
      for node in nodes where node.group == group { lines.append("    " + mermaidNode(node)) }
      lines.append("  end")
    }
    for edge in edges {
      let label = edge.label.map { "|\(Self.mermaidText($0))|" } ?? ""
      lines.append("  \(edge.from) \(edge.isControl ? "-.->" : "-->")\(label) \(edge.to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func dotNode(_ node: Node) -> String {
    let shape: String
    switch node.kind {
    case .source: shape = "shape=box, style=\"rounded,filled\", fillcolor=\"#dbeafe\""
    case .rules: shape = "shape=box, style=filled, fillcolor=\"#f3f4f6\""
    case .debounce, .lookup: shape = "shape=box, style=\"dashed,filled\", fillcolor=\"#fef3c7\""
    case .result: shape = "shape=ellipse, style=filled, fillcolor=\"#dcfce7\""
    case .gate: shape = "shape=hexagon, style=filled, fillcolor=\"#ede9fe\""
    case .button, .action: shape = "shape=box, style=\"bold,filled\", fillcolor=\"#fee2e2\""
    case .store: shape = "shape=cylinder, style=filled, fillcolor=\"#e5e7eb\""
    }
    return "\(Self.quoted(node.id)) [label=\(Self.quoted(node.label)), \(shape)];"
  }

  private func mermaidNode(_ node: Node) -> String {
    let text = "\"" + Self.mermaidText(node.label).replacingNewlines(with: "<br/>") + "\""
    switch node.kind {
    case .source: return "\(node.id)([\(text)])"
    case .store: return "\(node.id)[(\(text))]"
    case .gate: return "\(node.id){{\(text)}}"
    case .result: return "\(node.id)((\(text)))"
    default: return "\(node.id)[\(text)]"
    }
  }

  /// A DOT string literal.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Text safe inside Mermaid quotes.
  private static func mermaidText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "#quot;"
      case "|": result += "#124;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension String {
  fileprivate func replacingNewlines(with separator: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
  }
}
