/// The nodes one compiled condition reads, by the condition's own field slots.
struct ConditionInputs: ExpressionFieldReader {
  /// What one field slot reads: nodes of the condition node's own graph.
  struct Field {
    let value: Unowned<Variable<String>>
    /// Its result; nil only for a field whose status the condition does not read, built
    /// later (``CompiledForm/gateOrder``).
    let result: Unowned<Stream<FieldOutcome>>?
    let enabled: Unowned<Stream<Bool>>?
    let optional: Bool
    /// What its value reads as (``ExpressionValue/typed(_:as:)``).
    let type: ValueType
    /// Whether it is required, for a field with `required_when` (its `optional` then unused).
    let required: Unowned<Stream<Bool>>?
    /// Whether it is shown, for a field with `visible_when`: a hidden field's value is "".
    let visible: Unowned<Stream<Bool>>?
    /// Its value read as a number, for a `number` or `integer` field (``NumberReading``).
    var number: Unowned<NumberReading>? = nil

    /// The field's value as conditions see it: "" while hidden.
    var shownValue: String {
      visible?.read({ $0.value }) == false ? "" : value.read { $0.value }
    }
  }

  /// Per slot; nil for a field the compiler rejected (never evaluated then).
  private let fields: [Field?]
  private let lengthUnit: LengthUnit
  /// The date `today` reads.
  let today: CalendarDate

  init(fields: [Field?], lengthUnit: LengthUnit, today: CalendarDate) {
    self.fields = fields
    self.lengthUnit = lengthUnit
    self.today = today
  }

  /// The current value of `property` of the field in `slot`.
  func value(_ slot: Int, _ property: FieldProperty) -> ExpressionValue {
    guard let field = fields[slot] else { return .bool(false) }
    switch property {
    case .value:
      let text = field.shownValue
      return field.number?.read { $0.typed(text) } ?? .typed(text, as: field.type)
    case .length: return .number(Double(lengthUnit.length(of: field.shownValue)))
    case .ok, .empty, .failed, .validating, .valid, .enabled: return .bool(holds(field, property))
    }
  }

  /// The number the field in `slot` shows, for a field read as a number
  /// (``Field/number``): nil while it is empty, hidden, not of its type or beyond a double.
  func number(_ slot: Int) -> Double? {
    guard let field = fields[slot], let reading = field.number else { return nil }
    let text = field.shownValue
    guard !text.isEmpty else { return nil }
    return reading.read { $0.acceptedNumber(text) }
  }

  /// Whether the field in `slot` is read as a number (``Field/number``).
  func readsNumber(_ slot: Int) -> Bool {
    fields[slot]?.number != nil
  }

  /// Whether the field in `slot` shows a value of its type (it is not empty, hidden, or
  /// ill-typed): what a computed value reading it needs.
  func hasValue(_ slot: Int) -> Bool {
    guard let field = fields[slot] else { return false }
    let text = field.shownValue
    return !text.isEmpty && (field.number?.read { $0.accepts(text) } ?? field.type.accepts(text))
  }

  /// Whether `property` of the field in `slot` holds, without building a value.
  ///
  /// Inlined into the condition's evaluation, with what it calls: out of line (as it
  /// went once the gates of conditional fields made it longer), the call cost about 25
  /// instructions per event on the register form.
  @inline(__always)
  func holds(_ slot: Int, _ property: FieldProperty) -> Bool {
    guard let field = fields[slot] else { return false }
    return holds(field, property)
  }

  @inline(__always)
  private func holds(_ field: Field, _ property: FieldProperty) -> Bool {
    switch property {
    case .value:  // only a boolean field's `true` holds as a condition
      return field.type == .boolean && field.shownValue == "true"
    case .length: return false  // numbers never hold as conditions
    case .enabled: return field.enabled?.read { $0.value } ?? true
    case .ok, .empty, .failed, .validating, .valid:
      // Built whenever a condition reads a status (``ConditionResolver/built(_:)``).
      return field.result?.read { node in
        let status = node.value.status
        switch property {
        case .ok: return status == .ok
        case .empty: return status == .empty
        case .failed: return status == .failed
        case .validating: return status == .validating
        default:
          let hidden = field.visible?.read { !$0.value } ?? false
          let optional = hidden || (field.required.map { !$0.read { $0.value } } ?? field.optional)
          return FormReader.isValid(status, optional: optional)
        }
      } ?? false
    }
  }
}
