/// Decides, for each input with an `enabled_when` and each button, whether it can ever be
/// enabled, and finds a witness when it can — inside a repeated group's items too, in the
/// group's first item.
///
/// * never (FR502, an error): ``StatusAbstraction`` proves the condition false for every
///   status its fields can have;
/// * a witness (FR503, a note, reported when asked for): ``WitnessSearch`` found values
///   that enable it, and a fresh session of the runtime confirmed them;
/// * undecided (FR504, a note): neither — e.g. it needs a value to exist in a table
///   store, which no static check can know, or a comparison the candidates do not meet.
///
/// Conditions without fields are left to FR303; a tautology or contradiction that reads
/// fields (`a.ok and not a.ok`) is FR303 and also analysed here (never enabled: an error). Table stores are assumed empty (a
/// witness that relies on a value being absent says so).
enum ReachabilityAnalysis {
  /// What was decided about one target.
  enum Verdict: Equatable {
    /// Values (one per field, and the items of each repeated group) that enable it,
    /// verified by the runtime.
    case witness(WitnessRecord)
    /// Proven never enabled.
    case never
    /// Neither a witness nor a proof.
    case undecided
    /// Not searched: the search had spent what it may spend on this form.
    case unsearched
  }

  /// The diagnostics for the targets `analysable` can analyse: never-enabled errors,
  /// undecided notes and, when `witnesses` is true, a witness note per target; `today` is
  /// the date the search's sessions read (nil: the local date). The targets inside a
  /// repeated group's items come after the form's own, group by group.
  static func diagnostics(
    for analysable: AnalysableForm, witnesses: Bool, today: CalendarDate? = nil
  ) -> [Diagnostic] {
    let form = analysable.form
    let search = try? WitnessSearch(form: form, today: today)
    var scopes = [(Scope(form: form, prefix: "", witnessForm: form), analysable.analyses, nil as Int?)]
    for (group, repeated) in form.repeatedGroups.enumerated() {
      scopes.append(
        (Scope(form: repeated.item, prefix: "\(repeated.name)[].", witnessForm: form), { _ in true }, group))
    }
    return scopes.flatMap { scope, including, group in
      let verdicts = analyse(scope.form, including: including, search: search, inFirstItemOf: group)
      let abstraction = StatusAbstraction(form: scope.form)
      return verdicts.compactMap { target, verdict in
        switch verdict {
        case .witness(let values):
          return witnesses ? witnessNote(for: target, values: values, scope: scope) : nil
        case .never:
          if let diagnostic = constantFlag(target, scope: scope) { return diagnostic }
          return neverEnabled(target, scope: scope, abstraction: abstraction)
        case .undecided:
          return undecided(target, scope: scope)
        case .unsearched:
          var diagnostic = undecided(target, scope: scope)
          diagnostic.notes.insert(
            Diagnostic.Note(
              "the search stopped: it had set \(WitnessSearch.workLimit) field values for this spec"),
            at: 0)
          return diagnostic
        }
      }
    }
  }

  /// Where targets are: the form whose fields and buttons they are, the prefix their
  /// names take in messages (`phones[].`: inside a repeated group's items), and the form
  /// their witnesses are of (the form checked).
  private struct Scope {
    let form: CompiledForm
    let prefix: String
    let witnessForm: CompiledForm
  }

  /// The verdict for every target of `form` that `including` accepts (the witness search
  /// setting at most `searchWork` field values in all, its sessions reading `today`, nil
  /// for the local date): fields with a condition in spec order, then buttons; targets
  /// whose condition reads no field (FR303) are skipped.
  static func analyse(
    _ form: CompiledForm, including: (ReachabilityTarget) -> Bool = { _ in true },
    searchWork: Int = WitnessSearch.workLimit, today: CalendarDate? = nil
  ) -> [(ReachabilityTarget, Verdict)] {
    let search = try? WitnessSearch(form: form, today: today)
    search?.workLeft = searchWork
    return analyse(form, including: including, search: search, inFirstItemOf: nil)
  }

