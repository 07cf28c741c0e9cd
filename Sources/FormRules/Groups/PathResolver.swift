/// Resolves the names an expression reads, as the parser meets them, into the names of
/// the flat form that runs it (``GroupLowering``).
///
/// Inside a group a bare name is a sibling first, then a name of each enclosing level in
/// turn; `form.NAME` starts at the top level; `address.city` walks into groups. A name
/// inside the same repeated group's item is written relative to the item (`sku`); one
/// outside it gets a `^` per item boundary crossed (`^country`), which the item reads
/// through a mirror of the enclosing form's field. `GROUP.valid` of a group is every
/// field inside valid; `LINES.count` and `LINES.valid` read the repeated group's own
/// field; `sum(lines.amount)` names the aggregate over a repeated group's column.
/// Anything that resolves to nothing is left as written, for the reference checks to
/// report with a suggestion.
struct PathResolver: Sendable {
  /// The spec's names.
  let names: NameTree
  /// The groups around the expression, from the top level.
  let scope: [String]
  /// The name of every group (``NameTree/groupNames``), after which a path goes on.
  let groupNames: Set<String>

  /// A resolver for expressions written inside the groups `scope` (from the top level).
  init(names: NameTree, scope: [String]) {
    self.names = names
    self.scope = scope
    groupNames = names.groupNames
  }

  /// The expression to read for `reference`.
  func resolve(_ reference: FieldReference) -> Expression {
    let unchanged = Expression(node: .reference(reference), location: reference.location)
    if let (function, column) = AggregateFunction.split(reference.field) {
      guard let name = aggregateName(function, column: column) else { return unchanged }
      return read(name, .value, at: reference.location)
    }
    guard let target = locate(reference.field.split(separator: ".").map(String.init)) else {
      return unchanged
    }
    switch (target.entry, target.rest) {
    case (.field, []), (.computed, []):
      return read(name(of: target.path, from: scope), reference.property, at: reference.location)
    case (.repeated, []):
      return read(name(of: target.path, from: scope), reference.property, at: reference.location)
    case (.repeated, ["count"]) where reference.property == .value:
      return read(name(of: target.path, from: scope), .value, at: reference.location)
    case (.group(let inner), []) where reference.property == .valid:
      let operands = validity(of: inner, at: target.path, location: reference.location)
      switch operands.count {
      case 0: return Expression(node: .literal(.bool(true)), location: reference.location)
      case 1: return operands[0]
      default: return Expression(node: .and(operands), location: reference.location)
      }
    default:
      return unchanged
    }
  }

  /// The flat name of the field `name` names (a rule's argument such as `equals:`), or
  /// `name` itself when it names no field.
  func resolvedName(_ name: Located<String>) -> Located<String> {
    let reference = FieldReference(field: name.value, property: .value, location: name.location)
    guard case .reference(let resolved) = resolve(reference).node else { return name }
    return Located(value: resolved.field, location: name.location)
  }

  /// A reference to `name`'s `property`.
  private func read(_ name: String, _ property: FieldProperty, at location: SourceLocation) -> Expression {
    Expression(
      node: .reference(FieldReference(field: name, property: property, location: location)),
      location: location)
  }

  /// `.valid` of every field and repeated group inside the group at `path`, nested groups
  /// included.
  private func validity(of group: NameTree.Scope, at path: [String], location: SourceLocation) -> [Expression]
  {
    group.entries.keys.sorted().flatMap { member -> [Expression] in
      switch group.entries[member] {
      case .field, .repeated: [read(name(of: path + [member], from: scope), .valid, at: location)]
      case .group(let inner): validity(of: inner, at: path + [member], location: location)
      case .computed, nil: []
      }
    }
  }

  /// What a path names: the declared entry, its path from the top level, and the
  /// segments left after it (`count` after a repeated group).
  private func locate(_ segments: [String]) -> (entry: NameTree.Entry, path: [String], rest: [String])? {
    guard let first = segments.first else { return nil }
    var start: [String]
    var walked = segments[...]
    if first == "form", segments.count > 1, names.root.entries["form"] == nil {
      start = []
      walked = segments.dropFirst()
    } else {
      guard
        let level = stride(from: scope.count, through: 0, by: -1).first(where: {
          names.scope(at: Array(scope.prefix($0)))?.entries[first] != nil
        })
      else { return nil }
      start = Array(scope.prefix(level))
    }
    guard var current = names.scope(at: start) else { return nil }
    var path = start
    while let segment = walked.first {
      guard let entry = current.entries[segment] else { return nil }
      path.append(segment)
      walked = walked.dropFirst()
      switch entry {
      case .field, .computed, .repeated: return (entry, path, Array(walked))
      case .group(let inner):
        if walked.isEmpty { return (entry, path, []) }
        current = inner
      }
    }
    return nil
  }

  /// The flat name of `function` over `column` (`lines.amount`, `lines.quantity.valid`),
  /// or nil when the column is not a field or computed value inside a repeated group of
  /// the current item (or the top level).
  private func aggregateName(_ function: AggregateFunction, column: String) -> String? {
    var segments = column.split(separator: ".").map(String.init)
    var property = FieldProperty.value
    if segments.count > 2, let last = segments.last.flatMap(FieldProperty.init(rawValue:)) {
      property = last
      segments.removeLast()
    }
    guard let group = locate(segments), case .repeated(var inner) = group.entry, !group.rest.isEmpty else {
      return nil
    }
    var rest = group.rest[...]
    while let segment = rest.first {
      rest = rest.dropFirst()
      switch inner.entries[segment] {
      case .field, .computed:
        guard rest.isEmpty else { return nil }
      case .group(let deeper):
        guard !rest.isEmpty else { return nil }
        inner = deeper
      case .repeated, nil:
        return nil
      }
    }
    let groupName = name(of: group.path, from: scope)
    guard !groupName.hasPrefix("^") else { return nil }
    let columnName = group.rest.joined(separator: ".") + (property == .value ? "" : ".\(property.rawValue)")
    return "\(function.rawValue)(\(groupName).\(columnName))"
  }

  /// The name of what `path` (from the top level) declares, as the flat form of the item
  /// `scope` is in reads it: relative to that item, with a `^` per item boundary crossed.
  func name(of path: [String], from scope: [String]) -> String {
    let item = itemDepth(of: scope)
    if item == 0 { return path.joined(separator: ".") }
    if path.count > item, Array(path.prefix(item)) == Array(scope.prefix(item)) {
      return path.dropFirst(item).joined(separator: ".")
    }
    return "^" + name(of: path, from: Array(scope.prefix(item - 1)))
  }

  /// How many of `scope`'s groups lead to the innermost repeated group's item (0 at the
  /// top level's flat form).
  private func itemDepth(of scope: [String]) -> Int {
    var depth = 0
    for length in stride(from: scope.count, to: 0, by: -1) {
      let parent = names.scope(at: Array(scope.prefix(length - 1)))
      if case .repeated = parent?.entries[scope[length - 1]] {
        depth = length
        break
      }
    }
    return depth
  }
}
