/// Performs a button's action with the values sampled at tap time and turns every outcome
/// into a ``ButtonResult``: the expected failures (the key is taken, the credentials are
/// wrong) with the button's `failed` message, else a default one in the session's locale;
/// store errors as store errors.
struct ButtonActionRunner: Sendable {
  let button: CompiledButton
  /// The form's fields.
  let fields: [CompiledField]
  let stores: SessionStores
  /// The session's locale, for the default messages (the label is filled per message).
  let messages: MessageContext

  /// The default message of an insert whose key is taken; `{label}` is the store's key
  /// column.
  static let keyTaken: LocalizedTemplate = [
    .en: "a record with this {label} already exists", .zh: "已有相同 {label} 的记录",
    .ru: "запись с таким значением {label} уже существует",
    .fr: "un enregistrement avec cette valeur de {label} existe déjà",
  ]
  /// The default message of a verify that found no record or a wrong secret.
  static let wrongCredentials: LocalizedTemplate = [
    .en: "wrong credentials", .zh: "凭据不正确", .ru: "неверные учётные данные", .fr: "identifiants incorrects",
  ]

  /// The delay before the action completes: its store's latency.
  var latency: Duration {
    switch button.action {
    case .insert(let store, _), .verify(let store, _, _): stores.compiled[store].latency
    case .service, nil: .zero
    }
  }

  /// The store a run writes to, if any.
  var writtenStore: Int? {
    if case .insert(let store, _) = button.action { return store }
    return nil
  }

  /// The repeated groups an insert writes (indexes into the form's repeated groups): those
  /// among its fields.
  var insertedGroups: [Int] {
    guard case .insert(_, let inserted) = button.action else { return [] }
    return inserted.compactMap { index in
      if case .repeatedGroup(let group) = fields[index].role { group } else { nil }
    }
  }

  /// Runs the action with `values` (one per field, in field order) and whether each
  /// field's input was `enabled` (a disabled field's value is not inserted); an insert
  /// also writes `groups`' items, in the same transaction.
  func run(with values: [String], enabled: [Bool], groups: [SubmittedGroup] = []) -> ButtonResult {
    do throws(StoreError) {
      switch button.action {
      case nil:
        return ok()
      case .insert(let store, let fields):
        return try insert(values, fields: fields.filter { enabled[$0] }, groups: groups, into: store)
          ? ok() : failed(Self.keyTaken, label: stores.keyColumn(store))
      case .verify(let store, let keyField, let secretFields):
        return try verify(values, keyField: keyField, secretFields: secretFields, in: store)
          ? ok() : failed(Self.wrongCredentials)
      case .service:
        // Sent through the session's services (``serviceResult(_:)``), never run here.
        throw StoreError(.other, "a service action is sent through the session's services")
      }
    } catch {
      return .storeError(error)
    }
  }

  /// Inserts the `inserted` input fields' values (a group's field in the column of its
  /// path, `address_city`), secret ones hashed, and `groups`' items as rows of child
  /// tables, into the store at `store` in one transaction; false when the key is taken.
  private func insert(
    _ values: [String], fields inserted: [Int], groups: [SubmittedGroup], into store: Int
  ) throws(StoreError) -> Bool {
    var children: [ChildRows] = []
    for group in groups { children.append(try group.childRows(hashingWith: stores.hasher)) }
    return try stores.insert(
      store, try columns(values, fields: inserted).map { ($0.column, $0.value) }, children: children)
  }

  /// The column and value of each of the `inserted` input fields (a group's field in the
  /// column of its path, `address_city`), secret ones hashed, with its type.
  func columns(_ values: [String], fields inserted: [Int]) throws(StoreError) -> [(
    column: String, value: String, type: ValueType
  )] {
    var columns: [(column: String, value: String, type: ValueType)] = []
    for index in inserted where fields[index].role.isInput {
      let field = fields[index]
      columns.append(
        (
          SubmittedGroup.column(of: field.name),
          field.secret ? try stores.hasher.hash(values[index]) : values[index], field.type
        ))
    }
    return columns
  }

  /// Whether the record with the key field's value exists and every secret field matches
  /// its stored hash. Fails closed: a password hash in the column of a field the form does
  /// not mark secret (other than the key), a missing or malformed hash, are store errors.
  /// A missing record costs the same hashing as a present one.
  private func verify(
    _ values: [String], keyField: Int, secretFields: [Int], in store: Int
  ) throws(StoreError) -> Bool {
    try verify(
      values, keyField: keyField, secretFields: secretFields,
      record: try stores.record(store, forKey: values[keyField]),
      label: stores.label(store))
  }

  /// Whether `record` (the one with the key field's value, nil when there is none) matches
  /// every secret field, as ``verify(_:keyField:secretFields:in:)`` says; `label` names
  /// the store in errors.
  func verify(
    _ values: [String], keyField: Int, secretFields: [Int], record: [String: String]?, label: String
  ) throws(StoreError) -> Bool {
    guard let record else {
      for index in secretFields { try stores.hasher.verifyMissing(values[index]) }
      return false
    }
    // The key matched the typed text verbatim; any other plain field's column must not
    // hold a hash that the form would compare as text, or not at all.
    for (index, field) in fields.enumerated() where !field.secret && index != keyField {
      if let stored = record[field.name], PasswordHasher.PHCString.looksLikeHash(stored) {
        throw StoreError(
          .invalidInput,
          "cannot verify with \(label): column '\(field.name)' holds a password hash, but field '\(field.name)' is not secret (mark it 'secret: true')"
        )
      }
    }
    var matches = true
    for index in secretFields {
      let name = fields[index].name
      guard let stored = record[name] else {
        throw StoreError(
          .invalidInput, "cannot verify with \(label): the record has no stored '\(name)'")
      }
      do throws(StoreError) {
        // Every secret is checked, so the time taken does not tell which one was wrong.
        if try !stores.hasher.verify(values[index], against: stored) { matches = false }
      } catch {
        throw error.leading("cannot verify '\(name)' with \(label): ")
      }
    }
    return matches
  }

  func ok() -> ButtonResult {
    ButtonResult(status: .ok, message: button.okMessage)
  }

  /// The expected failure: the button's `failed` message if it has one, else `detail` in
  /// the session's locale, `{label}` filled with `label`.
  func failed(_ detail: LocalizedTemplate, label: String = "") -> ButtonResult {
    let message =
      button.failedMessage
      ?? messages.labelled(label).text(detail)
    return ButtonResult(status: .failed, message: message)
  }
}
