import FormRules

/// What a form's routes need of its layout besides the session: each repeated group's
/// bounds, by pattern (`lines`, `lines[].parts`).
struct PageLayout: Sendable {
  private var bounds: [String: (minimum: Int, maximum: Int)] = [:]

  /// The layout of `spec`.
  init(spec: FormSpec) {
    collect(spec.presentation, prefix: "")
  }

  private mutating func collect(_ entries: [PresentedEntry], prefix: String) {
    for entry in entries {
      switch entry {
      case .field: break
      case .group(_, _, let members): collect(members, prefix: prefix)
      case .repeated(let name, _, let minimum, let maximum, let item):
        bounds[prefix + name] = (minimum, maximum)
        collect(item, prefix: prefix + name + "[].")
      }
    }
  }

  /// The fewest and most items of the repeated group at `path` (`lines`, `lines[2].parts`),
  /// if there is one.
  func bounds(ofGroup path: String) -> (minimum: Int, maximum: Int)? {
    bounds[RecordShape.pattern(of: path)]
  }
}
