/// Performs a button's action with the values sampled at tap time and turns every outcome,
/// store errors included, into a ``ButtonResult``.
struct ButtonActionRunner {
  let button: CompiledButton
  /// The form's fields.
  let fields: [CompiledField]
  let stores: SessionStores

  /// The delay before the action completes: its store's latency.
  var latency: Duration {
    switch button.action {
    case .insert(let store, _), .verify(let store, _, _): stores.compiled[store].latency
    case nil: .zero
    }
  }

  /// The store a run writes to, if any.
  var writtenStore: Int? {
    if case .insert(let store, _) = button.action { return store }
    return nil
  }

  /// Runs the action with `values` (one per field, in field order).
  func run(with values: [String]) -> ButtonResult {
    switch button.action {
    case nil:
      return ok()
    case .insert(let store, let fields):
      return insert(values, fields: fields, into: store)
    case .verify(let store, let keyField, let secretFields):
      return verify(values, keyField: keyField, secretFields: secretFields, in: store)
    }
  }

  private func insert(_ values: [String], fields inserted: [Int], into storeIndex: Int) -> ButtonResult {
    guard let table = stores.table(storeIndex) else { return failed("store is not a table") }
    do throws(StoreError) {
      var columns: [(column: String, value: String)] = []
      for index in inserted {
        let field = fields[index]
        let value = field.secret ? try stores.hasher.hash(values[index]) : values[index]
        columns.append((field.name, value))
      }
      switch try table.insert(columns) {
      case .inserted: return ok()
      case .duplicate: return failed("a record with this \(table.key) already exists")
      }
    } catch {
      return failed(error.description)
    }
  }

  private func verify(
    _ values: [String], keyField: Int, secretFields: [Int], in storeIndex: Int
  ) -> ButtonResult {
    guard let table = stores.table(storeIndex) else { return failed("store is not a table") }
    do throws(StoreError) {
      guard let record = try table.record(forKey: values[keyField]) else {
        return failed("wrong credentials")
      }
      for index in secretFields {
        guard let stored = record[fields[index].name],
          stores.hasher.verify(values[index], against: stored)
        else { return failed("wrong credentials") }
      }
      return ok()
    } catch {
      return failed(error.description)
    }
  }

  private func ok() -> ButtonResult {
    ButtonResult(status: .ok, message: button.okMessage)
  }

  /// The button's `failed` message if it has one, else `detail`.
  private func failed(_ detail: String) -> ButtonResult {
    ButtonResult(status: .failed, message: button.failedMessage ?? detail)
  }
}
