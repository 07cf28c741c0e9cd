/// One `lists:` entry, compiled: its source resolved to a store, its search field to a
/// field index.
struct CompiledList: Sendable {
  /// Where the items come from. A session asks the source for one ``ListPage`` per
  /// query (``ListQuery``); a new kind of source (a service) is one more case here and
  /// in ``ListQuery/run(in:)``.
  enum Source: Sendable {
    /// The store at this index of the form's stores: a list store's lines or a table
    /// store's rows.
    case store(Int)
    /// The request of this endpoint, its placeholder (if any) filled with the search
    /// text: the service answers with the matching items.
    case service(ServiceEndpoint)
  }

  /// The list's name.
  let name: String
  /// Its `label:` in every locale it is given in (default: the name, humanized).
  let labels: Localized<String>
  /// The label in the session's locale.
  var label: String
  /// Where the items come from.
  let source: Source
  /// The field whose value filters the items; nil: the first items, unfiltered.
  let search: Int?
  /// How the search text selects items.
  let match: ListMatch
  /// How long the search text must stay unchanged before the query runs.
  let debounce: Duration
  /// The most items shown.
  let limit: Int
  /// Columns left out of a table's rows (lowercased): those of the form's secret fields,
  /// which hold password hashes.
  let hiddenColumns: Set<String>
  /// The store the items come from, if they come from one.
  var sourceStore: Int? {
    switch source {
    case .store(let store): store
    case .service: nil
    }
  }

  /// Where its name is in the spec.
  let location: SourceLocation
}
