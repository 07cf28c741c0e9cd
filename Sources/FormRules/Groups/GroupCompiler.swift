/// Compiles a spec with groups, flattened (``GroupLowering``): each level's form, and
/// each repeated group with its items' form and what connects them.
struct GroupCompiler {
  /// Compiles each flat form.
  let compiler: FormCompiler
  /// Where list files are read from.
  let baseDirectory: String

  /// The compiled top level (nil when an error leaves nothing to analyse) and every
  /// diagnostic, each once (the items' forms see the same stores as the top level).
  func compile(_ lowered: LoweredForm) -> (AnalysableForm?, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let form = level(lowered, diagnostics: &diagnostics)
    var seen: Set<String> = []
    let unique = diagnostics.filter { seen.insert("\($0.code)|\($0.location)|\($0.message)").inserted }
    return (form, unique)
  }

  /// One level's compiled form, its repeated groups included.
  private func level(_ lowered: LoweredForm, diagnostics: inout [Diagnostic]) -> AnalysableForm? {
    let (compiled, found) = compiler.compileFlat(lowered.definition, baseDirectory: baseDirectory)
    diagnostics += found
    guard var analysable = compiled else { return nil }
    let form = analysable.form
    var groups: [CompiledRepeatedGroup] = []
    for (index, repeated) in lowered.repeated.enumerated() {
      guard let item = level(repeated.item, diagnostics: &diagnostics)?.form,
        let group = group(repeated, index: index, item: item, in: form, diagnostics: &diagnostics)
      else { return nil }
      groups.append(group)
    }
    analysable.form.repeatedGroups = groups
    if !groups.isEmpty, Self.initialItems(of: lowered) > SpecLimits.mostInitialItems {
      reportInitialItems(lowered, diagnostics: &diagnostics)
      return nil
    }
    analysable.form.layout = lowered.layout.map { layout($0, in: form) }
    (analysable.form.recordSlots, analysable.form.recordLists) = Self.recordOrder(of: analysable.form.layout)
    analysable.form.groupKeys = Self.groupKeys(of: analysable.form.layout)
    return analysable
  }

  /// The compiled repeated group `repeated` of `form`, whose items run `item`.
  private func group(
    _ repeated: LoweredForm.Repeated, index groupIndex: Int, item: CompiledForm, in form: CompiledForm,
    diagnostics: inout [Diagnostic]
  ) -> CompiledRepeatedGroup? {
    guard let field = form.fieldIndex[repeated.flatName], let bounds = repeated.field.group?.repeatBounds
    else { return nil }
    let locale = form.definition.defaultLocale
    let labels = form.fields[field].labels
    let mirrors = item.fields.indices.compactMap { index -> (Int, Int)? in
      guard case .mirror(let name) = item.fields[index].role, let enclosing = form.fieldIndex[name] else {
        return nil
      }
      return (index, enclosing)
    }
    let aggregates = form.fields.indices.compactMap { index -> (Int, AggregateFunction, Int)? in
      guard case .aggregate(let group, let function, let column) = form.fields[index].role,
        group == groupIndex,
        let export = item.computed.firstIndex(where: {
          $0.name == GroupLowering.exportName(of: column)
            || (column.property == .value && $0.name == column.field)
        })
      else { return nil }
      return (index, function, export)
    }
    var unique: [(Int, Localized<String>)] = []
    for rule in repeated.field.group?.unique ?? [] {
      guard let itemField = item.fieldIndex[rule.field.value], item.fields[itemField].role.isInput else {
        let names = item.fields.filter(\.role.isInput).map(\.name)
        let suggestion = NameSuggestion.suggestion(for: rule.field.value, among: names).map {
          " — did you mean '\($0)'?"
        }
        diagnostics.append(
          Diagnostic(
            .unknownField, .error, at: rule.field.location,
            "'unique' names '\(rule.field.value)', which is not a field of the items of '\(repeated.flatName)'"
              + (suggestion ?? "")))
        return nil
      }
      let other = item.fields[itemField].labels
      let messages =
        rule.message.map { compiler.localized($0, defaultLocale: locale) }
        ?? render(CompiledRepeatedGroup.duplicateMessage, locale: locale) { placeholder in
          switch placeholder {
          case .label: labels
          case .other: other
          default: nil
          }
        }
      unique.append((itemField, messages))
    }
    let count = { (value: Int) in Localized(String(value)) }
    return CompiledRepeatedGroup(
      name: repeated.flatName, field: field, minimum: bounds.minimum, maximum: bounds.maximum, item: item,
      mirrors: mirrors, aggregates: aggregates, unique: unique,
      tooFew: render(CompiledRepeatedGroup.tooFewMessage, count: bounds.minimum, locale: locale) {
        $0 == .label ? labels : $0 == .min ? count(bounds.minimum) : nil
      },
      tooMany: render(CompiledRepeatedGroup.tooManyMessage, count: bounds.maximum, locale: locale) {
        $0 == .label ? labels : $0 == .max ? count(bounds.maximum) : nil
      })
  }

