extension FormEngine {
  /// Builds a node per repeated group, each with its fewest items, after the fields.
  func buildRepeatedGroups() {
    repeatedGroupNodes = compiledForm.repeatedGroups.map { RepeatedGroupNode(group: $0, enclosing: self) }
    for node in repeatedGroupNodes { node.resize(to: node.group.minimum) }
  }

  /// Whether a field counts toward its group's status: valid, or disabled (a disabled
  /// field is barred from validation, as it is for a button).
  func counts(field index: Int) -> Bool {
    FormReader.counts(isValid: isValid(field: index), enabled: fieldNodes[index].enabled.value)
  }

  /// Empties every input field and gives every repeated group its fewest items, inside
  /// the caller's transaction (an item reused after it was removed).
  func clear() {
    for index in compiledForm.fields.indices where compiledForm.fields[index].role.isInput {
      if !fieldNodes[index].value.value.isEmpty { fieldNodes[index].value.set("") }
    }
    for node in repeatedGroupNodes { node.resize(to: node.group.minimum) }
  }

  /// The status of the form's own fields taken together (an item's status in its group):
  /// each input's and repeated group's outcome combined (``FieldOutcome/Combiner``).
  func overallOutcome() -> FieldOutcome {
    itemStatus?.value ?? Self.overallOutcome(of: Self.statusFields(of: compiledForm), in: fieldNodes)
  }

  /// ``overallOutcome()`` over `fields` (``statusFields(of:)`` of a form) read from
  /// `nodes` (its session's ``fieldNodes``): what an item's ``ItemStatusNode`` keeps.
  static func overallOutcome(
    of fields: [(index: Int, optional: Bool)], in nodes: [FieldNodes]
  ) -> FieldOutcome {
    var combiner = FieldOutcome.Combiner()
    for (index, optional) in fields {
      let outcome = nodes[index].result.value
      let isValid = FormReader.isValid(outcome.status, optional: nodes[index].isOptional(optional))
      combiner.add(
        outcome, isValid: FormReader.counts(isValid: isValid, enabled: nodes[index].enabled.value))
    }
    return combiner.result
  }

  /// The fields of `form` whose outcomes make up its overall outcome (its inputs and
  /// repeated groups), each with whether it is optional.
  static func statusFields(of form: CompiledForm) -> [(index: Int, optional: Bool)] {
    form.fields.indices.compactMap { index in
      switch form.fields[index].role {
      case .aggregate, .mirror: nil
      case .input, .repeatedGroup: (index, form.fields[index].optional)
      }
    }
  }
}

extension FieldOutcome {
  /// Several fields' outcomes, each with whether it counts as valid, taken together (a
  /// group's or an item's status), one at a time: the first failure, else validating,
  /// else empty when every one is or when one is empty and does not count (a required
  /// field), else ok.
  struct Combiner {
    private var failure: FieldOutcome?
    private var validating = false
    private var allEmpty = true
    private var incomplete = false
    /// Whether every outcome taken counts as valid.
    private(set) var everyCounts = true

    /// Takes one outcome and whether it counts as valid.
    mutating func add(_ outcome: FieldOutcome, isValid: Bool) {
      switch outcome.status {
      case .failed: if failure == nil { failure = outcome }
      case .validating: validating = true
      case .empty: if !isValid { incomplete = true }
      case .ok: break
      }
      if outcome.status != .empty { allEmpty = false }
      if !isValid { everyCounts = false }
    }

    /// The outcomes taken so far, combined.
    var result: FieldOutcome {
      if let failure { return .failed(failure.message ?? "") }
      if validating { return .validating }
      return allEmpty || incomplete ? .empty : .ok(nil)
    }
  }
}
