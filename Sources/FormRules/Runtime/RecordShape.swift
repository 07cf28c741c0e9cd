/// How a record of a form with groups nests: what `batch` decodes a JSON record by.
package indirect enum RecordShape: Sendable {
  /// A field: its key in the record, its flat name, and whether it holds integers.
  case field(key: String, flatName: String, integer: Bool)
  /// A group: its key, and its members inside the object it holds.
  case group(key: String, members: [RecordShape])
  /// A repeated group: its key, its flat name, and the shape of each item of the array it
  /// holds.
  case repeated(key: String, flatName: String, item: [RecordShape])

  /// The entry's key in the record.
  package var key: String {
    switch self {
    case .field(let key, _, _), .group(let key, _), .repeated(let key, _, _): key
    }
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
        key: FormCompiler.ownName(field.name), flatName: field.name, integer: field.type == .integer)
    case .group(let name, _, let members):
      return .group(key: FormCompiler.ownName(name), members: members.map { entry(of: $0, in: form) })
    case .repeated(let index):
      let group = form.repeatedGroups[index]
      return .repeated(
        key: FormCompiler.ownName(group.name), flatName: group.name, item: shape(of: group.item))
    }
  }
}
