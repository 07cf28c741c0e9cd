/// How a record of a form with groups nests: what `batch` decodes a JSON record by.
package indirect enum RecordShape: Sendable {
  /// A field: its key in the record, its flat name, whether it holds integers, and
  /// whether it is secret.
  case field(key: String, flatName: String, integer: Bool, secret: Bool)
  /// A group: its key, and its members inside the object it holds.
  case group(key: String, members: [RecordShape])
  /// A repeated group: its key, its flat name, and the shape of each item of the array it
  /// holds.
  case repeated(key: String, flatName: String, item: [RecordShape])

  /// The entry's key in the record.
  package var key: String {
    switch self {
    case .field(let key, _, _, _), .group(let key, _), .repeated(let key, _, _): key
    }
  }

  /// Every field's path with `[]` where an item's number goes (`phones[].number`), and
  /// whether it is secret, in spec order.
  package static func patterns(of shape: [RecordShape], prefix: String = "") -> [(path: String, secret: Bool)]
  {
    shape.flatMap { entry -> [(path: String, secret: Bool)] in
      switch entry {
      case .field(let key, _, _, let secret): [(prefix + key, secret)]
      case .group(let key, let members): patterns(of: members, prefix: prefix + key + ".")
      case .repeated(let key, _, let item): patterns(of: item, prefix: prefix + key + "[].")
      }
    }
  }

  /// The path of the repeated group an item's path is in (`phones` of `phones[2]`), or
  /// `path` itself when it names no item.
  package static func groupPath(of path: String) -> String {
    guard path.hasSuffix("]"), let open = path.lastIndex(of: "[") else { return path }
    return String(path[..<open])
  }

  /// `path` with each item number replaced by `[]` (`phones[2].number` → `phones[].number`).
  package static func pattern(of path: String) -> String {
    var result = ""
    var skipping = false
    for character in path {
      if skipping {
        if character == "]" {
          skipping = false
          result.append("]")
        }
        continue
      }
      result.append(character)
      if character == "[" { skipping = true }
    }
    return result
  }

  /// The shape of `form`'s records.
  static func shape(of form: CompiledForm) -> [RecordShape] {
    form.layout.map { entry(of: $0, in: form) }
  }

  private static func entry(of layout: LayoutEntry, in form: CompiledForm) -> RecordShape {
    switch layout {
    case .field(let index):
      let field = form.fields[index]
      return .field(
        key: FormCompiler.ownName(field.name), flatName: field.name, integer: field.type == .integer,
        secret: field.secret)
    case .group(let name, _, let members):
      return .group(key: FormCompiler.ownName(name), members: members.map { entry(of: $0, in: form) })
    case .repeated(let index):
      let group = form.repeatedGroups[index]
      return .repeated(
        key: FormCompiler.ownName(group.name), flatName: group.name, item: shape(of: group.item))
    }
  }
}
