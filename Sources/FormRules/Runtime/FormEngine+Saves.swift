extension FormEngine {
  /// Builds the save of the field at `index` (``FieldSaver``) around its `rules` result:
  /// each new value the rules find valid is sent with the field's `save:` request, and the
  /// returned result shows `validating` while it saves and the failure after a rollback.
  /// `committed` is what the rest of the form reads: `input` itself when the save is
  /// optimistic.
  func buildSave(
    _ index: Int, input: Variable<String>, committed: Variable<String>, rules: Stream<FieldOutcome>
  ) -> Stream<FieldOutcome> {
    let field = compiledForm.fields[index]
    guard let save = field.save else { return rules }
    let saver = FieldSaver(input: input, committed: committed, graph: graph, send: saveSender(field, save))
    saver.status.labelled(.saveStatus(of: field))
    let optional = field.optional
    let candidate = graph.combineLatest([input, rules]) { () -> String? in
      switch rules.value.status {
      case .ok: input.value
      case .empty: optional ? input.value : nil
      case .failed, .validating: nil
      }
    }.distinctUntilChanged().labelled(.saveCandidate(of: field))
    // Registered on the node for the session's lifetime, as a button's action is.
    _ = candidate.addObserver { [unowned candidate] in
      if let value = candidate.value { saver.save(value) }
    }
    let status = saver.status
    return graph.combineLatest([rules, status, input]) {
      FieldSaver.shown(rules.value, status: status.value, value: input.value)
    }.distinctUntilChanged().labelled(.savedResult(of: field))
  }

  /// How `field`'s saver sends a value: `save`'s request through the session's services,
  /// the body `{"field": NAME, "value": VALUE}` (the value typed as the field is). A 2xx
  /// answer is a success; anything else fails the field with the spec's `failed:` message,
  /// else the service's failure (naming the service and the route, never the URL).
  private func saveSender(_ field: CompiledField, _ save: CompiledSave) -> FieldSaver.Send {
    let services = self.services
    return { value, completion in
      let body = ServiceJSON.record([("field", field.name, .text), ("value", value, field.type)])
      return services.send(save.endpoint, values: ["field": field.name, "value": value], body: body) {
        reply in
        let error: StoreError
        switch reply.result {
        case .success(let response) where (200..<300).contains(response.status): return completion(nil)
        case .success(let response): error = reply.unexpected(response)
        case .failure(let failure): error = failure
        }
        completion(save.failedMessage.map(FieldOutcome.failed) ?? .storeError(error))
      }
    }
  }
}
