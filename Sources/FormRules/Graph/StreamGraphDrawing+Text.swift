extension StreamGraphDrawing {
  /// What every drawing's legend says, one line each.
  static let legend = [
    "plain arrow: the target recomputes when the source emits",
    "'sampled': the target reads the source, whose emissions do not recompute it",
    "grey arrow, dashed outline: a store or a button's action, outside the stream graph",
    "[operator]: the kind of stream node",
  ]

  /// What the legend says of templates, in a drawing that has them.
  static let templateLegend =
    "blue dashed box: a repeated group's item, drawn once; each item runs a copy, joined to the group's node"

  /// This drawing's legend, one line each.
  var legendLines: [String] { Self.legend + (templates.isEmpty ? [] : [Self.templateLegend]) }

  /// A box of nodes drawn together: those of one field, button or store, in the form's
  /// own graph or in one template.
  struct Group: Equatable {
    /// The template it is in; nil for the form's own graph.
    let template: Int?
    /// What its nodes belong to.
    let owner: Owner
  }

  /// The groups nodes belong to, in the order their first node appears.
  var groups: [Group] {
    var groups: [Group] = []
    for node in nodes {
      guard let owner = node.owner else { continue }
      let group = Group(template: node.template, owner: owner)
      if !groups.contains(group) { groups.append(group) }
    }
    return groups
  }

  /// The nodes of `group`.
  func members(of group: Group) -> [Node] {
    nodes.filter { $0.owner == group.owner && $0.template == group.template }
  }

  /// The nodes in `template` (nil: the form's own graph) that belong to no group.
  func loose(in template: Int?) -> [Node] {
    nodes.filter { $0.owner == nil && $0.template == template }
  }

  /// The lines `node` shows — its own, then its operator — with control characters and
  /// bidi overrides (spec text is untrusted) made visible escapes, so that a line break
  /// in a label shows as `\n` rather than breaking the line.
  static func shownLines(of node: Node) -> [String] {
    (node.lines + (node.operatorName.map { ["[\($0)]"] } ?? [])).map { VisibleText.escaped($0) }
  }

  /// `text` with every scalar for which `replacement` gives a string replaced by it.
  static func replacing(in text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        result += replaced
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