  /// How many items a session of `lowered` starts with, at every depth (saturating).
  private static func initialItems(of lowered: LoweredForm) -> Int {
    var total = 0
    for repeated in lowered.repeated {
      let minimum = repeated.field.group?.repeatBounds?.minimum ?? 0
      let (each, overflow) = minimum.multipliedReportingOverflow(by: 1 + initialItems(of: repeated.item))
      total = overflow ? Int.max : min(Int.max - 1, total + each)
      if total > SpecLimits.mostInitialItems { return total }
    }
    return total
  }

  /// Reports, at the outermost `repeat:` whose minimum counts, that a session would start
  /// with too many items (FR106).
  private func reportInitialItems(_ lowered: LoweredForm, diagnostics: inout [Diagnostic]) {
    guard
      let repeated = lowered.repeated.first(where: { ($0.field.group?.repeatBounds?.minimum ?? 0) > 0 }),
      let bounds = repeated.field.group?.repeatBounds
    else { return }
    diagnostics.append(
      Diagnostic(
        .invalidValue, .error, at: bounds.min?.location ?? bounds.location,
        "the 'repeat: min' of '\(repeated.flatName)' and the groups inside it make a session start with more "
          + "than \(SpecLimits.mostInitialItems) items; lower the minimums"))
  }

  /// The fields and the repeated groups of `layout`, depth first: the order of a record's
  /// slots and lists.
  private static func recordOrder(of layout: [LayoutEntry]) -> (slots: [Int], lists: [Int]) {
    var slots: [Int] = []
    var lists: [Int] = []
    func walk(_ entries: [LayoutEntry]) {
      for entry in entries {
        switch entry {
        case .field(let index): slots.append(index)
        case .group(_, _, let members): walk(members)
        case .repeated(let index): lists.append(index)
        }
      }
    }
    walk(layout)
    return (slots, lists)
  }

  /// Each group's key by its path, at any depth of `layout`.
  private static func groupKeys(of layout: [LayoutEntry]) -> [String: String] {
    var keys: [String: String] = [:]
    for case .group(let name, _, let members) in layout {
      keys[name] = FormCompiler.ownName(name)
      keys.merge(groupKeys(of: members)) { first, _ in first }
    }
    return keys
  }

  /// `template` in every locale, each placeholder filled with its value in that locale.
  private func render(
    _ template: LocalizedTemplate, locale: LocaleTag, _ value: (MessagePlaceholder) -> Localized<String>?
  ) -> Localized<String> {
    let compiled = template.compiled(defaultLocale: locale)
    return compiled.mapWithLocale { tag, template in
      template.rendered { value($0)?.value(in: tag) }
    }
  }

  /// `template`'s wording for `count` in every locale, each placeholder filled with its
  /// value in that locale.
  private func render(
    _ template: PluralTemplate, count: Int, locale: LocaleTag,
    _ value: (MessagePlaceholder) -> Localized<String>?
  ) -> Localized<String> {
    template.other.compiled(defaultLocale: locale).mapWithLocale { tag, _ in
      MessageTemplate.parse(template.text(for: count, in: tag, defaultLocale: locale)).template.rendered {
        value($0)?.value(in: tag)
      }
    }
  }

  /// The compiled layout entry of `entry`, names resolved to indexes of `form`.
  private func layout(_ entry: LoweredForm.Entry, in form: CompiledForm) -> LayoutEntry {
    switch entry {
    case .field(let name): return .field(form.fieldIndex[name] ?? 0)
    case .group(let name, let label, let members):
      let labels =
        label.map { compiler.localized($0, defaultLocale: form.definition.defaultLocale) }
        ?? Localized(FormCompiler.humanize(FormCompiler.ownName(name)))
      return .group(name: name, labels: labels, members: members.map { layout($0, in: form) })
    case .repeated(let name):
      return .repeated(form.repeatedGroups.firstIndex { $0.name == name } ?? 0)
    }
  }
}
