/// Values worth trying for each field because an expression of the form compares the
/// field with them — in `enabled_when`, `required_when`, `visible_when`, a button's
/// `enabled_when` or a `holds`:
///
/// * a field compared with a constant gets that value and its neighbours, shaped by the
///   field's type: `b == "yes"` offers `yes`; `qty > 3` offers 3, 4 and 2 on an integer
///   field (and 3.5, 2.5 on a number field); `birth_date <= today - 18 years` offers that
///   date and the days either side of it (`today` is the search's);
/// * a field's length compared with a number gets that length and the lengths either side
///   (`b.length > 10`: 10, 11 and 9 characters), which ``CandidateGenerator`` builds
///   values of (samples of the field's patterns, or plain letters);
/// * a field compared with an expression of one other field (`end > start`,
///   `end >= start + 7 days`) gets that expression worked out on a few of the other
///   field's values, with neighbours, so that candidates order both ways.
///
/// Each field gets at most ``limit`` values and ``limit`` lengths, so the combinations the
/// search tries stay few; they are offered before the values built from the field's rules.
struct ComparedValues {
  /// The most values offered per field.
  static let limit = 8
  /// How many of the other field's values a comparison of two fields is worked out on.
  static let otherValuesUsed = 3

  /// Per field (by index): the values its comparisons suggest, most promising first.
  private(set) var values: [[String]]
  /// Per field (by index): the lengths its comparisons suggest (values are built that
  /// many scalars long: the same length in every unit for ASCII).
  private(set) var lengths: [[Int]]

  /// The values the expressions of `form` suggest, with `today` as the date `today` reads.
  init(form: CompiledForm, today: CalendarDate) {
    values = Array(repeating: [], count: form.fields.count)
    lengths = Array(repeating: [], count: form.fields.count)
    var collector = Collector(form: form, today: today)
    for field in form.fields {
      for condition in [field.enabledWhen, field.requiredWhen, field.visibleWhen] {
        if let condition { collector.collect(condition) }
      }
      for check in field.checks {
        if case .holds(let rule) = check.kind { collector.collect(rule.expression) }
      }
    }
    for button in form.buttons {
      if let condition = button.enabledWhen { collector.collect(condition) }
    }
    for (field, offered) in collector.constants { add(offered, to: field) }
    for (field, offered) in collector.lengths {
      for length in offered where lengths[field].count < Self.limit && !lengths[field].contains(length) {
        lengths[field].append(length)
      }
    }
    // Two fields compared: the other side worked out on the other field's first values.
    let known = values
    for pair in collector.pairs {
      let other = form.fields[pair.other]
      let seeds = (known[pair.other] + CandidateGenerator.typeSeeds(other.type, today: today)).prefix(
        Self.otherValuesUsed)
      for seed in seeds {
        let value = pair.side.value(
          { name, property in
            guard form.fieldIndex[name] == pair.other else { return .bool(false) }
            return StaticRuleEvaluator.read(property, of: seed, as: other.type, unit: form.lengthUnit)
          }, today: today)
        add(Self.neighbours(of: value, type: form.fields[pair.field].type), to: pair.field)
      }
    }
  }

  /// Adds `offered` to the values of `field`, without repeats, up to ``limit``.
  private mutating func add(_ offered: [String], to field: Int) {
    for text in offered where values[field].count < Self.limit && !values[field].contains(text) {
      values[field].append(text)
    }
  }

