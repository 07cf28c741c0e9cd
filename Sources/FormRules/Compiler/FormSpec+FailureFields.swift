extension FormSpec {
  /// The fields a failure of `button`'s action is about, in spec order — what a person
  /// should type again: the secret fields a `verify` checked (a wrong password), or the
  /// key field of the table (or service store) an `insert` writes (the name was taken meanwhile). Empty for
  /// an unknown button or one without an action.
  package func fieldsConcerned(byFailureOf button: String) -> [String] {
    guard let index = compiled.buttonIndex[button], let action = compiled.buttons[index].action else {
      return []
    }
    switch action {
    case .verify(_, _, let secretFields):
      return secretFields.map { compiled.fields[$0].name }
    case .insert(let store, _):
      let key: String
      switch compiled.stores[store].backing {
      case .table(_, let column): key = column
      case .service(let service):
        guard let field = service.key else { return [] }
        key = field
      case .list: return []
      }
      return compiled.fields.contains { $0.name == key } ? [key] : []
    case .service:
      return []
    }
  }
}
