/// A form `check` can still analyse although its spec has errors: the compiled form with
/// every broken item made inert (a broken field has no rules and no condition, a broken
/// button no action and no condition), and the targets and examples whose outcome could
/// depend on a broken item, which the analysis and the example runner skip.
///
/// An item depends on a broken one when it reads it: a field whose `enabled_when` reads a
/// skipped field or whose `equals` names one; a button whose `enabled_when` reads one (or
/// that has none, and so waits for every field), or whose action takes one; an example
/// that sets, taps or expects one.
struct AnalysableForm {
  /// The form, broken items made inert.
  var form: CompiledForm
  /// The fields whose status or enabled state cannot be trusted.
  let skippedFields: Set<Int>
  /// The buttons whose enabled state or action cannot be trusted.
  let skippedButtons: Set<Int>
  /// The examples not run.
  let skippedExamples: Set<Int>

  /// The analysable part of `form`, whose `broken` items were made inert when it was built.
  init(form: CompiledForm, broken: Set<SpecItem>) {
    self.form = form
    var fields = Set(form.fields.indices.filter { broken.contains(.field($0)) })
    let reads: (Expression?) -> [Int] = { condition in
      condition?.references.compactMap { form.fieldIndex[$0.field] } ?? []
    }
    var grew = !fields.isEmpty
    while grew {
      grew = false
      for index in form.fields.indices where !fields.contains(index) {
        let field = form.fields[index]
        let dependencies = reads(field.enabledWhen) + field.checks.flatMap(\.dependencies)
        if dependencies.contains(where: fields.contains) {
          fields.insert(index)
          grew = true
        }
      }
    }
    let buttons = Set(
      form.buttons.indices.filter { index in
        let button = form.buttons[index]
        let read = button.enabledWhen == nil ? Array(form.fields.indices) : reads(button.enabledWhen)
        let taken: [Int] =
          switch button.action {
          case .insert(_, let inserted): inserted
          case .verify, .service: Array(form.fields.indices)
          case nil: []
          }
        return broken.contains(.button(index)) || (read + taken).contains(where: fields.contains)
      })
    skippedFields = fields
    skippedButtons = buttons
    skippedExamples = Set(
      form.definition.examples.indices.filter { index in
        broken.contains(.example(index))
          || Self.names(in: form.definition.examples[index]).contains { name in
            form.fieldIndex[name].map(fields.contains) ?? false
              || form.buttonIndex[name].map(buttons.contains) ?? false
          }
      })
  }

  /// Whether the analysis of `target` can be trusted.
  func analyses(_ target: ReachabilityTarget) -> Bool {
    switch target {
    case .field(let index), .requirement(let index, _), .visibility(let index, _):
      !skippedFields.contains(index)
    case .button(let index): !skippedButtons.contains(index)
    }
  }

  /// Every field and button name `example` sets, taps or expects.
  private static func names(in example: ExampleDefinition) -> [String] {
    var names = example.expectations.map(\.target.value)
    for step in example.steps {
      switch step {
      case .set(let assignments): names += assignments.map(\.field.value)
      case .tap(let button): names.append(button.value)
      case .wait: break
      }
    }
    return names
  }
}