  /// The verdicts for the targets of `form`: the form `search` searches, or with `group`
  /// the item form of that repeated group of it, each target then reached in the group's
  /// first item. A condition inside an item that reads an outer field (through a mirror)
  /// is never proven false: the item's form does not know what the outer field can hold.
  static func analyse(
    _ form: CompiledForm, including: (ReachabilityTarget) -> Bool, search: WitnessSearch?,
    inFirstItemOf group: Int?
  ) -> [(ReachabilityTarget, Verdict)] {
    let abstraction = StatusAbstraction(form: form)
    var targets: [(ReachabilityTarget, Expression?)] = form.fields.indices.compactMap { index in
      form.fields[index].enabledWhen.map { (.field(index), $0) }
    }
    targets += form.buttons.indices.map { (.button($0), form.buttons[$0].enabledWhen) }
    for index in form.fields.indices {
      if let condition = form.fields[index].requiredWhen {
        targets += [true, false].map { (.requirement(index, required: $0), condition) }
      }
      if let condition = form.fields[index].visibleWhen {
        targets += [true, false].map { (.visibility(index, visible: $0), condition) }
      }
    }
    return targets.compactMap { target, condition in
      guard including(target) else { return nil }
      if let condition, condition.isConstant { return nil }
      let provable =
        group == nil
        || WitnessSearch.relevantFields(for: target, in: form).allSatisfy { form.fields[$0].role.isInput }
      if provable, let condition, abstraction.possibleValues(of: condition) == [!target.wantsTrue] {
        return (target, .never)
      }
      if provable, case .field(let index) = target, !abstraction.canBeEnabled(field: index) {
        return (target, .never)
      }
      guard let search else { return (target, .undecided) }
      guard !search.isSpent else { return (target, .unsearched) }
      let goal: WitnessSearch.Goal = group.map { .firstItem(group: $0, target) } ?? .target(target)
      let found = group.map { search.witness(for: target, inFirstItemOf: $0) } ?? search.witness(for: target)
      guard let values = found, search.verify(values, reach: goal) else { return (target, .undecided) }
      return (target, .witness(values))
    }
  }

  // MARK: Diagnostics

  private static func witnessNote(
    for target: ReachabilityTarget, values: WitnessRecord, scope: Scope
  ) -> Diagnostic {
    let (what, location) = describe(target, scope: scope)
    let form = scope.witnessForm
    let entries = values.entries(of: form)
    let listing = entries.compactMap { entry -> String? in
      switch entry.kind {
      case .value: entry.value.isEmpty ? nil : "\(entry.path) = \(quoted(entry.value))"
      case .count: entry.value == "0" ? nil : "\(entry.path): \(items(entry.value))"
      }
    }
    let message =
      listing.isEmpty
      ? "\(what) is \(target.state) while every field is empty"
      : "\(what) is \(target.state) by \(listing.joined(separator: ", "))"
    var notes: [Diagnostic.Note] = []
    let assumedEmpty = assumedEmptyTables(for: values, form: form)
    if !assumedEmpty.isEmpty {
      let names = assumedEmpty.map { "'\($0)'" }.joined(separator: ", ")
      notes.append(Diagnostic.Note("assuming table store \(names) holds none of these values"))
    }
    var diagnostic = Diagnostic(.witness, .note, at: location, message, notes: notes)
    diagnostic.witness = Diagnostic.Witness(
      values: entries.map { Diagnostic.Witness.Value(field: $0.path, value: $0.value) })
    return diagnostic
  }

  /// `1 item`, `3 items`.
  private static func items(_ count: String) -> String {
    count == "1" ? "1 item" : "\(count) items"
  }

  private static func neverEnabled(
    _ target: ReachabilityTarget, scope: Scope, abstraction: StatusAbstraction
  ) -> Diagnostic {
    let form = scope.form
    let (what, location) = describe(target, scope: scope)
    let condition = self.condition(of: target, form: form)
    var notes: [Diagnostic.Note] = []
    var seen = Set<Int>()
    for reference in condition?.references ?? [] {
      guard let index = form.fieldIndex[reference.field], seen.insert(index).inserted else { continue }
      let statuses = abstraction.possibleStatuses(ofField: index).map { "\($0)" }
      let listed = statuses.dropLast().joined(separator: ", ") + " or " + (statuses.last ?? "")
      var text = "'\(scope.prefix)\(reference.field)' can only be \(listed)"
      let bounds = abstraction.okLengthBounds(ofField: index)
      if bounds.min > 1 || bounds.max != nil {
        let upper = bounds.max.map { " and at most \($0)" } ?? ""
        text += "; when ok, its length is at least \(bounds.min)\(upper)"
      }
      if form.fields[index].enabledWhen != nil {
        text += abstraction.canBeEnabled(field: index) ? "" : ", and is never enabled"
      }
      notes.append(Diagnostic.Note(text, at: form.fields[index].location))
    }
    let written = condition.map { " '\($0)'" } ?? ""
    return Diagnostic(
      .neverEnabled, at: location,
      "\(what) can never be enabled: its condition\(written) is false whatever its fields hold",
      notes: notes)
  }

  /// FR505 for a `required_when` or `visible_when` target proven never reached: its
  /// condition is never true (the field is `never` required or visible) or never false
  /// (`always`), whatever its fields hold. Nil for an input or a button.
  private static func constantFlag(_ target: ReachabilityTarget, scope: Scope) -> Diagnostic? {
    let form = scope.form
    let (index, key, word, location): (Int, String, String, SourceLocation?)
    switch target {
    case .field, .button: return nil
    case .requirement(let field, _):
      (index, key, word, location) = (field, "required_when", "required", form.fields[field].requiredLocation)
    case .visibility(let field, _):
      (index, key, word, location) = (field, "visible_when", "visible", form.fields[field].visibleLocation)
    }
    let field = form.fields[index]
    let written = condition(of: target, form: form).map { " '\($0)'" } ?? ""
    let never = target.wantsTrue
    return Diagnostic(
      .constantRequirement, .warning, at: location ?? field.location,
      "field '\(scope.prefix)\(field.name)' is \(never ? "never" : "always") \(word): its \(key)\(written) is "
        + "\(never ? "false" : "true") whatever its fields hold")
  }

