/// Builds, for each field, the values the witness search tries: the values the form's
/// expressions compare the field with (``ComparedValues``), then values made to pass the
/// field's rules (lengths at their bounds, `one_of` members, numbers at `min` / `max`,
/// samples of each pattern and format, the value of an `equals` field, values of the
/// field's `type` — dates for a date field, `today` and its `min` / `max` among them),
/// then the empty value, then one value that fails a rule or the type. Every value offered
/// as passing has been checked against each rule that can be decided statically (patterns
/// by PCRE2 itself; a `holds` that reads only the field, on the value); `equals`, a `holds`
/// that reads other fields, table lookups and custom validators are left to the runtime
/// that verifies the witness.
///
/// No value longer than ``longestCandidate`` is ever built: a field whose `min_length`
/// (or pattern) needs longer values gets no candidates made from lengths or patterns,
/// whatever its bounds, so a spec's numbers never decide how much memory the search takes.
struct CandidateGenerator {
  /// The most passing values offered per field.
  static let passingLimit = 6
  /// Longest value built from length bounds (longer bounds are not sampled at the top).
  static let longestSample = 64
  /// The longest value built at all, in scalars.
  static let longestCandidate = 1024

  /// The form's fields, compiled.
  let fields: [CompiledField]
  /// Decides the rules that need nothing but the value (and a `holds` reading only the
  /// field, given the search's `today`).
  var evaluator: StaticRuleEvaluator
  /// The values and lengths the form's expressions compare each field with, offered first
  /// (beside ``passingLimit`` values built from the rules).
  let compared: ComparedValues
  /// The date `today` reads in the search's sessions.
  let today: CalendarDate

  /// A generator for `fields`, deciding rules with `evaluator` (which is given `today`),
  /// offering first the values (and values of the lengths) `compared` lists per field.
  init(fields: [CompiledField], evaluator: StaticRuleEvaluator, compared: ComparedValues, today: CalendarDate)
  {
    self.fields = fields
    self.evaluator = evaluator
    self.evaluator.today = today
    self.compared = compared
    self.today = today
  }

  /// The candidates of the field at `index`, most promising first.
  mutating func candidates(forField index: Int) -> [FieldCandidate] {
    let field = fields[index]
    var passing: [FieldCandidate] = []
    for check in field.checks where check.kind.rule.witnessSeeds.contains(.copyOfReference) {
      if let target = check.reference { passing.append(.copy(of: target)) }
    }
    let offered = compared.values[index]
    let lengths = compared.lengths[index]
    let limit = passing.count + offered.count + lengths.count + Self.passingLimit
    for text in offered + rawValues(for: field, comparedLengths: lengths)
    where !text.isEmpty && passing.count < limit {
      let candidate = FieldCandidate.text(text)
      guard !passing.contains(candidate), passesDecidableRules(text, of: field) else { continue }
      passing.append(candidate)
    }
    var result = passing + [.text("")]
    if let failing = failingValue(for: field) { result.append(.text(failing)) }
    return result
  }

  /// Whether `text` reads as the type of `field` and passes every rule of it that can be
  /// decided without a session.
  private mutating func passesDecidableRules(_ text: String, of field: CompiledField) -> Bool {
    evaluator.knownValues = [field.name: (text, field.type)]
    return field.type.accepts(text) && field.checks.allSatisfy { evaluator.passes(text, $0) != false }
  }

  /// A value that fails some rule of the field, if one is easy to find.
  private mutating func failingValue(for field: CompiledField) -> String? {
    let tries = ["!", "a", String(repeating: "a", count: Self.longestSample + 1), "x y"]
    return tries.first { text in
      evaluator.knownValues = [field.name: (text, field.type)]
      return !field.type.accepts(text) || field.checks.contains { evaluator.passes(text, $0) == false }
    }
  }

