/// Looks for a witness — a value for every field, and the items of every repeated group,
/// that make a target enabled — by trying combinations of each field's candidates (see
/// ``CandidateGenerator``) in a session of the real runtime with private in-memory
/// stores: everything set in one transaction, then the session settled on its virtual
/// clock.
///
/// Only the fields the target's condition reads (and the fields those depend on through
/// `enabled_when` and `equals`) are varied; the others stay empty. A repeated group is
/// varied by its number of items — its `min`, then one or two more, and the counts the
/// form's expressions compare it with, never beyond its `max` — with items filled with
/// values that make an item valid (found by a search of the item's form, distinct in the
/// fields a `unique` rule compares), or left empty. The fields the session sets itself
/// (``FieldRole``) are never set. A witness in which every field given a value is also
/// enabled (so a person could type it) is preferred; one that fills a disabled field is
/// returned only when no other is found.
final class WitnessSearch {
  /// The most combinations tried per target.
  static let attemptLimit = 3000
  /// The most field values set, over every combination tried and every witness verified
  /// for all the targets of one form together (each sets every field of the form, and of
  /// the items it has), so that a spec with thousands of fields and targets cannot keep
  /// `check` busy for hours.
  static let workLimit = 5_000_000
  /// The most numbers of items tried for a repeated group.
  static let countLimit = 5
  /// The most items a repeated group is given (each item is a session of its own): a
  /// target that needs more is undecided.
  static let itemLimit = 100

  /// Field values the search may still set: ``workLimit`` to begin with.
  var workLeft = WitnessSearch.workLimit
  /// Whether the search has spent what it may on this form: it tries nothing more.
  var isSpent: Bool { workLeft < form.fields.count }

  /// The form searched.
  let form: CompiledForm
  /// The work budget of the search's sessions for hashing secrets (the search sets
  /// values and never taps, so it hashes nothing; the budget bounds it all the same).
  private let budget = HashBudget()
  /// The environment of the search's sessions: in memory, cheap hashing, its `today`.
  private let environment: FormEnvironment
  /// The date the search's sessions read.
  let today: CalendarDate
  /// The session combinations are tried in.
  let engine: FormEngine
  /// Per field: its candidates (none for a field the session sets itself, but a repeated
  /// group's numbers of items).
  let candidates: [[FieldCandidate]]
  /// Per field: the values it passes its decidable rules with (its candidates but the
  /// empty and the failing one), offered to items that must differ.
  let passing: [[FieldCandidate]]
  /// Per repeated group: the search of its item's form, once needed (nil inside: it
  /// could not start).
  var itemSearches: [WitnessSearch??]
  /// Per repeated group and number of items: valid items, distinct where `unique` asks
  /// (nil: none found).
  var validItems: [[Int: [WitnessRecord]?]]
  /// As the search of an item's form: the valid item found, once searched (nil inside:
  /// none found).
  var foundValidItem: WitnessRecord??

  /// A search over `form` whose sessions read `today` (nil: the local date); throws when a
  /// session cannot be started.
  init(form: CompiledForm, today: CalendarDate? = nil) throws(StoreError) {
    self.form = form
    let today = today ?? CalendarDate.localToday()
    self.today = today
    var environment = FormEnvironment.checking(budget: budget)
    environment.today = today
    self.environment = environment
    self.engine = try FormEngine(form: form, environment: environment)
    let compared = ComparedValues(form: form, today: today)
    var generator = CandidateGenerator(
      fields: form.fields, evaluator: StaticRuleEvaluator(form: form), compared: compared, today: today)
    var candidates: [[FieldCandidate]] = []
    var passing: [[FieldCandidate]] = []
    for (index, field) in form.fields.enumerated() {
      switch field.role {
      case .input:
        let offered = generator.candidates(forField: index)
        candidates.append(offered)
        passing.append(Array(offered.prefix { $0 != .text("") }))
      case .repeatedGroup(let group):
        candidates.append(Self.itemCounts(of: form.repeatedGroups[group], compared: compared.values[index]))
        passing.append([])
      case .aggregate, .mirror:
        candidates.append([])
        passing.append([])
      }
    }
    self.candidates = candidates
    self.passing = passing
    itemSearches = Array(repeating: nil, count: form.repeatedGroups.count)
    validItems = Array(repeating: [:], count: form.repeatedGroups.count)
  }

