/// The whole state of a form at one moment: every field, computed value and button, in
/// spec order.
public struct FormSnapshot: Sendable, Hashable {
  /// Field states in spec order.
  public var fields: [FieldState]
  /// Button states in spec order.
  public var buttons: [ButtonState]
  /// `computed:` values in spec order.
  public var computed: [ComputedState]
  /// `lists:` in spec order.
  public var lists: [ListState]

  /// Creates a snapshot.
  public init(
    fields: [FieldState], buttons: [ButtonState], computed: [ComputedState] = [], lists: [ListState] = []
  ) {
    self.fields = fields
    self.buttons = buttons
    self.computed = computed
    self.lists = lists
  }

  /// Whether every enabled field is valid (disabled fields are barred from validation, as
  /// in HTML).
  public var isValid: Bool {
    fields.allSatisfy { FormReader.counts(isValid: $0.isValid, enabled: $0.enabled) }
  }

  /// Whether anything is in flight: a field being checked or saved (`validating`), a
  /// button's action executing or a list loading — what an activity indicator shows.
  public var busy: Bool {
    fields.contains { $0.result.status == .validating } || buttons.contains { $0.executing }
      || lists.contains { $0.status == .loading }
  }

  /// The state of the field called `name`.
  public func field(_ name: String) -> FieldState? { fields.first { $0.name == name } }

  /// The state of the computed value called `name`.
  public func computed(named name: String) -> ComputedState? { computed.first { $0.name == name } }

  /// The state of the list called `name`.
  public func list(_ name: String) -> ListState? { lists.first { $0.name == name } }

  /// The state of the button called `name`.
  public func button(_ name: String) -> ButtonState? { buttons.first { $0.name == name } }
}