  /// Values built from the field's rules, before filtering: first values of
  /// `comparedLengths` (a sample of each pattern at each, else letters), then the others.
  private func rawValues(for field: CompiledField, comparedLengths: [Int]) -> [String] {
    var shortest = 1
    var longest: Int?
    var numbers: (low: Double?, high: Double?) = (nil, nil)
    var values: [String] = []
    var patterns: [PatternSyntax] = []
    for check in field.checks {
      let kind = check.kind.rule
      let bounds = kind.bounds
      if let minimum = bounds.shortest { shortest = max(shortest, minimum) }
      if let maximum = bounds.longest { longest = min(longest ?? maximum, maximum) }
      if let limit = bounds.lowest { numbers.low = max(numbers.low ?? limit, limit) }
      if let limit = bounds.highest { numbers.high = min(numbers.high ?? limit, limit) }
      for seed in kind.witnessSeeds {
        switch seed {
        case .values(let allowed): values += allowed
        case .pattern(let source):
          if let syntax = PatternSyntaxParser.parse(source) { patterns.append(syntax) }
        case .copyOfReference: break  // offered first, by `candidates(forField:)`
        }
      }
    }
    values += numberValues(numbers, type: field.type) + Self.typeSeeds(field.type, today: today)
    var atComparedLengths: [String] = []
    for length in comparedLengths {
      for syntax in patterns {
        var sampler = PatternSampler(syntax: syntax, variant: 0)
        if let sample = sampler.sample(length: length) { atComparedLengths.append(sample) }
      }
      atComparedLengths.append(String(repeating: "a", count: length))
    }
    values = atComparedLengths + values
    guard shortest <= Self.longestCandidate else { return values }
    let top = min(longest ?? shortest, max(shortest, Self.longestSample))
    let lengths = [shortest, top, shortest + 1].filter { $0 >= 1 && $0 <= max(top, shortest) }
    for syntax in patterns {
      for variant in 0..<3 {
        var sampler = PatternSampler(syntax: syntax, variant: variant)
        let range = syntax.lengthRange
        let reachable = lengths + [range.min, range.max.map { min($0, Self.longestSample) } ?? range.min]
        for length in reachable where length >= 1 && length <= Self.longestCandidate {
          if let sample = sampler.sample(length: length) { values.append(sample) }
        }
      }
    }
    for filler in ["a", "b", "x1"] {
      for length in lengths {
        values.append(String(String(repeating: filler, count: length).prefix(length)))
      }
    }
    return values
  }

  /// Values of `type` to try whatever the rules (none for text; `today` among the dates).
  static func typeSeeds(_ type: ValueType, today: CalendarDate) -> [String] {
    switch type {
    case .text: []
    case .number: ["1", "0", "0.5", "-1", "100"]
    case .integer: ["1", "0", "42", "-1", "100"]
    case .boolean: ["true", "false"]
    case .date: ["2000-01-01", "2024-02-29", "1970-01-01", "2099-12-31"] + [today.text].compactMap { $0 }
    }
  }

  /// Numbers at and between `min` / `max`, written the way people write them (dates, on a
  /// date field, whose limits are day numbers).
  private func numberValues(_ bounds: (low: Double?, high: Double?), type: ValueType) -> [String] {
    var numbers: [Double] = []
    // Halves first: the sum of two limits near the largest double would be infinite.
    switch bounds {
    case (let low?, let high?): numbers = [low, high, (low / 2 + high / 2).rounded(.down)]
    case (let low?, nil): numbers = [low, low + 1]
    case (nil, let high?): numbers = [high, high - 1]
    case (nil, nil): return []
    }
    let finite = numbers.filter(\.isFinite)
    guard type == .date else { return finite.map(NumericText.format) }
    return finite.compactMap { CalendarDate(dayNumber: Int($0)).text }
  }
}

/// A value the witness search may give a field: fixed text, or whatever another field
/// holds (for `equals`); for a repeated group's field, a number of items.
enum FieldCandidate: Hashable {
  /// This text.
  case text(String)
  /// The value of the field at this index.
  case copy(of: Int)
  /// This many items, each valid (`valid`) or empty.
  case items(Int, valid: Bool)
}
