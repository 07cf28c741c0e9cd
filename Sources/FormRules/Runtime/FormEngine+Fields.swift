extension FormEngine {
  /// What an async lookup produced, and for which value.
  fileprivate enum AsyncCheck: Equatable {
    /// Nothing checked for the current value.
    case idle
    /// The async rules ran for `value` and gave `result`.
    case done(value: String, result: FieldOutcome)
  }

  /// A candidate for the async rules: the value, at a store revision.
  fileprivate struct AsyncCandidate: Equatable {
    let value: String
    let revision: Int
  }

  /// Builds every field's value source, result and enabled gate, and the computed values.
  func buildFields(validators: ValidatorRegistry) {
    let inputs = compiledForm.fields.map { field in graph.variable("").labelled(.value(of: field)) }
    numberReadings = compiledForm.fields.map { NumberReading(type: $0.type) }
    // What the rest of the form reads of each field: its input, but for a field whose save
    // is not optimistic, the value saved last.
    let values = compiledForm.fields.indices.map { index in
      let field = compiledForm.fields[index]
      guard let save = field.save, !save.optimistic else { return inputs[index] }
      return graph.variable("").labelled(.savedValue(of: field))
    }
    var enabled = [Stream<Bool>?](repeating: nil, count: compiledForm.fields.count)
    var required = [Stream<Bool>?](repeating: nil, count: compiledForm.fields.count)
    var visible = [Stream<Bool>?](repeating: nil, count: compiledForm.fields.count)
    // Results whose rules read a field that can be hidden come in the gate order, after
    // its visible flag; every other result comes first.
    var deferred = Set<Int>()
    for case .result(let index) in compiledForm.gateOrder { deferred.insert(index) }
    externalResults = compiledForm.fields.map { field in
      field.role.isInput ? nil : graph.variable(FieldOutcome.empty).labelled(.result(of: field))
    }
    /// The result of the field at `index`: its rules', and with a `save:`, its saves'
    /// (which conditions, buttons and the state all read).
    func result(_ index: Int) -> Stream<FieldOutcome> {
      let rules = buildResult(index, inputs: inputs, values: values, visible: visible, validators: validators)
      guard compiledForm.fields[index].save != nil else { return rules }
      return buildSave(index, input: inputs[index], committed: values[index], rules: rules)
    }
    var results: [Stream<FieldOutcome>?] = compiledForm.fields.indices.map { index in
      if let external = externalResults[index] { return external }
      return deferred.contains(index) ? nil : result(index)
    }
    /// What conditions read from the nodes built so far.
    func resolver() -> ConditionResolver {
      var resolver = ConditionResolver(
        fields: compiledForm.fields, lengthUnit: compiledForm.lengthUnit, values: values, results: results,
        enabled: enabled, today: today)
      resolver.required = required
      resolver.visible = visible
      resolver.numbers = numberReadings
      return resolver
    }
    for gate in compiledForm.gateOrder {
      let resolver = resolver()
      switch gate {
      case .enabled(let index):
        enabled[index] = compiledForm.fieldConditions[index].map {
          resolver.node(for: $0, in: graph).labelled(.enabled(compiledForm.fields[index]))
        }
      case .required(let index):
        required[index] = compiledForm.requiredConditions[index].map {
          resolver.node(for: $0, in: graph).labelled(.required(compiledForm.fields[index]))
        }
      case .visible(let index):
        guard let condition = compiledForm.visibleConditions[index] else { continue }
        let field = compiledForm.fields[index]
        let gate = resolver.node(for: condition, in: graph).labelled(.visible(field))
        visible[index] = gate
        // A hidden field's value counts as empty: what everything after this reads.
        let result = ConditionResolver.built(results[index])
        results[index] = graph.combineLatest([result, gate]) { gate.value ? result.value : .empty }
          .labelled(.shownResult(of: field)).distinctUntilChanged().labelled(.result(of: field))
      case .result(let index):
        results[index] = result(index)
      }
    }
    fieldNodes = compiledForm.fields.indices.map { index in
      FieldNodes(
        value: inputs[index], result: ConditionResolver.built(results[index]),
        enabled: enabled[index] ?? graph.variable(true).labelled(.enabled(compiledForm.fields[index])),
        required: required[index], visible: visible[index])
    }
    guard !compiledForm.computed.isEmpty else { return }
    let resolver = resolver()
    computedNodes = compiledForm.computed.map { resolver.node(for: $0, in: graph).labelled(.computed($0)) }
  }

  /// The result stream: sync rules in order, then (debounced) async rules, latest wins.
  /// The field's rules read its input; other fields' values come from `values`.
  private func buildResult(
    _ index: Int, inputs: [Variable<String>], values: [Variable<String>], visible: [Stream<Bool>?],
    validators: ValidatorRegistry
  ) -> Stream<FieldOutcome> {
    let field = compiledForm.fields[index]
    let (bound, asyncChecks) = bindChecks(
      of: field, number: numberReadings[index], values: values, visible: visible, validators: validators)
    let asyncRules = bound.asyncRules
    let value = inputs[index]
    let okResult = FieldOutcome.ok(field.okMessage)
    let needsAsync = !asyncRules.isEmpty
    var rules = bound.sync
    rules.passed = needsAsync ? .validating : okResult
    let read = rules.dependencies.subtracting([index]).sorted()
    let sync = FieldResultNode(
      source: value, dependencies: read.map { values[$0] } + read.compactMap { visible[$0] },
      rules: rules,
      distinct: !needsAsync
    ).labelled(.syncRules(of: field, asyncChecks: asyncChecks, isResult: !needsAsync))
    guard needsAsync else { return sync }

    let debounced =
      field.debounce > .zero ? value.debounce(field.debounce).labelled(.debounce(of: field)) : value
    // Lookups run again when a store they read is written to (revisions only grow, so
    // their sum changes whenever one of them does).
    let revisions = lookedUpStores(of: field).map { storeRevisions[$0] }
    let candidate = graph.combineLatest([debounced, sync] + revisions) { () -> AsyncCandidate? in
      guard sync.value.status == .validating, debounced.value == value.value else { return nil }
      return AsyncCandidate(value: value.value, revision: revisions.reduce(0) { $0 + $1.value })
    }.labelled(.lookupCandidate(of: field)).distinctUntilChanged().labelled(.distinctCandidate(of: field))
    let checked = candidate.flatMapLatest(initial: AsyncCheck.idle) { candidate in
      guard let candidate else { return .just(.idle) }
      return Producer { emit in
        emit(.idle)  // forget the previous value's outcome: this check starts afresh
        return AsyncRuleChain(rules: asyncRules, okResult: okResult).start(candidate.value) { result in
          emit(.done(value: candidate.value, result: result))
        }
      }
    }.labelled(.asyncRules(of: field, asyncChecks: asyncChecks))
    return graph.combineLatest([sync, checked, value]) { () -> FieldOutcome in
      let syncResult = sync.value
      guard syncResult.status == .validating else { return syncResult }
      if case .done(let checkedValue, let result) = checked.value, checkedValue == value.value {
        return result
      }
      return .validating
    }.labelled(.combinedOutcome(of: field)).distinctUntilChanged().labelled(.result(of: field))
  }

  /// The stores a field's lookups read, each once.
  private func lookedUpStores(of field: CompiledField) -> [Int] {
    var stores: [Int] = []
    for store in field.checks.compactMap(\.store) where !stores.contains(store) { stores.append(store) }
    return stores
  }

  /// A field's checks bound to this session's stores and validators (``RuleBinding``),
  /// and the indexes of those bound as async rules.
  private func bindChecks(
    of field: CompiledField, number: NumberReading?, values: [Variable<String>], visible: [Stream<Bool>?],
    validators: ValidatorRegistry
  ) -> (RuleBinding, asyncChecks: [Int]) {
    var binding = RuleBinding(
      form: compiledForm, label: field.label, fieldName: field.name, values: values, visible: visible,
      validators: validators,
      stores: stores, services: services,
      scheduler: scheduler, work: externalWork, today: today)
    binding.number = number
    let asyncChecks = binding.bind(field)
    borrowedPatterns += binding.borrowedPatterns
    return (binding, asyncChecks)
  }
}
