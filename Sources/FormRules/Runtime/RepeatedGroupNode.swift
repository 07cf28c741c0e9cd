/// A repeated group in its enclosing session's graph: it holds the items (each a session
/// of the item's form, ``FormEngine/init(item:of:)``) and sets the group's own field and
/// the aggregates over it, in the same transaction as whatever changed them.
///
/// The enclosing fields the items read are its parents: when one changes, the node
/// recomputes in propagation and passes the new values to every item's mirrors. When an
/// item changes on its own (a value set in it, a lookup settling), its graph tells the
/// node, which recomputes in a transaction of the enclosing graph. Either way the node
/// then sets the group's and the aggregates' fields, which the enclosing graph
/// propagates from, going back to their readers (``StreamGraph/schedule(_:)``).
final class RepeatedGroupNode: StreamNode {
  /// The compiled group.
  let group: CompiledRepeatedGroup
  // Its state is graph state, with unchecked exclusivity for the reason `StreamGraph`
  // gives: the node belongs to one session on one thread, and no access to it spans a
  // call that touches it again (its dynamic checks cost 1,500 instructions of a 3-line
  // order record, about 3 %; docs/performance.md).

  /// The items, in order.
  @exclusivity(unchecked) private(set) var items: [FormEngine] = []
  /// The same items, unretained, for the loops that run per item per record (setting a
  /// record, its status, its aggregates, writing its state): the node owns them
  /// (``Unowned``'s invariant). Counting a reference per item in each loop cost about
  /// 40 instructions per order line, and an atomic operation each.
  @exclusivity(unchecked) private(set) var itemRefs: [Unowned<FormEngine>] = []
  /// The session the group belongs to (which owns the graph that owns this node).
  private unowned let enclosing: FormEngine
  /// Whether the node is recomputing (its items' transactions then need not wake it).
  @exclusivity(unchecked) private var isUpdating = false
  /// How many items a record gave past both the group's `max` and ``mostBuiltItems``, not
  /// built: the group fails with its bound's message whatever they hold, and a hostile
  /// record of 100,000 items must not build 100,000 graphs.
  @exclusivity(unchecked) private(set) var unbuilt = 0
  /// The most items a record's group builds past its `max` (a few over it are checked
  /// and shown like the others).
  static let mostBuiltItems = 1_000
  /// Items removed, kept to be reused (emptied) by the next items added: a batch whose
  /// records have different numbers of items builds each item's graph once.
  @exclusivity(unchecked) private var spare: [FormEngine] = []
  /// The computed values the item's form declares (not the hidden columns), by index
  /// into its computed values: what a written state shows per item.
  let declaredComputed: [(index: Int, name: String)]
  /// The item's fields in its layout's order when its layout holds fields only (no group
  /// or repeated group inside): what a written state can show in one go while they are
  /// all plainly ok (``StateVisitor/plainlyOkFields(_:keys:)``).
  let flatFields: [Int]?
  /// The values a `unique` rule compares (``status()``), kept for the next check.
  @exclusivity(unchecked) private var uniqueValues: [String] = []
  /// What compares them, with its storage.
  @exclusivity(unchecked) private var duplicates = DuplicateFinder()

  /// Builds the node of `group` in `enclosing`'s graph, after the fields its items read.
  init(group: CompiledRepeatedGroup, enclosing: FormEngine) {
    self.group = group
    self.enclosing = enclosing
    declaredComputed = group.item.declaredComputed.map { ($0, group.item.computed[$0].name) }
    var fields: [Int]? = []
    for entry in group.item.layout {
      if case .field(let index) = entry { fields?.append(index) } else { fields = nil }
    }
    flatFields = fields
    let read = group.mirrors.flatMap { mirror -> [StreamNode] in
      let nodes = enclosing.fieldNodes[mirror.enclosingField]
      return [nodes.value, nodes.result]
    }
    // A write to a store runs the items' lookups in it again, as it does the form's.
    super.init(graph: enclosing.graph, parents: read + enclosing.storeRevisions)
    setsSources = true
    graph.holdsPendingWork(self)
  }

  deinit {
    // An item may outlive the node (a lookup in flight holding its graph): it must not
    // call the hook then.
    for item in items { item.graph.enclosingNode = nil }
  }

  override func update() -> Bool {
    refresh()
    return false
  }

