import FormRules

/// Decides what the interactive prompt asks next: each enabled field in spec order until
/// it is valid (in a form with groups, every field of every item, by path), offering
/// another item after a repeated group's last one while it may have more, then the one
/// enabled button, else free commands. Once a button's action
/// has succeeded the form is done — after a sign-up the name is taken, but nobody should be
/// asked for it again — until the person sets a field.
struct PromptPlanner {
  /// The form's fields, in spec order.
  private let fields: [FieldInfo]
  /// Fields that have been given a value at least once.
  private var answered: Set<String> = []
  /// Whether a button's action succeeded since the last value was set.
  private var isCompleted = false
  /// Per repeated group whose offer of another item was declined, its count then (it is
  /// offered again once its count changes).
  private var declined: [String: Int] = [:]

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

  /// Records that the person declined another item for `group`, which has `count` items.
  mutating func markDeclined(_ group: String, count: Int) {
    declined[group] = count
  }

  /// Records that a button's action succeeded: nothing more is asked until a field is set.
  mutating func markCompleted() {
    isCompleted = true
  }

  /// The next step given the current state: the first enabled, visible field that was never
  /// answered or is not valid; when every field is valid and exactly one button is
  /// enabled, that button; else commands only.
  func nextStep(for snapshot: FormSnapshot) -> Step {
    nextStep(for: snapshot, fields: fields, groups: [])
  }

  /// ``nextStep(for:)`` for a form with groups seen by path (``PathView``).
  func nextStep(for view: PathView) -> Step {
    nextStep(for: view.snapshot, fields: view.fields, groups: view.groups)
  }

  private func nextStep(for snapshot: FormSnapshot, fields: [FieldInfo], groups: [PathView.Group]) -> Step {
    if isCompleted { return .commands }
    let offers = groups.filter { $0.count < $0.maximum && declined[$0.path] != $0.count }
    var pending: [PathView.Group] = []
    for info in fields {
      // Past a group's last item, with every field before asked: offer another item.
      if let offer = pending.first(where: { !info.name.hasPrefix($0.path + "[") }) { return offerItem(offer) }
      pending.removeAll()
      guard let state = snapshot.field(info.name), state.enabled, state.visible else {
        pending = offers.filter { $0.lastField == info.name }
        continue
      }
      if !answered.contains(info.name) || !state.isValid { return .ask(info) }
      pending = offers.filter { $0.lastField == info.name }
    }
    if let offer = pending.first ?? offers.first(where: { $0.lastField == nil }) { return offerItem(offer) }
    let enabled = snapshot.buttons.filter(\.enabled)
    if snapshot.isValid, enabled.count == 1, let button = enabled.first {
      return .offer(button: button.name)
    }
    return .commands
  }

  private func offerItem(_ group: PathView.Group) -> Step {
    .offerItem(group: group.path, label: group.label)
  }
}
