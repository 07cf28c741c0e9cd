import FormRules

/// Decides what the interactive prompt asks next: each enabled field in spec order until
/// it is valid, then the one enabled button, else free commands. Once a button's action
/// has succeeded the form is done — after a sign-up the name is taken, but nobody should be
/// asked for it again — until the person sets a field.
struct PromptPlanner {
  /// The form's fields, in spec order.
  private let fields: [FieldInfo]
  /// Fields that have been given a value at least once.
  private var answered: Set<String> = []
  /// Whether a button's action succeeded since the last value was set.
  private var isCompleted = false

  /// A planner for the fields of `spec`.
  init(spec: FormSpec) {
    fields = spec.fields
  }

  /// Records that `field` was given a value (an optional field left empty is then done).
  mutating func markAnswered(_ field: String) {
    answered.insert(field)
    isCompleted = false
  }

  /// Records that the values of `fields` must be typed again (an action failed because of
  /// them): they are asked for as if never answered.
  mutating func markUnanswered(_ fields: [String]) {
    answered.subtract(fields)
  }

  /// Records that a button's action succeeded: nothing more is asked until a field is set.
  mutating func markCompleted() {
    isCompleted = true
  }

  /// The next step given the current state: the first enabled, visible field that was never
  /// answered or is not valid; when every field is valid and exactly one button is
  /// enabled, that button; else commands only.
  func nextStep(for snapshot: FormSnapshot) -> Step {
    if isCompleted { return .commands }
    for info in fields {
      guard let state = snapshot.field(info.name), state.enabled, state.visible else { continue }
      if !answered.contains(info.name) || !state.isValid { return .ask(info) }
    }
    let enabled = snapshot.buttons.filter(\.enabled)
    if snapshot.isValid, enabled.count == 1, let button = enabled.first {
      return .offer(button: button.name)
    }
    return .commands
  }
}