  /// `value` and the values either side of it, as texts a field of `type` may hold: for
  /// a number, ±1 (and ±0.5 on a `number` field; the two whole numbers around a fraction
  /// on an `integer` field); for a date, ±1 day; text as it is.
  static func neighbours(of value: ExpressionValue, type: ValueType) -> [String] {
    switch value {
    case .number(let number):
      guard number.isFinite else { return [] }
      let around: [Double]
      switch type {
      case .integer:
        around =
          number == number.rounded()
          ? [number, number + 1, number - 1] : [number.rounded(.up), number.rounded(.down)]
      case .number: around = [number, number + 1, number - 1, number + 0.5, number - 0.5]
      case .text, .boolean, .date: around = [number, number + 1, number - 1]
      }
      return around.filter(\.isFinite).map(NumericText.format)
    case .date(let date):
      return [0, 1, -1].compactMap { CalendarDate(dayNumber: date.dayNumber + $0).text }
    case .text(let text):
      if type == .date, let date = CalendarDate(text) { return neighbours(of: .date(date), type: type) }
      if type.isNumeric, let number = NumericText.number(from: text) {
        return neighbours(of: .number(number), type: type)
      }
      return [text]
    case .bool(let truth):
      return [truth ? "true" : "false", truth ? "false" : "true"]
    case .span:
      return []
    }
  }
}

extension ComparedValues {
  /// Walks expressions for the comparisons that suggest values.
  private struct Collector {
    /// A field compared with an expression of one other field.
    struct Pair {
      /// The field the values are for.
      let field: Int
      /// The field the other side reads.
      let other: Int
      /// The other side.
      let side: Expression
    }

    let form: CompiledForm
    let today: CalendarDate
    /// Values suggested by comparisons with constants, per field, in the order found.
    var constants: [(Int, [String])] = []
    /// Comparisons of a field with an expression of one other field.
    var pairs: [Pair] = []
    /// Lengths suggested by comparisons of a field's length with a constant.
    var lengths: [(Int, [Int])] = []

    init(form: CompiledForm, today: CalendarDate) {
      self.form = form
      self.today = today
    }

    /// Collects the comparisons of `expression` (its depth is bounded by the parser).
    mutating func collect(_ expression: Expression) {
      switch expression.node {
      case .literal, .today, .reference, .arithmetic: break
      case .not(let operand): collect(operand)
      case .and(let operands), .or(let operands): for operand in operands { collect(operand) }
      case .comparison(_, let lhs, let rhs, _):
        offer(lhs.expandingComputed, comparedWith: rhs.expandingComputed)
        offer(rhs.expandingComputed, comparedWith: lhs.expandingComputed)
      case .computed(_, let expanded): collect(expanded)
      }
    }

    /// Records what `other` suggests for `side` when `side` reads a field's value or length.
    private mutating func offer(_ side: Expression, comparedWith other: Expression) {
      guard case .reference(let reference) = side.node, let field = form.fieldIndex[reference.field]
      else { return }
      let read = other.references
      if read.isEmpty {
        let value = other.value({ _, _ in .bool(false) }, today: today)
        switch reference.property {
        case .value:
          constants.append((field, ComparedValues.neighbours(of: value, type: form.fields[field].type)))
        case .length:
          lengths.append((field, Self.lengths(around: value)))
        case .ok, .empty, .failed, .validating, .valid, .enabled: break
        }
      } else if reference.property == .value, let name = read.first?.field,
        read.allSatisfy({ $0.field == name }), let otherField = form.fieldIndex[name], otherField != field
      {
        pairs.append(Pair(field: field, other: otherField, side: other))
      }
    }

    /// The length `value` says and the lengths either side (none shorter than 1 or longer
    /// than the search builds).
    private static func lengths(around value: ExpressionValue) -> [Int] {
      guard case .number(let number) = value, number.isFinite, number >= 0,
        number < Double(CandidateGenerator.longestCandidate)
      else { return [] }
      let length = Int(number.rounded(.down))
      return [length, length + 1, length - 1].filter { $0 >= 1 && $0 <= CandidateGenerator.longestCandidate }
    }
  }
}

extension Expression {
  /// The expression a computed value stands for, however many names deep (`alias` for
  /// `alias: quantity` is `quantity`); the expression itself otherwise.
  fileprivate var expandingComputed: Expression {
    guard case .computed(_, let expanded) = node else { return self }
    return expanded.expandingComputed
  }
}
