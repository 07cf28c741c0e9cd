/// Proves that a condition can never hold, by evaluating it for every combination of the
/// statuses its fields can have, in three-valued logic (true, false, unknown).
///
/// What a field can be: `empty` always; `ok` always (also, over-approximated, when its
/// rules contradict each other, FR402); `failed` when it has rules; `validating` (for a
/// moment) when it has asynchronous rules; `enabled` as its own condition allows (worked
/// out in build order). An empty field's value is `""` and its length 0; a non-empty one
/// has length 1 or more, and an `ok` one also within its `min_length` / `max_length` when
/// they count in the form's unit. The same reading on both sides of a comparison (`a == a`)
/// is equal to itself. Anything else about a value is unknown. So a `false` verdict is a
/// proof; an unknown one proves nothing.
///
/// With every status allowed for every field (``init(anyStatusOfFields:fieldIndex:)``), the same
/// evaluation finds conditions that are constant by logic alone (FR303).
struct StatusAbstraction {
  /// A field's possible status.
  enum Status {
    case empty, ok, failed, validating
  }

  /// Field index by name.
  private let fieldIndex: [String: Int]
  /// Per field: whether an empty value is valid; nil when that changes at run time (a
  /// field with `required_when` or `visible_when`, see ``emptyIsValid(optional:conditional:)``).
  private let optional: [Bool?]
  /// Per field: the statuses it can have.
  private let statuses: [[Status]]
  /// Per field: whether its input can be disabled, and whether it can be enabled.
  private var enabledValues: [[Bool]]
  /// Per field: its length bounds when ok (in the form's unit).
  private let okLengths: [(Int, Int?)]

  /// The most status combinations tried for one condition.
  static let combinationLimit = 4096
  /// The most combinations times references evaluated for one condition, so that a huge
  /// expression is not evaluated thousands of times.
  static let workLimit = 1 << 18

  /// The abstraction of `form`.
  init(form: CompiledForm) {
    fieldIndex = form.fieldIndex
    optional = form.fields.map {
      Self.emptyIsValid(optional: $0.optional, conditional: $0.requiredWhen != nil || $0.visibleWhen != nil)
    }
    statuses = form.fields.indices.map { index in
      let field = form.fields[index]
      var possible: [Status] = [.empty, .ok]
      if !field.checks.isEmpty || field.type != .text { possible.append(.failed) }
      let isAsync = field.checks.contains { $0.kind.rule.isAsync($0, in: form) }
      if isAsync { possible.append(.validating) }
      return possible
    }
    okLengths = form.fields.map { field in
      var bounds: (Int, Int?) = (1, nil)
      for check in field.checks where check.unit == form.lengthUnit {
        let ruleBounds = check.kind.rule.bounds
        if let minimum = ruleBounds.shortest { bounds.0 = max(bounds.0, minimum) }
        if let maximum = ruleBounds.longest { bounds.1 = min(bounds.1 ?? maximum, maximum) }
      }
      return bounds
    }
    enabledValues = Array(repeating: [true], count: form.fields.count)
    for index in form.enabledOrder {
      guard let condition = form.fields[index].enabledWhen else { continue }
      switch possibleValues(of: condition) {
      case nil: enabledValues[index] = [false, true]
      case let values?: enabledValues[index] = values
      }
    }
  }

  /// Whether an empty value of a field is valid: always for an `optional` one; unknown
  /// (nil) for one whose `required_when` or `visible_when` (`conditional`) decides it at
  /// run time; else never.
  static func emptyIsValid(optional: Bool, conditional: Bool) -> Bool? {
    optional ? true : (conditional ? nil : false)
  }

  /// What logic alone allows, whatever the rules: every field (indexed by `fieldIndex`,
  /// each with whether an empty value is valid, nil when that changes at run time) can
  /// have any status and be enabled or not, and a non-empty value any length from 1 up.
  init(anyStatusOfFields optional: [Bool?], fieldIndex: [String: Int]) {
    self.fieldIndex = fieldIndex
    self.optional = optional
    statuses = Array(repeating: [.empty, .ok, .failed, .validating], count: optional.count)
    enabledValues = Array(repeating: [false, true], count: optional.count)
    okLengths = Array(repeating: (1, nil), count: optional.count)
  }

  /// The one value `condition` can take, or nil when it can take both (or there are too
  /// many combinations to try). Over ``init(anyStatusOfFields:fieldIndex:)``, a value found is
  /// decided by logic alone (FR303): a tautology such as `a.ok or not a.ok`,
  /// `a.length >= 0` or `a == a`, a contradiction such as `a.ok and not a.ok`, or a
  /// condition without fields.
  func constantValue(of condition: Expression) -> Bool? {
    let values = possibleValues(of: condition)
    return values?.count == 1 ? values?.first : nil
  }

  /// Whether the field at `index` can ever be enabled (false only when proven never).
  func canBeEnabled(field index: Int) -> Bool { enabledValues[index].contains(true) }

  /// The statuses the field at `index` can have, for explanations.
  func possibleStatuses(ofField index: Int) -> [Status] { statuses[index] }

  /// The length bounds of the field at `index` when it is ok, in the form's unit (nil
  /// upper bound: none).
  func okLengthBounds(ofField index: Int) -> (min: Int, max: Int?) { okLengths[index] }

