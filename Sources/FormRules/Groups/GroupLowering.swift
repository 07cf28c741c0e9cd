/// Flattens a spec with groups into forms a session runs: one for the top level and one
/// per repeated group (its item's form, compiled once and run per item).
///
/// A group's fields join the form of the level they are in, named by their path
/// (`address.city`). A repeated group becomes one field of that form (its count and
/// status, ``FieldRole/repeatedGroup(_:)``) and a form of its own for its items. Names
/// that expressions resolved (``PathResolver``) decide what else a form gets: a field per
/// aggregate it reads (`sum(lines.amount)`), and in an item's form a mirror per field of
/// the enclosing form it reads (`^country`). The names of the flat forms are exactly
/// those the resolver writes, so every compiler pass runs on them unchanged.
enum GroupLowering {
  /// Lowers `definition` (whose ``FormDefinition/names`` say it has groups).
  static func lower(_ definition: FormDefinition) -> LoweredForm {
    var lowered = level(definition, fields: definition.fields, computed: definition.computed)
    addReadFields(to: &lowered, enclosing: nil)
    return lowered
  }

  /// The form of one level (the top, or an item) before the fields its expressions read
  /// are added: `fields` and `computed` flattened, each repeated group lowered in turn.
  private static func level(
    _ definition: FormDefinition, fields: [FieldDefinition], computed: [ComputedDefinition]
  ) -> LoweredForm {
    var lowered = LoweredForm(definition: definition)
    lowered.definition.fields = []
    lowered.definition.computed = []
    lowered.layout = flatten(fields, computed: computed, prefix: [], into: &lowered)
    return lowered
  }

  /// Adds `fields` (and `computed`) under the path `prefix` to `lowered`; returns their layout.
  private static func flatten(
    _ fields: [FieldDefinition], computed: [ComputedDefinition], prefix: [String],
    into lowered: inout LoweredForm
  ) -> [LoweredForm.Entry] {
    var layout: [LoweredForm.Entry] = []
    for field in fields {
      let name = (prefix + [field.name.value]).joined(separator: ".")
      var flat = field
      flat.name.value = name
      guard let group = field.group else {
        lowered.definition.fields.append(flat)
        layout.append(.field(name))
        continue
      }
      flat.group = nil
      guard group.repeatBounds != nil else {
        let members = flatten(
          group.fields, computed: group.computed, prefix: prefix + [field.name.value], into: &lowered)
        layout.append(.group(name: name, label: field.label, members: members))
        continue
      }
      var item = level(lowered.definition, fields: group.fields, computed: group.computed)
      item.definition.buttons = []
      item.definition.examples = []
      item.definition.lists = []
      flat.role = .repeatedGroup(lowered.repeated.count)
      flat.type = .integer
      flat.optional = false
      lowered.definition.fields.append(flat)
      lowered.repeated.append(LoweredForm.Repeated(field: field, flatName: name, item: item))
      layout.append(.repeated(name))
    }
    for value in computed {
      var flat = value
      flat.name.value = (prefix + [value.name.value]).joined(separator: ".")
      lowered.definition.computed.append(flat)
    }
    return layout
  }

  /// Adds to `lowered` (and, first, to its items' forms, recursively) a field for each
  /// aggregate its expressions read and, in an item's form, a mirror for each field of
  /// `enclosing` they read. Returns the names of the enclosing form's fields it mirrors.
  @discardableResult
  private static func addReadFields(to lowered: inout LoweredForm, enclosing: LoweredForm?) -> Set<String> {
    var requested: Set<String> = []
    // What the items read of this level comes first: a mirror they read through may be
    // one this level needs too (`^^country` in an item of an item).
    var read: [FieldReference] = []
    for index in lowered.repeated.indices {
      var item = lowered.repeated[index].item
      let wanted = addReadFields(to: &item, enclosing: lowered)
      lowered.repeated[index].item = item
      let location = lowered.repeated[index].field.name.location
      read += wanted.sorted().map { FieldReference(field: $0, property: .value, location: location) }
    }
    let names = Set(lowered.definition.fields.map(\.name.value))
    for reference in read + references(in: lowered.definition) where !names.contains(reference.field) {
      if let (function, column) = AggregateFunction.split(reference.field),
        let group = lowered.repeated.firstIndex(where: { column.hasPrefix($0.flatName + ".") }),
        !lowered.definition.fields.contains(where: { $0.name.value == reference.field })
      {
        let read = columnReference(
          String(column.dropFirst(lowered.repeated[group].flatName.count + 1)), at: reference)
        export(read, from: &lowered.repeated[group].item)
        lowered.definition.fields.append(
          pseudoField(
            reference.field, at: reference.location, type: function.valueType,
            role: .aggregate(group: group, function: function, column: read)))
      } else if reference.field.hasPrefix("^"), let enclosing,
        !lowered.definition.fields.contains(where: { $0.name.value == reference.field })
      {
        let target = String(reference.field.dropFirst())
        let source = enclosing.definition.fields.first { $0.name.value == target }
        guard source != nil || target.hasPrefix("^") else { continue }
        var mirror = pseudoField(
          reference.field, at: reference.location, type: source?.type ?? .text, role: .mirror(target))
        mirror.optional = source?.optional ?? false
        lowered.definition.fields.append(mirror)
        requested.insert(target)
      }
    }
    return requested
  }

