/// One entry of `lists:`: a searchable list of a store's items, filtered by what a field
/// holds — the seeds' hero list (type the first letters, the list filters).
struct ListDefinition: Sendable, Equatable {
  /// Where a list's items come from (`from:`).
  enum Source: Sendable, Equatable {
    /// `from: {store: NAME}`: the items of a list store (its lines) or a table store (its
    /// rows).
    case store(Located<String>)
    /// `from: {service: NAME, request: LINE}`: the items a service answers with, a JSON
    /// array; the request's placeholder may name the search field.
    case service(service: Located<String>, request: RequestLine?)
  }

  /// The list's name.
  var name: Located<String>
  /// Where its items come from; nil when `from:` is missing or unreadable (reported).
  var source: Source?
  /// `search:`, the field whose value filters the items; nil: no filtering.
  var search: Located<String>?
  /// `match:`, how the search text is compared with each item's key (default prefix).
  var match = ListMatch.prefix
  /// `debounce:`, how long the search text must stay unchanged before the query runs.
  var debounce = Duration.zero
  /// `limit:`, the most items shown (default ``defaultLimit``).
  var limit = ListDefinition.defaultLimit
  /// `label:`, the list's title for people.
  var label: LocalizedText?

  /// The name of the store the items come from, if they come from one.
  var storeName: String? {
    switch source {
    case .store(let name)?: name.value
    case .service?, nil: nil
    }
  }

  /// The number of items shown when the spec gives no `limit:`.
  static let defaultLimit = 20
}
