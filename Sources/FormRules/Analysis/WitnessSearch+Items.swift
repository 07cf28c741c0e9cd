/// The repeated groups of a witness search: how many items each is tried with, and the
/// valid items (found by a search of the item's form) they are filled with.
extension WitnessSearch {
  /// The items a repeated group is tried with: its `min`, one and two more, then the
  /// numbers `compared` offers, within its bounds and ``itemLimit`` (at most
  /// ``countLimit`` numbers), each with valid items; then the first two of them with
  /// empty items.
  static func itemCounts(of group: CompiledRepeatedGroup, compared: [String]) -> [FieldCandidate] {
    var counts: [Int] = []
    let offered = [group.minimum, group.minimum + 1, group.minimum + 2] + compared.compactMap { Int($0) }
    for count in offered
    where count >= group.minimum && count <= min(group.maximum, itemLimit) && !counts.contains(count)
      && counts.count < countLimit
    {
      counts.append(count)
    }
    let empty = counts.prefix(2).filter { $0 > 0 }.map { FieldCandidate.items($0, valid: false) }
    return counts.map { FieldCandidate.items($0, valid: true) } + empty
  }

  /// A witness that makes an item of this form (the item's form of a repeated group) valid,
  /// every field varied, or nil when none of the combinations tried does.
  func validItem() -> WitnessRecord? {
    if let found = foundValidItem { return found }
    let found = witness(varying: Array(form.fields.indices)) { engine.overallOutcome().status == .ok }
    foundValidItem = .some(found)
    return found
  }

  /// `count` valid items of the repeated group at `index`, each differing from the others
  /// in every field a `unique` rule of the group compares; nil when the search of the
  /// item's form finds none.
  func items(ofGroup index: Int, count: Int) -> [WitnessRecord]? {
    if let known = validItems[index][count] { return known }
    guard let search = itemSearch(index) else { return nil }
    search.workLeft = workLeft
    defer { workLeft = search.workLeft }
    let group = form.repeatedGroups[index]
    let items = search.distinctValidItems(count: count, differingIn: group.unique.map(\.itemField))
    validItems[index][count] = items
    return items
  }

  /// The search of the item's form of the repeated group at `index`, started once.
  func itemSearch(_ index: Int) -> WitnessSearch? {
    if let known = itemSearches[index] { return known }
    let started = try? WitnessSearch(form: form.repeatedGroups[index].item, today: today)
    itemSearches[index] = started
    return started
  }

  /// `count` witnesses that each make an item of this form valid, no two sharing a
  /// value of the fields `unique`: the first found, then copies of it with the next
  /// passing candidates of those fields, each checked in the search session.
  func distinctValidItems(count: Int, differingIn unique: [Int]) -> [WitnessRecord]? {
    guard count > 0 else { return [] }
    guard let first = validItem() else { return nil }
    guard !unique.isEmpty else { return Array(repeating: first, count: count) }
    var items = [first]
    var used = unique.map { Set([first.fields[$0]]) }
    var next = Array(repeating: 0, count: unique.count)
    while items.count < count, !isSpent {
      var item = first
      for (position, field) in unique.enumerated() {
        let offered = passing[field].compactMap { candidate -> String? in
          if case .text(let text) = candidate { text } else { nil }
        }
        while next[position] < offered.count, used[position].contains(offered[next[position]]) {
          next[position] += 1
        }
        guard next[position] < offered.count else { return nil }
        item.fields[field] = offered[next[position]]
        next[position] += 1
      }
      workLeft -= min(workLeft, item.size)
      item.set(in: engine)
      engine.settle()
      guard engine.overallOutcome().status == .ok else { continue }
      for (position, field) in unique.enumerated() { used[position].insert(item.fields[field]) }
      items.append(item)
    }
    return items.count == count ? items : nil
  }
}