  override func cancelPendingWork() {
    for item in items { item.graph.cancelPendingWork() }
  }

  /// Adds an item with empty values at position `index` (0-based), in one transaction;
  /// with `emptied` false, an item reused keeps the values it had, for a caller that sets
  /// every one of them next (a record's: one transaction of the item instead of two).
  func insertItem(at index: Int, emptied: Bool = true) {
    let item: FormEngine
    if let reused = spare.popLast() {
      item = reused
      if emptied { item.graph.transaction { item.clear() } }
    } else {
      item = FormEngine(item: group.item, of: enclosing)
    }
    pushMirrors(into: item)
    item.graph.enclosingNode = Unowned(self)
    graph.transaction {
      items.insert(item, at: index)
      itemRefs.insert(Unowned(item), at: index)
      graph.schedule(self)
    }
  }

  /// Removes the item at position `index` (0-based), cancelling what it has pending, in one
  /// transaction.
  func removeItem(at index: Int) {
    let item = items[index]
    item.graph.enclosingNode = nil
    item.graph.cancelPendingWork()
    graph.transaction {
      itemRefs.remove(at: index)
      items.remove(at: index)
      graph.schedule(self)
    }
    spare.append(item)
  }

  /// The state of the group's own field in its enclosing session.
  var ownState: FieldState { enclosing.fieldState(group.field) }

  /// The number of items: those built, and those a record gave past `max`.
  var count: Int { items.count + unbuilt }

  /// Gives the group a record's `count` items, building at most the larger of `max` and
  /// ``mostBuiltItems`` of them (``unbuilt``), in the enclosing transaction. The items
  /// added may hold an earlier record's values: the caller sets every field of every item.
  func resize(toRecordCount count: Int) {
    let built = min(count, max(group.maximum, Self.mostBuiltItems))
    build(built, emptied: false)
    if unbuilt != count - built {
      unbuilt = count - built
      graph.transaction { graph.schedule(self) }
    }
  }

  /// Sets the number of items to `count`, adding empty items or dropping the last ones,
  /// in the enclosing transaction.
  func resize(to count: Int) {
    if unbuilt > 0 {
      unbuilt = 0
      graph.transaction { graph.schedule(self) }
    }
    build(count)
  }

  /// Builds or drops items until there are `count` (those added emptied or not, as
  /// ``insertItem(at:emptied:)``).
  private func build(_ count: Int, emptied: Bool = true) {
    while items.count > count { removeItem(at: items.count - 1) }
    while items.count < count { insertItem(at: items.count, emptied: emptied) }
  }

  /// An item ran a transaction of its own: recompute in one of the enclosing graph —
  /// unless the node is queued already, which it only is inside a transaction of that
  /// graph that has yet to reach it (a record's, setting every item).
  override func enclosedGraphChanged() {
    guard !isUpdating, !isQueued else { return }
    graph.transaction { graph.schedule(self) }
  }

  /// Passes the enclosing values to the items, then sets the group's fields in the
  /// enclosing graph.
  private func refresh() {
    isUpdating = true
    defer { isUpdating = false }
    // Without mirrors or stores there is nothing to pass (the order form's lines).
    if !group.mirrors.isEmpty || !enclosing.storeRevisions.isEmpty {
      for item in items { pushMirrors(into: item) }
    }
    let fields = enclosing.fieldNodes
    set(fields[group.field].value, to: String(count), result: group.field, outcome: status())
    for aggregate in group.aggregates {
      // Over items not built, an aggregate has no value.
      let (value, number) =
        unbuilt > 0 ? ("", nil) : self.aggregate(aggregate.function, column: aggregate.column)
      // Its readers take the number as it is, not read back from its text (a sum's 17
      // digits went through `strtod`); a negative zero reads back as zero.
      if let number, number.isFinite, number != 0 || number.sign == .plus,
        let reading = enclosing.numberReadings[aggregate.field]
      {
        reading.take(value, as: number)
      }
      set(
        fields[aggregate.field].value, to: value, result: aggregate.field,
        outcome: value.isEmpty ? .empty : .ok(nil))
    }
  }

  /// Sets a field's value and result when they change.
  private func set(_ value: Variable<String>, to text: String, result field: Int, outcome: FieldOutcome) {
    if value.value != text {
      value.set(text)
      graph.rewind(behind: self, readersOf: value)
    }
    if let result = enclosing.externalResults[field], result.value != outcome {
      result.set(outcome)
      graph.rewind(behind: self, readersOf: result)
    }
  }

