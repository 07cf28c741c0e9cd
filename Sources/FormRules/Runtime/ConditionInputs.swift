/// The nodes one compiled condition reads, by the condition's own field slots.
struct ConditionInputs: ExpressionFieldReader {
  /// What one field slot reads: nodes of the condition node's own graph.
  struct Field {
    let value: Unowned<Variable<String>>
    let result: Unowned<Stream<FieldOutcome>>
    let enabled: Unowned<Stream<Bool>>?
    let optional: Bool
    /// What its value reads as (``ExpressionValue/typed(_:as:)``).
    let type: ValueType
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
    case .value: return .typed(field.value.read { $0.value }, as: field.type)
    case .length:
      return .number(Double(field.value.read { lengthUnit.length(of: $0.value) }))
    case .ok, .empty, .failed, .validating, .valid, .enabled: return .bool(holds(field, property))
    }
  }

  /// Whether `property` of the field in `slot` holds, without building a value.
  func holds(_ slot: Int, _ property: FieldProperty) -> Bool {
    guard let field = fields[slot] else { return false }
    return holds(field, property)
  }

  private func holds(_ field: Field, _ property: FieldProperty) -> Bool {
    switch property {
    case .value:  // only a boolean field's `true` holds as a condition
      return field.type == .boolean && field.value.read { $0.value == "true" }
    case .length: return false  // numbers never hold as conditions
    case .enabled: return field.enabled?.read { $0.value } ?? true
    case .ok, .empty, .failed, .validating, .valid:
      return field.result.read { node in
        let status = node.value.status
        switch property {
        case .ok: return status == .ok
        case .empty: return status == .empty
        case .failed: return status == .failed
        case .validating: return status == .validating
        default: return status == .ok || (field.optional && status == .empty)
        }
      }
    }
  }
}
