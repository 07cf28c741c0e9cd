/// The names a spec declares, group by group, read from the YAML before the fields are
/// decoded, so that expressions can resolve paths (`address.city`, `phones.count`,
/// `form.country`) as they are parsed, whatever order the spec lists things in.
struct NameTree: Sendable, Equatable {
  /// What one name declares.
  indirect enum Entry: Sendable, Equatable {
    /// A field with a value.
    case field
    /// A `computed:` value.
    case computed
    /// A group of fields (`fields:` inside a field).
    case group(Scope)
    /// A repeated group (`repeat:` beside `fields:`).
    case repeated(Scope)
  }

  /// The names declared at one level: the form's top level or a group's `fields:` and
  /// `computed:`.
  struct Scope: Sendable, Equatable {
    /// Each name and what it declares.
    var entries: [String: Entry] = [:]
  }

  /// The top level.
  var root = Scope()

  /// The name of every group at any depth (the parser lets paths continue after them).
  var groupNames: Set<String> {
    var names: Set<String> = []
    func collect(_ scope: Scope) {
      for (name, entry) in scope.entries {
        switch entry {
        case .field, .computed: break
        case .group(let inner), .repeated(let inner):
          names.insert(name)
          collect(inner)
        }
      }
    }
    collect(root)
    return names
  }

  /// Whether the spec declares any group.
  var hasGroups: Bool { !groupNames.isEmpty }

  /// The scope reached by following `path` (group names) from the top level.
  func scope(at path: [String]) -> Scope? {
    var scope = root
    for name in path {
      switch scope.entries[name] {
      case .group(let inner), .repeated(let inner): scope = inner
      case .field, .computed, nil: return nil
      }
    }
    return scope
  }

  /// Whether `path` names a field inside an item (`lines[2].sku`,
  /// `orders[1].shipping.address.city`): each repeated group on the way numbered, and a
  /// field at the end.
  func namesItemField(_ path: String) -> Bool {
    guard let steps = FieldPath(path)?.steps, steps.contains(where: { $0.item != nil }) else { return false }
    var scope = root
    for (position, step) in steps.enumerated() {
      let names = step.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      for (offset, name) in names.enumerated() {
        let isLast = position == steps.count - 1 && offset == names.count - 1
        switch scope.entries[name] {
        case .field: return isLast && step.item == nil
        case .group(let inner):
          guard offset < names.count - 1 else { return false }
          scope = inner
        case .repeated(let inner):
          guard offset == names.count - 1, step.item != nil, !isLast else { return false }
          scope = inner
        case .computed, nil:
          return false
        }
      }
    }
    return false
  }

  /// Reads the names under `fields:` and `computed:` of the mapping `node` (the spec's
  /// top level, or a group), recursively; anything malformed is skipped (the decoder
  /// reports it).
  static func scan(_ node: YAMLNode) -> Scope {
    var scope = Scope()
    guard case .mapping(let pairs) = node.content else { return scope }
    for pair in pairs {
      switch pair.key.scalarText {
      case "fields":
        guard case .mapping(let fields) = pair.value.content else { continue }
        for field in fields {
          guard let name = field.key.scalarText else { continue }
          scope.entries[name] = entry(for: field.value)
        }
      case "computed":
        guard case .mapping(let values) = pair.value.content else { continue }
        for value in values {
          guard let name = value.key.scalarText, scope.entries[name] == nil else { continue }
          scope.entries[name] = .computed
        }
      default:
        continue
      }
    }
    return scope
  }

  /// What the field whose value is `node` declares.
  private static func entry(for node: YAMLNode) -> Entry {
    guard case .mapping(let pairs) = node.content,
      pairs.contains(where: { $0.key.scalarText == "fields" })
    else { return .field }
    let inner = scan(node)
    return pairs.contains(where: { $0.key.scalarText == "repeat" }) ? .repeated(inner) : .group(inner)
  }
}
