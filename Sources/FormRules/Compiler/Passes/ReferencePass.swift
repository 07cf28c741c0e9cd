/// Resolves every name a rule, action or example refers to: fields for `equals`, stores for
/// lookups and actions, buttons and fields in examples.
struct ReferencePass: CompilerPass {
  func run(_ context: inout CompilationContext) {
    let definition = context.definition
    // The names to suggest from, listed only when a name is unknown.
    let fieldNames = definition.fields.lazy.map(\.name.value)
    let storeNames = definition.stores.lazy.map(\.name.value)
    let buttonNames = definition.buttons.lazy.map(\.name.value)
    for (index, field) in definition.fields.enumerated() {
      for rule in field.rules {
        switch rule.kind.rule.reference {
        case .field(let other) where context.fieldIndex[other.value] == nil:
          context.reportUnknown(
            .unknownField, kind: "field", other, among: fieldNames, in: .field(index))
        case .store(let store) where context.storeIndex[store.value] == nil:
          context.reportUnknown(
            .unknownStore, kind: "store", store, among: storeNames, in: .field(index))
        case .field, .store, nil:
          break
        }
      }
    }
    for (index, button) in definition.buttons.enumerated() {
      switch button.action {
      case .insert(let store, let fields):
        if context.storeIndex[store.value] == nil {
          context.reportUnknown(.unknownStore, kind: "store", store, among: storeNames, in: .button(index))
        }
        for field in fields ?? [] where context.fieldIndex[field.value] == nil {
          context.reportUnknown(.unknownField, kind: "field", field, among: fieldNames, in: .button(index))
        }
      case .verify(let store):
        if context.storeIndex[store.value] == nil {
          context.reportUnknown(.unknownStore, kind: "store", store, among: storeNames, in: .button(index))
        }
      case .service, nil:  // ServicePass checks services and their requests
        break
      }
    }
    for (index, example) in definition.examples.enumerated() {
      for step in example.steps {
        switch step {
        case .set(let assignments):
          for (field, _) in assignments
          where context.fieldIndex[field.value] == nil
            && context.definition.names?.namesItemField(field.value) != true
          {
            context.reportUnknown(
              .unknownField, kind: "field", field, among: fieldNames, in: .example(index))
          }
        case .tap(let button) where context.buttonIndex[button.value] == nil:
          context.reportUnknown(
            .unknownButton, kind: "button", button, among: buttonNames, in: .example(index))
        default:
          break
        }
      }
      let computedNames = context.definition.computed.map(\.name.value)
      let listNames = context.definition.lists.map(\.name.value)
      for expectation in example.expectations {
        let target = expectation.target
        if listNames.contains(target.value) {
          if let problem = ListExpectation.misplaced(expectation) {
            context.report(.invalidValue, at: target.location, problem)
          }
        } else if context.fieldIndex[target.value] == nil, context.buttonIndex[target.value] == nil,
          !computedNames.contains(target.value),
          context.definition.names?.namesItemField(target.value) != true
        {
          context.reportUnknown(
            .unknownField,
            kind: listNames.isEmpty
              ? "field, computed value or button" : "field, computed value, button or list",
            target, among: Array(fieldNames) + computedNames + Array(buttonNames) + listNames,
            in: .example(index))
        } else if let problem = ListExpectation.misplacedListKeys(expectation) {
          context.report(.invalidValue, at: target.location, problem)
        } else if let problem = Self.misplacedExpectation(
          expectation, isComputed: computedNames.contains(target.value),
          isButton: context.buttonIndex[target.value] != nil)
        {
          context.report(.invalidValue, at: target.location, problem)
        }
      }
    }
  }

  /// What cannot be expected of `expectation`'s target: anything but a value of a
  /// computed value, a value of a button.
  private static func misplacedExpectation(
    _ expectation: ExampleDefinition.Expectation, isComputed: Bool, isButton: Bool
  ) -> String? {
    let name = expectation.target.value
    if isComputed,
      expectation.status != nil || expectation.message != nil || expectation.enabled != nil
        || expectation.valid != nil || expectation.visible != nil
    {
      return "computed value '\(name)' has only a value: expect '{value: …}'"
    }
    if isButton, expectation.value != nil || expectation.visible != nil || expectation.valid != nil {
      return
        "button '\(name)' has no value, visibility or validity: expect its status, message or enabled flag"
    }
    return nil
  }
}
