extension FormEngine {
  /// Builds a node per repeated group, each with its fewest items, after the fields.
  func buildRepeatedGroups() {
    repeatedGroupNodes = compiledForm.repeatedGroups.map { RepeatedGroupNode(group: $0, enclosing: self) }
    for node in repeatedGroupNodes { node.resize(to: node.group.minimum) }
  }

  /// Cancels what every item of every repeated group has pending (the session is dropped).
  func cancelRepeatedGroups() {
    for node in repeatedGroupNodes { node.cancelPendingWork() }
  }

  /// The worst outcome of the form's own fields (an item's status in its group): failed,
  /// then validating, then empty while a required field is, else ok.
  func overallOutcome() -> FieldOutcome {
    var outcomes: [FieldOutcome] = []
    var complete = true
    var anyValue = false
    for index in compiledForm.fields.indices {
      switch compiledForm.fields[index].role {
      case .aggregate, .mirror: continue
      case .input, .repeatedGroup: break
      }
      let outcome = fieldNodes[index].result.value
      outcomes.append(outcome)
      if outcome.status != .empty { anyValue = true }
      if !isValid(field: index), outcome.status == .empty { complete = false }
    }
    let worst = FieldOutcome.worst(outcomes)
    if worst.status == .failed || worst.status == .validating { return worst }
    return anyValue && complete ? .ok(nil) : .empty
  }
}

extension FieldOutcome {
  /// The worst of `outcomes`: the first failure, else validating, else empty when one
  /// is, else ok.
  static func worst(_ outcomes: [FieldOutcome]) -> FieldOutcome {
    if let failed = outcomes.first(where: { $0.status == .failed }) { return .failed(failed.message ?? "") }
    if outcomes.contains(where: { $0.status == .validating }) { return .validating }
    return outcomes.contains(where: { $0.status == .empty }) ? .empty : .ok(nil)
  }
}