  /// Gives `item`'s mirrors the enclosing fields' current values and results, and its
  /// stores' revisions the enclosing session's.
  private func pushMirrors(into item: FormEngine) {
    let revisions = enclosing.storeRevisions
    let stale = zip(item.storeRevisions, revisions).contains { $0.value != $1.value }
    guard !group.mirrors.isEmpty || stale else { return }
    item.graph.transaction {
      for (mine, theirs) in zip(item.storeRevisions, revisions) where mine.value != theirs.value {
        mine.set(theirs.value)
      }
      for mirror in group.mirrors {
        let source = enclosing.fieldNodes[mirror.enclosingField]
        let target = item.fieldNodes[mirror.itemField]
        if target.value.value != source.value.value { target.value.set(source.value.value) }
        if let result = item.externalResults[mirror.itemField], result.value != source.result.value {
          result.set(source.result.value)
        }
      }
    }
  }

  /// The group's own status: the bounds, then `unique`, then the worst of its items (ok
  /// without items when none are needed; empty while an item is incomplete, which is not
  /// valid: the group's field is never optional).
  func status() -> FieldOutcome {
    let locale = enclosing.compiledForm.locale
    if count < group.minimum { return .failed(group.tooFew.value(in: locale)) }
    if count > group.maximum { return .failed(group.tooMany.value(in: locale)) }
    // One pass over the items gathers the values of the first `unique` rule (most groups
    // have one at most) and combines the items' statuses. An item counts as valid only
    // when it is ok: an empty item is an incomplete one.
    let firstUnique = group.unique.first?.itemField
    uniqueValues.removeAll(keepingCapacity: true)
    var combiner = FieldOutcome.Combiner()
    for item in itemRefs {
      item.read { item in
        if let firstUnique { gatherUniqueValue(of: item, field: firstUnique) }
        let outcome = item.overallOutcome()
        combiner.add(outcome, isValid: outcome.status == .ok)
      }
    }
    for (position, rule) in group.unique.enumerated() {
      if position > 0 {
        uniqueValues.removeAll(keepingCapacity: true)
        for item in itemRefs { item.read { gatherUniqueValue(of: $0, field: rule.itemField) } }
      }
      if duplicates.containsDuplicate(uniqueValues) { return .failed(rule.messages.value(in: locale)) }
    }
    if items.isEmpty { return .ok(nil) }
    return combiner.result
  }

  /// Adds `item`'s value of `field` to the values ``DuplicateFinder`` compares, unless it
  /// is empty (two items with no value are no duplicates).
  @inline(__always)
  private func gatherUniqueValue(of item: FormEngine, field: Int) {
    let value = item.value(ofField: field)
    if !value.isEmpty { uniqueValues.append(value) }
  }

  /// The value of `function` over the item's computed value `column`, as text ("" when
  /// absent) and, for a number, the number the text spells: read item by item, without
  /// gathering the values first.
  private func aggregate(_ function: AggregateFunction, column: Int) -> (text: String, number: Double?) {
    switch function {
    case .count:
      var count = 0
      for item in items {
        switch item.computedNodes[column].value {
        case .bool(let flag)?: if flag { count += 1 }
        case .text(let text)?: if !text.isEmpty { count += 1 }
        case nil: break
        default: count += 1
        }
      }
      return (String(count), Double(count))
    case .all, .any:
      // A value that is not a flag counts as false.
      let wanted = function == .any
      for item in items {
        let flag = if case .bool(let flag)? = item.computedNodes[column].value { flag } else { false }
        if flag == wanted { return (String(wanted), nil) }
      }
      return (String(!wanted), nil)
    case .sum, .min, .max:
      // As `reduce(0, +)`, `min()` and `max()` over the numbers, in item order.
      var result: Double? = function == .sum ? 0 : nil
      for item in itemRefs {
        let value = item.read { $0.computedNodes[column].value }
        guard case .number(let number)? = value else { return ("", nil) }
        switch (function, result) {
        case (_, nil): result = number
        case (.sum, let total?): result = total + number
        case (.min, let least?): if number < least { result = number }
        case (_, let greatest?): if greatest < number { result = number }
        }
      }
      guard let result else { return ("", nil) }
      return (NumericText.format(result), result)
    }
  }

}