  /// The name of the computed value through which an item's form exports `column` to
  /// the aggregates over it.
  static func exportName(of column: FieldReference) -> String { "#\(column)" }

  /// Whether `name` is one ``exportName(of:)`` makes, not the name of a computed value the
  /// spec declares.
  static func isExportName(_ name: String) -> Bool { name.hasPrefix("#") }

  /// Adds to `item` the computed value exporting `column` (once), unless the column is
  /// a computed value of the item already, which the aggregate then reads itself.
  private static func export(_ column: FieldReference, from item: inout LoweredForm) {
    let name = exportName(of: column)
    guard !item.definition.computed.contains(where: { $0.name.value == name || isComputed(column, $0) })
    else {
      return
    }
    item.definition.computed.append(
      ComputedDefinition(
        name: Located(value: name, location: column.location),
        source: Located(value: column.description, location: column.location),
        expression: Expression(node: .reference(column), location: column.location)))
  }

  /// Whether `column` is the computed value `value`'s own value.
  static func isComputed(_ column: FieldReference, _ value: ComputedDefinition) -> Bool {
    column.property == .value && value.name.value == column.field
  }

  /// The column an aggregate reads, as a reference in the item's form: `amount`, or
  /// `quantity.valid`.
  private static func columnReference(_ column: String, at reference: FieldReference) -> FieldReference {
    var segments = column.split(separator: ".").map(String.init)
    var property = FieldProperty.value
    if segments.count > 1, let last = segments.last.flatMap(FieldProperty.init(rawValue:)) {
      property = last
      segments.removeLast()
    }
    return FieldReference(
      field: segments.joined(separator: "."), property: property, location: reference.location)
  }

  /// A field the session fills in itself (no rules, no conditions).
  private static func pseudoField(
    _ name: String, at location: SourceLocation, type: ValueType, role: FieldRole
  ) -> FieldDefinition {
    var field = FieldDefinition(
      name: Located(value: name, location: location), label: nil, secret: false, optional: true,
      enabledWhen: nil, debounce: nil, rules: [], okMessage: nil)
    field.type = type
    field.role = role
    return field
  }

  /// Every reference the expressions of `definition` make: rules, conditions (parsed
  /// here with their field's scope, as ``ConditionPass`` will parse them again), computed
  /// values and buttons.
  private static func references(in definition: FormDefinition) -> [FieldReference] {
    var found: [FieldReference] = []
    func add(_ source: Located<String>?, scope: [String]) {
      guard let source, let names = definition.names else { return }
      let (parsed, _) = ExpressionParser.parse(source, resolver: PathResolver(names: names, scope: scope))
      parsed?.forEachReference { found.append($0) }
    }
    for field in definition.fields {
      for rule in field.rules {
        if case .holds(let holds) = rule.kind { holds.expression.forEachReference { found.append($0) } }
      }
      add(field.enabledWhen, scope: field.scope)
      add(field.requiredWhen, scope: field.scope)
      add(field.visibleWhen, scope: field.scope)
    }
    for value in definition.computed { value.expression?.forEachReference { found.append($0) } }
    for button in definition.buttons { add(button.enabledWhen, scope: []) }
    return found
  }
}
