extension FormEngine {
  /// Runs `runner`'s action against the service store `store`: an insert hashes its body
  /// as store work, then sends it; a verify looks the record up, then checks the secrets
  /// as store work. A tap is not superseded (the button is disabled while it executes),
  /// so the request runs to its end.
  private func runServiceAction(
    _ runner: ButtonActionRunner, store: CompiledServiceStore, submitted: (values: [String], enabled: [Bool]),
    groups: [SubmittedGroup], finish: @escaping (ButtonResult) -> Void
  ) {
    let values = runner.placeholderValues(submitted.values, store: store)
    if let insert = store.insert, runner.writtenStore != nil {
      externalWork.runStoreWork({
        Result { () throws(StoreError) in
          try runner.insertBody(submitted.values, enabled: submitted.enabled, groups: groups)
        }
      }) { [weak self] body in
        guard let self else { return }
        switch body {
        case .failure(let error): finish(.storeError(error))
        case .success(let body):
          _ = services.send(insert, values: values, body: body) { finish(runner.insertResult($0)) }
        }
      }
    } else if let lookup = store.lookup {
      _ = services.send(lookup, values: values) { [weak self] reply in
        let record = ButtonActionRunner.lookedUpRecord(reply)
        self?.externalWork.runStoreWork(
          { runner.verifyResult(submitted.values, record: record) }, completion: finish)
      }
    }
  }

  /// Builds every button's enabled gate, tap sampling and action.
  func buildButtons() {
    let values = fieldNodes.map(\.value)
    let results = fieldNodes.map(\.result)
    let enabledGates: [Stream<Bool>?] = fieldNodes.map(\.enabled)
    var resolver = ConditionResolver(
      fields: compiledForm.fields, lengthUnit: compiledForm.lengthUnit, values: values, results: results,
      enabled: enabledGates, today: today)
    resolver.required = fieldNodes.map(\.required)
    resolver.visible = fieldNodes.map(\.visible)
    resolver.numbers = numberReadings
    buttonNodes = compiledForm.buttons.indices.map { index in
      buildButton(index, resolver: resolver)
    }
  }

  /// Per field, its enabled gate if it has `enabled_when`, else nil: only those fields can
  /// be disabled, the others' gates are constant and need not be read.
  private func conditionalGates(_ resolver: ConditionResolver) -> [Stream<Bool>?] {
    compiledForm.fields.indices.map { compiledForm.fieldConditions[$0] == nil ? nil : resolver.enabled[$0] }
  }

  private func buildButton(_ index: Int, resolver: ConditionResolver) -> ButtonNodes {
    let button = compiledForm.buttons[index]
    let executing = graph.variable(false).labelled(.executing(button))
    let enabled: Stream<Bool>
    if let condition = compiledForm.buttonConditions[index] {
      enabled = resolver.node(for: condition, in: graph, blocker: executing)
    } else {
      enabled = AllValidNode(
        graph: graph, results: resolver.results.map(ConditionResolver.built),
        optional: compiledForm.fields.map(\.optional),
        enabled: conditionalGates(resolver), required: resolver.required, visible: resolver.visible,
        executing: executing)
    }
    enabled.labelled(.enabled(button))
    let taps = graph.variable(0).labelled(.taps(button))
    let result = graph.variable(TaggedButtonResult?.none).labelled(.result(button))
    let values = resolver.values
    let gates = conditionalGates(resolver)
    let shown = resolver.visible
    // A disabled or hidden field's value is not submitted, as in HTML: `insert` does not
    // store it.
    let submission = taps.withLatestFrom(values + gates.compactMap { $0 } + shown.compactMap { $0 }) {
      (
        values: values.map(\.value),
        enabled: gates.indices.map { (gates[$0]?.value ?? true) && (shown[$0]?.value ?? true) }
      )
    }.labelled(.submission(button))
    let runner = ButtonActionRunner(
      button: button, fields: compiledForm.fields, stores: stores,
      messages: MessageContext(
        label: "", locale: compiledForm.locale, defaultLocale: compiledForm.definition.defaultLocale))
    let latency = runner.latency
    let insertedGroups = runner.insertedGroups
    graph.recorder?.recordButton(
      index, enabled: enabled, taps: taps, submission: submission, executing: executing, result: result,
      revision: runner.writtenStore.map { storeRevisions[$0] })
    // Registered on the node for the session's lifetime: no subscription to keep.
    _ = submission.addObserver { [unowned self, unowned submission] in
      let submitted = submission.value
      let groups = SubmittedGroup.submitted(insertedGroups, of: self)
      let tap = taps.value
      executing.set(true)
      scheduler.schedule(after: latency) { [weak self] in
        guard let self else { return }
        let finish: (ButtonResult) -> Void = { [weak self] outcome in
          guard let self else { return }
          graph.transaction {
            // Whether it inserted or lost a race to another writer, the store has changed.
            if let store = runner.writtenStore {
              storeRevisions[store].set(storeRevisions[store].value + 1)
            }
            result.set(TaggedButtonResult(tap: tap, result: outcome))
            executing.set(false)
          }
        }
        if case .service(let endpoint) = runner.button.action {
          let values = runner.placeholderValues(submitted.values, of: endpoint)
          let body = runner.serviceBody(submitted.values, enabled: submitted.enabled)
          _ = services.send(endpoint, values: values, body: body) { finish(runner.serviceResult($0)) }
        } else if let service = runner.serviceStore {
          runServiceAction(runner, store: service.store, submitted: submitted, groups: groups, finish: finish)
        } else {
          externalWork.runStoreWork(
            { runner.run(with: submitted.values, enabled: submitted.enabled, groups: groups) },
            completion: finish)
        }
      }
    }
    return ButtonNodes(enabled: enabled, executing: executing, taps: taps, result: result)
  }
}
