extension FieldResultNode {
  /// One synchronous rule bound to a session, as plain data: the built-in rules that run
  /// on every keystroke by value or by an unretained reference to their entry in the
  /// node's side tables, the rest by their position there (so that reading a check copies
  /// no reference-counted storage).
  enum Check {
    /// `min_length`.
    case minLength(Int, LengthUnit)
    /// `max_length`.
    case maxLength(Int, LengthUnit)
    /// `equals`: the compared field's value node. Unretained: the graph owns every node,
    /// and a node of the graph never outlives it.
    case equals(Unmanaged<Variable<String>>)
    /// `absent_in` (`expectPresent` false) / `present_in` a list store. Unretained:
    /// ``Rules/lists`` keeps the entry.
    case list(Unmanaged<Entry<ListStore>>, expectPresent: Bool)
    /// `pattern`. Unretained: ``Rules/patterns`` keeps the entry.
    case pattern(Unmanaged<Entry<PatternRule>>)
    /// Any other rule: at this position of ``Rules/others``.
    case other(Int)
  }

  /// A field's synchronous rules bound to a session: the checks in order, and the tables
  /// they refer to.
  struct Rules {
    /// The checks, in the order written.
    private(set) var checks: [Check] = []
    /// What each outcome gives: empty, passed (ok until ``passed`` says otherwise), then
    /// each check's failure.
    private(set) var outcomes: [FieldOutcome] = [.empty, .ok(nil)]
    /// Indexes of the other fields the checks read.
    private(set) var dependencies: Set<Int> = []
    /// The list stores of `.list` checks, kept alive for the checks' unretained references.
    private(set) var lists: [Entry<ListStore>] = []
    /// The rules of `.pattern` checks, kept alive for the checks' unretained references.
    private(set) var patterns: [Entry<PatternRule>] = []
    /// The rules of `.other` checks.
    private(set) var others: [any SyncRule] = []

    /// The result when every check passes (ok, or validating while async rules are to
    /// run).
    var passed: FieldOutcome {
      get { outcomes[1] }
      set { outcomes[1] = newValue }
    }

    /// Adds a `min_length` or `max_length` check failing with `message`.
    mutating func appendLength(_ check: Check, message: String) {
      checks.append(check)
      outcomes.append(.failed(message))
    }

    /// Adds an `equals` check of the field at `field`, whose value node is `value`.
    mutating func appendEquals(field: Int, value: Variable<String>, message: String) {
      checks.append(.equals(.passUnretained(value)))
      outcomes.append(.failed(message))
      dependencies.insert(field)
    }

    /// Adds any other rule.
    mutating func append(_ rule: any SyncRule) {
      others.append(rule)
      checks.append(.other(others.count - 1))
      outcomes.append(.failed(rule.message))
    }

    /// Adds a `pattern` rule.
    mutating func append(_ rule: PatternRule) {
      let entry = Entry(rule)
      patterns.append(entry)
      checks.append(.pattern(.passUnretained(entry)))
      outcomes.append(.failed(rule.message))
    }

    /// Adds a lookup in a list store without latency.
    mutating func append(_ list: ListStore, expectPresent: Bool, message: String) {
      let entry = Entry(list)
      lists.append(entry)
      checks.append(.list(.passUnretained(entry), expectPresent: expectPresent))
      outcomes.append(.failed(message))
    }
  }
}
