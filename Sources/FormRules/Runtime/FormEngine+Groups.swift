extension FormEngine {
  /// Builds a node per repeated group, each with its fewest items, after the fields.
  func buildRepeatedGroups() {
    repeatedGroupNodes = compiledForm.repeatedGroups.map { RepeatedGroupNode(group: $0, enclosing: self) }
    for node in repeatedGroupNodes { node.resize(to: node.group.minimum) }
  }

  /// Empties every input field and gives every repeated group its fewest items, inside
  /// the caller's transaction (an item reused after it was removed).
  func clear() {
    for index in compiledForm.fields.indices where compiledForm.fields[index].role.isInput {
      if !fieldNodes[index].value.value.isEmpty { fieldNodes[index].value.set("") }
    }
    for node in repeatedGroupNodes { node.resize(to: node.group.minimum) }
  }

  /// Cancels what every item of every repeated group has pending (the session is dropped).
  func cancelRepeatedGroups() {
    for node in repeatedGroupNodes { node.cancelPendingWork() }
  }

  /// The status of the form's own fields taken together (an item's status in its group):
  /// ``FieldOutcome/combined(_:)`` of each input's and repeated group's outcome.
  func overallOutcome() -> FieldOutcome {
    FieldOutcome.combined(
      compiledForm.fields.indices.compactMap { index in
        switch compiledForm.fields[index].role {
        case .aggregate, .mirror: nil
        case .input, .repeatedGroup: (fieldNodes[index].result.value, isValid(field: index))
        }
      })
  }
}

extension FieldOutcome {
  /// The outcome a field state's result shows.
  init(shown result: FieldResult) {
    switch result {
    case .ok(let message): self = .ok(message)
    case .empty: self = .empty
    case .failed(let message): self = .failed(message)
    case .validating: self = .validating
    }
  }

  /// Several fields' outcomes, each with whether it counts as valid, taken together (a
  /// group's or an item's status): the first failure, else validating, else empty when
  /// every one is or when one is empty and not valid (a required field), else ok.
  static func combined(_ outcomes: [(outcome: FieldOutcome, isValid: Bool)]) -> FieldOutcome {
    if let failed = outcomes.first(where: { $0.outcome.status == .failed }) {
      return .failed(failed.outcome.message ?? "")
    }
    if outcomes.contains(where: { $0.outcome.status == .validating }) { return .validating }
    if outcomes.allSatisfy({ $0.outcome.status == .empty }) { return .empty }
    return outcomes.contains(where: { $0.outcome.status == .empty && !$0.isValid }) ? .empty : .ok(nil)
  }
}
