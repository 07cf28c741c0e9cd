extension FieldResultNode {
  /// One synchronous rule bound to a session, as plain data: one case per shape of check,
  /// each wrapping its rule kind's check (``RuleKind``), evaluated in one exhaustive switch
  /// with no existential. Checks that hold reference-counted storage reach it through an
  /// ``Unowned`` reference to an ``Entry`` their ``Rules`` keep, so reading a check copies
  /// nothing reference-counted.
  enum Check {
    /// The field's `type`, checked before its rules.
    case type(ValueType)
    /// A `number` or `integer` type, read through the field's reading (which its bounds
    /// and the expressions reading it share).
    case numericType(Unowned<NumberReading>)
    /// `min_length`.
    case minLength(MinLengthRule.Check)
    /// `max_length`.
    case maxLength(MaxLengthRule.Check)
    /// `equals`.
    case equals(EqualsRule.Check)
    /// `equals` with a field that can be hidden.
    case equalsShown(Unowned<Entry<EqualsRule.ShownCheck>>)
    /// `pattern`.
    case pattern(Unowned<Entry<PatternRule.Check>>)
    /// `format`.
    case format(FormatRule.Check)
    /// `one_of`.
    case oneOf(Unowned<Entry<OneOfRule.Check>>)
    /// `min` / `max`.
    case number(Unowned<Entry<NumericBound>>)
    /// `absent_in` / `present_in` a list store without latency.
    case list(StoreMembership.ListCheck)
    /// `custom` with a synchronous validator, or none registered.
    case custom(Unowned<Entry<CustomRule.Check>>)
    /// `holds`.
    case holds(Unowned<Entry<HoldsRule.Check>>)

    /// The verdict on non-empty `text`.
    @inline(__always)
    func verdict(on text: String) -> RuleVerdict {
      switch self {
      case .type(let type): Self.typeVerdict(type, on: text)
      case .numericType(let reading): Self.numericTypeVerdict(reading, on: text)
      case .minLength(let check): check.check(text)
      case .maxLength(let check): check.check(text)
      case .equals(let check): check.check(text)
      case .equalsShown(let entry): Self.shownEqualsVerdict(entry, on: text)
      case .pattern(let entry): entry.read { $0.value.check(text) }
      case .format(let check): Self.formatVerdict(check, on: text)
      case .oneOf(let entry): entry.read { $0.value.check(text) }
      case .number(let entry): entry.read { $0.value.check(text) }
      case .list(let check): check.check(text)
      case .custom(let entry): entry.read { $0.value.check(text) }
      case .holds(let entry): Self.holdsVerdict(entry, on: text)
      }
    }

    // `holds` and `equals` with a field that can be hidden stay out of line too: their
    // reads of visible flags, inlined, cost every field's rule loop (about 40 instructions
    // per keystroke on the register form, which has neither).

    /// Whether `holds` passes for non-empty `text`.
    @inline(never)
    private static func holdsVerdict(_ entry: Unowned<Entry<HoldsRule.Check>>, on text: String) -> RuleVerdict
    {
      entry.read { $0.value.check(text) }
    }

    /// Whether non-empty `text` equals a field that can be hidden.
    @inline(never)
    private static func shownEqualsVerdict(
      _ entry: Unowned<Entry<EqualsRule.ShownCheck>>, on text: String
    ) -> RuleVerdict {
      entry.read { $0.value.check(text) }
    }

    // The type and format checks stay out of line: inlined, the optimiser hoists their
    // parsing of the value (comparing it with `true` and `false`, taking its bytes) out of
    // the rule loop, so every field paid for them, typed or not — about 45 instructions
    // per keystroke on the register form, which has neither.

    /// Whether non-empty `text` reads as a value of `type`.
    @inline(never)
    private static func typeVerdict(_ type: ValueType, on text: String) -> RuleVerdict {
      type.accepts(text) ? .pass : .fail
    }

    /// Whether non-empty `text` reads as a value of the numeric type `reading` reads.
    @inline(never)
    private static func numericTypeVerdict(_ reading: Unowned<NumberReading>, on text: String) -> RuleVerdict
    {
      reading.read { $0.accepts(text) } ? .pass : .fail
    }

    /// Whether non-empty `text` is written in the format `check` asks for.
    @inline(never)
    private static func formatVerdict(_ check: FormatRule.Check, on text: String) -> RuleVerdict {
      check.check(text)
    }
  }

  /// A field's synchronous rules bound to a session: the checks in order, and the entries
  /// they refer to.
  struct Rules {
    /// The checks, in the order written.
    private(set) var checks: [Check] = []
    /// What each outcome gives: empty, passed (ok until ``passed`` says otherwise), then
    /// each check's failure.
    private(set) var outcomes: [FieldOutcome] = [.empty, .ok(nil)]
    /// Indexes of the other fields the checks read.
    private(set) var dependencies: Set<Int> = []
    /// The entries the checks refer to, kept alive here.
    private var entries: [AnyObject] = []
    /// The messages that quote the failing value's length, by check: empty when no
    /// message does (then a failure is always its precomputed outcome).
    private(set) var lengthMessages: [Int: LengthMessage] = [:]

    /// The result when every check passes (ok, or validating while async rules are to
    /// run).
    var passed: FieldOutcome {
      get { outcomes[1] }
      set { outcomes[1] = newValue }
    }

    /// Adds `check`, failing with `message`; `field` is another field whose value it reads.
    mutating func append(_ check: Check, message: String, reading field: Int? = nil) {
      append(check, message: message, reading: field.map { [$0] } ?? [])
    }

    /// Adds `check`, failing with `message`; `fields` are fields whose values it reads.
    mutating func append(_ check: Check, message: String, reading fields: [Int]) {
      checks.append(check)
      outcomes.append(.failed(message))
      dependencies.formUnion(fields)
    }

    /// Makes the last check's failure message quote the failing value's length.
    mutating func quoteLength(_ message: LengthMessage) {
      lengthMessages[checks.count - 1] = message
    }

    /// Keeps `value` in an entry for as long as these rules live, for a check to refer to.
    mutating func keep<Value>(_ value: Value) -> Unowned<Entry<Value>> {
      let entry = Entry(value)
      entries.append(entry)
      return Unowned(entry)
    }
  }

  /// A side-table entry of a field's rules (a list store, a rule kind's check holding a
  /// pattern, a set or a closure) kept in an object, so that a check reads it in place
  /// through an unretained reference instead of copying it out of an array (which retains
  /// everything the entry holds).
  final class Entry<Value> {
    /// The entry.
    let value: Value

    /// Keeps `value`.
    init(_ value: Value) { self.value = value }
  }
}