  /// A witness (in spec order) that enables `target`, or nil when none of the
  /// combinations tried does.
  func witness(for target: ReachabilityTarget) -> WitnessRecord? {
    witness(varying: Self.relevantFields(for: target, in: form)) { reached(.target(target), in: engine) }
  }

  /// A witness that makes `target` — of the item form of the repeated group at `group` —
  /// hold in the group's first item, or nil when none of the combinations tried does: the
  /// group's number of items (at least one) and the outer fields the item's condition
  /// reads are varied here, the item's fields it reads in the first item.
  func witness(for target: ReachabilityTarget, inFirstItemOf group: Int) -> WitnessRecord? {
    let repeated = form.repeatedGroups[group]
    guard let search = itemSearch(group) else { return nil }
    let inItem = Self.relevantFields(for: target, in: repeated.item)
    let outer = repeated.mirrors.filter { inItem.contains($0.itemField) }.map(\.enclosingField)
    let fields = Set(Self.relevantFields(reachedFrom: outer, in: form) + [repeated.field]).sorted()
    let item = FirstItem(
      group: group, fields: inItem.filter { !search.candidates[$0].isEmpty }, candidates: search.candidates)
    return witness(varying: fields, firstItem: item) {
      reached(.firstItem(group: group, target), in: engine)
    }
  }

  /// Fields of the first item of a repeated group varied with the form's own.
  struct FirstItem {
    /// The group, by index.
    let group: Int
    /// The item's fields varied.
    let fields: [Int]
    /// Per field of the item's form: its candidates.
    let candidates: [[FieldCandidate]]
  }

  /// The first combination of the candidates of `fields` (and of `firstItem`'s fields in
  /// that group's first item) for which `holds` is true once set in the search session;
  /// one that fills a disabled field only when no other does.
  func witness(
    varying fields: [Int], firstItem: FirstItem? = nil, until holds: () -> Bool
  ) -> WitnessRecord? {
    let varied = fields.filter { !candidates[$0].isEmpty }
    var choices = varied.map { field in
      // The first item must exist.
      candidates[field].filter { candidate in
        guard let firstItem, form.repeatedGroups[firstItem.group].field == field,
          case .items(let count, _) = candidate
        else { return true }
        return count > 0
      }
    }
    choices += firstItem.map { item in item.fields.map { item.candidates[$0] } } ?? []
    var fallback: WitnessRecord?
    var counters = Array(repeating: 0, count: choices.count)
    for _ in 0..<Self.attemptLimit where !isSpent && !choices.contains(where: \.isEmpty) {
      var assignment = [FieldCandidate](repeating: .text(""), count: form.fields.count)
      for (position, field) in varied.enumerated() {
        assignment[field] = choices[position][counters[position]]
      }
      if var values = record(for: assignment) {
        if let firstItem, var item = values.items[firstItem.group].first {
          var itemAssignment = item.fields.map(FieldCandidate.text)
          for (position, field) in firstItem.fields.enumerated() {
            itemAssignment[field] = choices[varied.count + position][counters[varied.count + position]]
          }
          item.fields = Self.texts(of: itemAssignment)
          values.items[firstItem.group][0] = item
        }
        workLeft -= min(workLeft, values.size)
        values.set(in: engine)
        engine.settle()
        if holds() {
          if Self.everyFilledFieldIsEnabled(values, in: engine) { return values }
          fallback = fallback ?? values
        }
      }
      guard advance(&counters, limits: choices.map(\.count)) else { break }
    }
    return fallback
  }

  /// What a witness is to make hold.
  enum Goal: Hashable {
    /// A target of the form.
    case target(ReachabilityTarget)
    /// A target of the item form of the repeated group at `group`, in its first item.
    case firstItem(group: Int, ReachabilityTarget)
  }

  /// Whether `values` make `goal` hold in a fresh session (one transaction, settled).
  func verify(_ values: WitnessRecord, reach goal: Goal) -> Bool {
    workLeft -= min(workLeft, values.size)
    guard let fresh = try? FormEngine(form: form, environment: environment)
    else { return false }
    values.set(in: fresh)
    fresh.settle()
    return reached(goal, in: fresh)
  }

  /// Whether `goal` holds in `engine`.
  private func reached(_ goal: Goal, in engine: FormEngine) -> Bool {
    switch goal {
    case .target(let target):
      return Self.isEnabled(target, in: engine)
    case .firstItem(let group, let target):
      guard let item = engine.repeatedGroupNodes[group].items.first else { return false }
      return Self.isEnabled(target, in: item)
    }
  }

