extension FormEngine {
  /// Builds each list's nodes: the search text (debounced), the query on it when it
  /// changed (latest wins: a newer text, or a write to the table it reads, cancels the
  /// pending one and its answer is never shown), and the list's state. A form without lists builds
  /// nothing.
  func buildLists() {
    guard !compiledForm.lists.isEmpty else { return }
    let (scheduler, work, services) = (scheduler, externalWork, services)
    listNodes = compiledForm.lists.map { list in
      let query = ListQuery(
        list: list, stores: stores, searchField: list.search.map { compiledForm.fields[$0].name })
      let text: Stream<String> =
        list.search.map { fieldNodes[$0].value } ?? graph.variable("").labelled(.listText(of: list))
      let debounced =
        list.debounce > .zero ? text.debounce(list.debounce).labelled(.listDebounce(of: list)) : text
      let revision = query.revisedStore.map { storeRevisions[$0] }
      let request: Stream<ListRequest> =
        graph.combineLatest([debounced] + (revision.map { [$0] } ?? [])) {
          ListRequest(text: debounced.value, revision: revision?.value ?? 0)
        }.labelled(.listRequest(of: list, revised: revision != nil)).distinctUntilChanged().labelled(
          .distinctListRequest(of: list))
      let answer = request.flatMapLatest(initial: ListAnswer?.none) { request in
        Producer { emit in
          emit(nil)  // forget the previous answer: this query starts afresh
          return query.start(request.text, scheduler: scheduler, work: work, services: services) { emit($0) }
        }
      }.labelled(.listQuery(of: list, store: list.sourceStore))
      return ListNode(name: list.name, text: text, answer: answer).labelled(.listState(of: list))
    }
  }

  /// The state of the list at `index`.
  func listState(_ index: Int) -> ListState { listNodes[index].value }
}

/// What a list queries: the search text, at a revision of the table it reads.
struct ListRequest: Equatable {
  /// The (debounced) search text.
  let text: String
  /// The revision of the table store it reads (0 for a list store).
  let revision: Int
}