  /// The truth values `condition` can take (`[false]`: proven never true); nil when there
  /// are too many combinations to try.
  func possibleValues(of condition: Expression) -> [Bool]? {
    let references = condition.references
    let fields = Array(Set(references.compactMap { fieldIndex[$0.field] })).sorted()
    // Only what the condition reads is varied: a field's status or its enabled state.
    let readsEnabled = Set(references.filter { $0.property == .enabled }.compactMap { fieldIndex[$0.field] })
    let readsStatus = Set(references.filter { $0.property != .enabled }.compactMap { fieldIndex[$0.field] })
    var choices: [[(Status, Bool)]] = []
    for field in fields {
      let statuses = readsStatus.contains(field) ? statuses[field] : [statuses[field][0]]
      let enabled = readsEnabled.contains(field) ? enabledValues[field] : [enabledValues[field][0]]
      choices.append(statuses.flatMap { status in enabled.map { (status, $0) } })
    }
    var total = 1
    for choice in choices {
      total *= choice.count
      guard total <= Self.combinationLimit else { return nil }
    }
    guard total * max(references.count, 1) <= Self.workLimit else { return nil }
    var found: Set<Bool> = []
    var assignment: [Int: (Status, Bool)] = [:]
    var counters = Array(repeating: 0, count: fields.count)
    while true {
      for (position, field) in fields.enumerated() {
        assignment[field] = choices[position][counters[position]]
      }
      switch evaluate(condition, assignment) {
      case true?: found.insert(true)
      case false?: found.insert(false)
      case nil: found.formUnion([true, false])
      }
      if found.count == 2 { break }
      var position = 0
      while position < counters.count {
        counters[position] += 1
        if counters[position] < choices[position].count { break }
        counters[position] = 0
        position += 1
      }
      if position == counters.count { break }
    }
    return [false, true].filter(found.contains)
  }

  /// A sub-expression's value under `assignment`: a condition as `Bool` (nil unknown).
  private func evaluate(_ expression: Expression, _ assignment: [Int: (Status, Bool)]) -> Bool? {
    switch expression.node {
    case .literal(let value):
      return value.isTrue
    case .reference(let reference):
      guard let index = fieldIndex[reference.field], let (status, enabled) = assignment[index]
      else { return nil }
      switch reference.property {
      case .ok: return status == .ok
      case .empty: return status == .empty
      case .failed: return status == .failed
      case .validating: return status == .validating
      case .valid:
        guard status == .empty else { return status == .ok }
        return optional[index]
      case .enabled: return enabled
      case .value, .length: return nil
      }
    case .not(let operand):
      return evaluate(operand, assignment).map { !$0 }
    case .and(let operands):
      var result: Bool? = true
      for operand in operands {
        switch evaluate(operand, assignment) {
        case false?: return false
        case nil: result = nil
        case true?: break
        }
      }
      return result
    case .or(let operands):
      var result: Bool? = false
      for operand in operands {
        switch evaluate(operand, assignment) {
        case true?: return true
        case nil: result = nil
        case false?: break
        }
      }
      return result
    case .comparison(let op, let lhs, let rhs, _):
      if case .reference(let left) = lhs.node, case .reference(let right) = rhs.node, left == right {
        // The same reading on both sides: equal, whatever it is.
        return [.equal, .lessOrEqual, .greaterOrEqual].contains(op)
      }
      return compare(op, range(of: lhs, assignment), range(of: rhs, assignment))
    case .today, .arithmetic:
      return nil  // dates and sums are not abstracted
    case .computed(_, let expression):
      return evaluate(expression, assignment)
    }
  }

  /// What a comparison operand is known to be.
  private enum Known {
    /// A number within these bounds (nil upper: unbounded).
    case number(Double, Double?)
    /// Exactly this text.
    case text(String)
    /// Nothing known.
    case unknown
  }

  private func range(of expression: Expression, _ assignment: [Int: (Status, Bool)]) -> Known {
    switch expression.node {
    case .literal(.number(let number)): return .number(number, number)
    case .literal(.text(let text)): return .text(text)
    case .reference(let reference):
      guard let index = fieldIndex[reference.field], let (status, _) = assignment[index]
      else { return .unknown }
      switch (reference.property, status) {
      case (.length, .empty): return .number(0, 0)
      case (.length, .ok):
        let bounds = okLengths[index]
        return .number(Double(bounds.0), bounds.1.map(Double.init))
      case (.length, _): return .number(1, nil)
      case (.value, .empty): return .text("")
      default: return .unknown
      }
    case .computed(_, let expanded): return range(of: expanded, assignment)
    default: return .unknown
    }
  }

  /// A comparison's value from what is known of its sides; nil when it could go either way.
  private func compare(_ op: ComparisonOperator, _ lhs: Known, _ rhs: Known) -> Bool? {
    switch (lhs, rhs) {
    case (.text(let left), .text(let right)):
      return op.holds(.text(left), .text(right))
    case (.number(let low1, let high1), .number(let low2, let high2)):
      let high1 = high1 ?? .infinity
      let high2 = high2 ?? .infinity
      if low1 == high1, low2 == high2 { return op.holds(.number(low1), .number(low2)) }
      switch op {
      case .less: return high1 < low2 ? true : (low1 >= high2 ? false : nil)
      case .lessOrEqual: return high1 <= low2 ? true : (low1 > high2 ? false : nil)
      case .greater: return low1 > high2 ? true : (high1 <= low2 ? false : nil)
      case .greaterOrEqual: return low1 >= high2 ? true : (high1 < low2 ? false : nil)
      case .equal: return high1 < low2 || low1 > high2 ? false : nil
      case .notEqual: return high1 < low2 || low1 > high2 ? true : nil
      }
    default:
      return nil
    }
  }
}