  private static func isEnabled(_ target: ReachabilityTarget, in engine: FormEngine) -> Bool {
    switch target {
    case .field(let index): engine.fieldState(index).enabled
    case .button(let index): engine.buttonState(index).enabled
    case .requirement(let index, let required): engine.isRequired(field: index) == required
    case .visibility(let index, let visible): engine.fieldNodes[index].isVisible == visible
    }
  }

  /// Whether every field `values` fills is enabled in `engine`, in every item too.
  private static func everyFilledFieldIsEnabled(_ values: WitnessRecord, in engine: FormEngine) -> Bool {
    values.fields.indices.allSatisfy { values.fields[$0].isEmpty || engine.fieldState($0).enabled }
      && zip(engine.repeatedGroupNodes, values.items).allSatisfy { node, items in
        zip(node.items, items).allSatisfy { everyFilledFieldIsEnabled($1, in: $0) }
      }
  }

  /// The witness `assignment` stands for: its texts, copies resolved (a chain of copies is
  /// followed a few steps), and each repeated group's items; nil when a group's valid
  /// items cannot be found.
  private func record(for assignment: [FieldCandidate]) -> WitnessRecord? {
    var values = WitnessRecord(emptyFor: form)
    values.fields = Self.texts(of: assignment)
    for (index, group) in form.repeatedGroups.enumerated() {
      guard case .items(let count, let valid) = assignment[group.field] else { continue }
      if valid {
        guard let items = items(ofGroup: index, count: count) else { return nil }
        values.items[index] = items
      } else {
        values.items[index] = Array(repeating: WitnessRecord(emptyFor: group.item), count: count)
      }
    }
    return values
  }

  /// The texts of `assignment` (a number of items is no text: the field stays empty).
  static func texts(of assignment: [FieldCandidate]) -> [String] {
    assignment.map { candidate in
      var current = candidate
      for _ in 0..<assignment.count {
        guard case .copy(let other) = current else { break }
        current = assignment[other]
      }
      if case .text(let text) = current { return text }
      return ""
    }
  }

  /// The fields whose values can matter to `target` in `form`, in spec order: those its
  /// condition reads (every field for a button without one), and transitively those
  /// their conditions (`enabled_when`, `required_when`) and `equals` rules read; an
  /// aggregate over a repeated group brings in the group's field.
  static func relevantFields(for target: ReachabilityTarget, in form: CompiledForm) -> [Int] {
    let references: (Expression?) -> [Int] = { condition in
      condition?.references.compactMap { form.fieldIndex[$0.field] } ?? []
    }
    switch target {
    case .field(let index):
      return relevantFields(reachedFrom: references(form.fields[index].enabledWhen), in: form)
    case .button(let index):
      let condition = form.buttons[index].enabledWhen
      return relevantFields(
        reachedFrom: condition == nil ? Array(form.fields.indices) : references(condition), in: form)
    case .requirement(let index, _):
      return relevantFields(reachedFrom: references(form.fields[index].requiredWhen), in: form)
    case .visibility(let index, _):
      return relevantFields(reachedFrom: references(form.fields[index].visibleWhen), in: form)
    }
  }

  /// `fields` and, transitively, the fields their conditions and `equals` rules read, in
  /// spec order (an aggregate brings in its repeated group's field).
  static func relevantFields(reachedFrom fields: [Int], in form: CompiledForm) -> [Int] {
    let references: (Expression?) -> [Int] = { condition in
      condition?.references.compactMap { form.fieldIndex[$0.field] } ?? []
    }
    var pending = fields
    var relevant = Set<Int>()
    while let field = pending.popLast() {
      guard relevant.insert(field).inserted else { continue }
      pending += references(form.fields[field].enabledWhen)
      pending += references(form.fields[field].requiredWhen)
      pending += references(form.fields[field].visibleWhen)
      for check in form.fields[field].checks { pending += check.dependencies }
      if case .aggregate(let group, _, _) = form.fields[field].role {
        pending.append(form.repeatedGroups[group].field)
      }
    }
    return relevant.sorted()
  }

  /// Moves to the next combination, the first counter fastest; false after the last.
  private func advance(_ counters: inout [Int], limits: [Int]) -> Bool {
    for position in counters.indices {
      counters[position] += 1
      if counters[position] < limits[position] { return true }
      counters[position] = 0
    }
    return false
  }
}
