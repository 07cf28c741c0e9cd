extension Form {
  /// The names of the spec's `lists:`, in spec order.
  public var listNames: [String] { engine.compiledForm.lists.map(\.name) }

  /// Every list's state, in spec order (none in a form without lists).
  package var listStates: [ListState] { engine.listNodes.map(\.value) }

  /// The states of the lists whose `search:` is the field `field`, in spec order.
  package func listStates(searchingWith field: String) -> [ListState] {
    let form = engine.compiledForm
    return form.lists.indices.filter { form.lists[$0].search.map { form.fields[$0].name } == field }
      .map(engine.listState)
  }

  /// The state of the list called `name`: its status (`loading` while its query is
  /// pending, `ok`, or `failed` with the store's message), the number of matching items
  /// and the first of them (at most its `limit`), each with its columns.
  ///
  /// A list follows its `search:` field: each change starts a query once the field has
  /// been quiet for the list's `debounce` (and after its store's `latency`), on the
  /// session's clock like every lookup; a newer search cancels a pending one, whose
  /// answer is never shown. The state changes to `loading` in the same transaction as
  /// the field, so no state pairs a search text with another text's items.
  public func listState(_ name: String) throws(FormError) -> ListState {
    guard let index = engine.compiledForm.lists.firstIndex(where: { $0.name == name }) else {
      throw FormError.unknownList(name, suggestion: NameSuggestion.suggestion(for: name, among: listNames))
    }
    return engine.listState(index)
  }

  /// Calls `handler` with the new state of each list that changed, once per list per
  /// transaction, after the transaction has settled, in spec order. Keep the returned
  /// observation for as long as you want to hear about changes (as with ``observe(_:)``).
  public func observeLists(_ handler: @escaping (ListState) -> Void) -> FormObservation {
    let observation = FormObservation()
    for node in engine.listNodes {
      observation.register(on: [node]) { handler(node.value) }
    }
    return observation
  }
}