  private static func undecided(_ target: ReachabilityTarget, scope: Scope) -> Diagnostic {
    let form = scope.form
    let (what, location) = describe(target, scope: scope)
    var notes: [Diagnostic.Note] = []
    let fields = WitnessSearch.relevantFields(for: target, in: form)
    for index in fields {
      let name = scope.prefix + form.fields[index].name
      let shortest = form.fields[index].checks.reduce(0) { longest, check in
        max(longest, check.kind.rule.bounds.shortest ?? 0)
      }
      if shortest > CandidateGenerator.longestCandidate {
        notes.append(
          Diagnostic.Note(
            "'\(name)' needs values of at least \(shortest) characters; the search builds none longer than \(CandidateGenerator.longestCandidate)"
          ))
      }
      for check in form.fields[index].checks {
        if let note = check.kind.rule.undecidedNote(check, field: name, in: form) {
          notes.append(Diagnostic.Note(note))
        }
      }
    }
    return Diagnostic(
      .undecidedReachability, .note, at: location,
      "cannot decide whether \(what) can be \(target.state): no values tried make it so, and none is proven impossible",
      notes: notes)
  }

  /// `button 'register'` or `input 'password'` (`input 'phones[].extension'` in an
  /// item), and where to point.
  private static func describe(_ target: ReachabilityTarget, scope: Scope) -> (String, SourceLocation) {
    let form = scope.form
    switch target {
    case .field(let index):
      let field = form.fields[index]
      return ("input '\(scope.prefix)\(field.name)'", field.conditionLocation ?? field.location)
    case .button(let index):
      let button = form.buttons[index]
      return ("button '\(button.name)'", button.conditionLocation ?? button.location)
    case .requirement(let index, _):
      let field = form.fields[index]
      return ("field '\(scope.prefix)\(field.name)'", field.requiredLocation ?? field.location)
    case .visibility(let index, _):
      let field = form.fields[index]
      return ("field '\(scope.prefix)\(field.name)'", field.visibleLocation ?? field.location)
    }
  }

  private static func condition(of target: ReachabilityTarget, form: CompiledForm) -> Expression? {
    switch target {
    case .field(let index): form.fields[index].enabledWhen
    case .button(let index): form.buttons[index].enabledWhen
    case .requirement(let index, _): form.fields[index].requiredWhen
    case .visibility(let index, _): form.fields[index].visibleWhen
    }
  }

  /// The table stores that `absent_in` rules of the fields `values` fills look values up
  /// in, its items' included.
  private static func assumedEmptyTables(for values: WitnessRecord, form: CompiledForm) -> [String] {
    var names: [String] = []
    for index in values.fields.indices where !values.fields[index].isEmpty {
      for check in form.fields[index].checks {
        guard case .absentIn = check.kind, let store = check.store, isTable(form.stores[store]),
          !names.contains(form.stores[store].name)
        else { continue }
        names.append(form.stores[store].name)
      }
    }
    for (group, items) in zip(form.repeatedGroups, values.items) {
      for item in items {
        for name in assumedEmptyTables(for: item, form: group.item) where !names.contains(name) {
          names.append(name)
        }
      }
    }
    return names
  }

  private static func isTable(_ store: CompiledStore) -> Bool {
    if case .table = store.backing { return true }
    return false
  }

  /// `"text"` with `"` and `\` escaped.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

/// Something that has an enabled flag worth proving reachable: an input with an
/// `enabled_when`, or a button.
enum ReachabilityTarget: Hashable {
  /// The field at this index.
  case field(Int)
  /// The button at this index.
  case button(Int)
  /// The field at this index with `required_when`, `required` or not: its condition is
  /// proven satisfiable both ways, as an enabled flag is proven reachable.
  case requirement(Int, required: Bool)
  /// The field at this index with `visible_when`, `visible` or not (hidden).
  case visibility(Int, visible: Bool)
}

extension ReachabilityTarget {
  /// What a witness makes of the target: `enabled`, `required` or `not required`.
  var state: String {
    switch self {
    case .field, .button: "enabled"
    case .requirement(_, let required): required ? "required" : "not required"
    case .visibility(_, let visible): visible ? "visible" : "hidden"
    }
  }

  /// Whether the target's condition must hold for it (false for `not required`).
  var wantsTrue: Bool {
    switch self {
    case .field, .button: true
    case .requirement(_, let required): required
    case .visibility(_, let visible): visible
    }
  }
}
