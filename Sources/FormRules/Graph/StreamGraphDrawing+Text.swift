extension StreamGraphDrawing {
  /// What a drawing's legend says, one line each.
  static let legend = [
    "plain arrow: the target recomputes when the source emits",
    "'sampled': the target reads the source, whose emissions do not recompute it",
    "grey arrow, dashed outline: a store or a button's action, outside the stream graph",
    "[operator]: the kind of stream node",
  ]

  /// The groups nodes belong to, in the order their first node appears.
  var groups: [Owner] {
    var groups: [Owner] = []
    for node in nodes {
      if let owner = node.owner, !groups.contains(owner) { groups.append(owner) }
    }
    return groups
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
