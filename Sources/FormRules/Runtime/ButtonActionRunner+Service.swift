/// A button's `insert:` or `verify:` against a store answered by a service: the request,
/// its body, and what each answer makes of the tap. The session sends the request through
/// its ``ServiceCaller`` (``FormEngine/buildButtons()``); hashing runs as store work.
extension ButtonActionRunner {
  /// The service store the action uses, unless the embedding program replaces it.
  var serviceStore: (index: Int, store: CompiledServiceStore)? {
    let store: Int
    switch button.action {
    case .insert(let index, _), .verify(let index, _, _): store = index
    case nil: return nil
    }
    guard case .service(let service) = stores.compiled[store].backing, !stores.isCustom(store) else {
      return nil
    }
    return (store, service)
  }

  /// The values of an insert's or a verify's placeholders: `{key}`, the key field's value.
  func placeholderValues(_ values: [String], store: CompiledServiceStore) -> [String: String] {
    guard let key = store.key, let index = fields.firstIndex(where: { $0.name == key }) else { return [:] }
    return ["key": values[index]]
  }

  /// An insert's body: the inserted, enabled fields' values as a JSON object, secrets
  /// hashed as a table stores them. A service store takes no repeated groups.
  func insertBody(_ values: [String], enabled: [Bool], groups: [SubmittedGroup]) throws(StoreError) -> [UInt8]
  {
    guard case .insert(let store, let inserted) = button.action else { return [] }
    if let group = groups.first {
      throw StoreError(
        .invalidInput,
        "cannot insert into \(stores.label(store)): a service store takes no repeated groups, such as '\(group.name)'"
      )
    }
    return ServiceJSON.record(try columns(values, fields: inserted.filter { enabled[$0] }))
  }

  /// What an insert's answer makes of the tap: 2xx inserted, 409 the key is taken, else a
  /// store error.
  func insertResult(_ reply: ServiceReply) -> ButtonResult {
    switch reply.result {
    case .success(let response) where (200..<300).contains(response.status): return ok()
    case .success(let response) where response.status == 409:
      guard case .insert(let store, _) = button.action else { return ok() }
      return failed(Self.keyTaken, label: stores.keyColumn(store))
    case .success(let response): return .storeError(reply.unexpected(response))
    case .failure(let error): return .storeError(error)
    }
  }

  /// The record a verify's lookup answered with: 200 and a JSON object, 404 none; else
  /// the store error.
  static func lookedUpRecord(_ reply: ServiceReply) -> Result<[String: String]?, StoreError> {
    switch reply.result {
    case .success(let response) where response.status == 200:
      guard let record = ServiceJSON.record(from: response.body) else {
        return .failure(reply.unreadable(expecting: "a JSON object"))
      }
      return .success(record)
    case .success(let response) where response.status == 404: return .success(nil)
    case .success(let response): return .failure(reply.unexpected(response))
    case .failure(let error): return .failure(error)
    }
  }

  /// What a verify makes of the tap with the looked-up `record` (hashes the secrets: run
  /// it as store work).
  func verifyResult(_ values: [String], record: Result<[String: String]?, StoreError>) -> ButtonResult {
    guard case .verify(let store, let keyField, let secretFields) = button.action else { return ok() }
    do throws(StoreError) {
      return try verify(
        values, keyField: keyField, secretFields: secretFields, record: try record.get(),
        label: stores.label(store))
        ? ok() : failed(Self.wrongCredentials)
    } catch {
      return .storeError(error)
    }
  }
}
