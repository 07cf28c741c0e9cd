/// One entry of a form as a page lays it out, in spec order and in the spec's locale: a
/// field with what its input needs, a group with its members, or a repeated group with
/// the layout of each item (``FormSpec/presentation``). Names are paths within the form
/// whose entries they are (`customer.email`; an item's `sku`, which a page puts after
/// the item's path: `lines[2].sku`).
package indirect enum PresentedEntry: Sendable, Equatable {
  /// An input field.
  case field(Field)
  /// A group: its path, its label and its members.
  case group(name: String, label: String, members: [PresentedEntry])
  /// A repeated group: its path, its label, the fewest and most items, and each item's
  /// entries.
  case repeated(name: String, label: String, minimum: Int, maximum: Int, item: [PresentedEntry])

  /// What an input of a field needs.
  package struct Field: Sendable, Equatable {
    /// Its path in the form (`username`, `customer.email`).
    package let name: String
    /// Its label.
    package let label: String
    /// Its value's type.
    package let type: ValueType
    /// Whether its value must never be shown.
    package let isSecret: Bool
    /// Whether empty counts as valid.
    package let isOptional: Bool
    /// Whether a rule requires an email address (`format: email`).
    package let isEmail: Bool
  }
}

extension FormSpec {
  /// The form's entries as a page lays them out: every input field, groups with their
  /// members, repeated groups with their items' layout; labels in the spec's locale
  /// (``localized(to:)``; a ``Form``'s ``Form/spec`` is in its session's).
  package var presentation: [PresentedEntry] { Self.presentation(of: compiled) }

  /// The labels of the `lists:`, in spec order, by name.
  package var listLabels: [String] { compiled.lists.map(\.label) }

  private static func presentation(of form: CompiledForm) -> [PresentedEntry] {
    guard form.hasGroups else {
      return form.fields.filter(\.role.isInput).map { .field(presented($0)) }
    }
    return form.layout.map { entry(of: $0, in: form) }
  }

  private static func entry(of layout: LayoutEntry, in form: CompiledForm) -> PresentedEntry {
    switch layout {
    case .field(let index):
      return .field(presented(form.fields[index]))
    case .group(let name, let labels, let members):
      return .group(
        name: name, label: labels.value(in: form.locale), members: members.map { entry(of: $0, in: form) })
    case .repeated(let index):
      let group = form.repeatedGroups[index]
      return .repeated(
        name: group.name, label: form.fields[group.field].label, minimum: group.minimum,
        maximum: group.maximum, item: presentation(of: group.item))
    }
  }

  private static func presented(_ field: CompiledField) -> PresentedEntry.Field {
    let isEmail = field.checks.contains {
      if case .format(let rule) = $0.kind { rule.format == .email } else { false }
    }
    return PresentedEntry.Field(
      name: field.name, label: field.label, type: field.type, isSecret: field.secret,
      isOptional: field.optional,
      isEmail: isEmail)
  }
}
