/// Checks that secrets stay safe in table stores: a `verify` action needs a secret field
/// to compare (without one, any password would log in), and a secret field cannot be a
/// table's key (its value is stored as a hash with a random salt, so the key's UNIQUE
/// would never see two equal values).
struct SecretStorePass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    let fields = context.definition.fields
    for (index, button) in context.definition.buttons.enumerated() {
      guard case .verify(let store) = button.action else { continue }
      // A confirmation field (one with `equals:`) is not compared with the store.
      let compared = fields.filter { field in
        field.secret && !field.rules.contains { if case .equals = $0.kind { true } else { false } }
      }
      if compared.isEmpty {
        context.report(
          .verifyWithoutSecret, at: store.location,
          "'verify: \(store.value)' needs a field with 'secret: true' to compare with the stored hash; without one, any password would log in",
          breaking: .button(index))
      }
    }
    for store in context.definition.stores {
      guard case .table(_, let key) = store.kind, let index = context.fieldIndex[key.value],
        fields[index].secret
      else { continue }
      context.report(
        .secretKey, at: key.location,
        "the key of table store '\(store.name.value)' cannot be the secret field '\(key.value)': secrets are stored as hashes with a random salt, so the key would never be unique"
      )
    }
  }
}
