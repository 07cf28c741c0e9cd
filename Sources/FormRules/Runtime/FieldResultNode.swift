/// A field's synchronous result: its rules, in the order written, run on the field's value
/// — `combineLatest(value, compared fields).map(rules)` as one node, and for a field
/// without async rules `.distinctUntilChanged()` fused in.
///
/// Built-in rules are plain data evaluated in one switch. A repeat is recognised by which
/// rule decided (each rule's failure, the empty and the passing result are precomputed),
/// so a keystroke that keeps the outcome compares no messages and builds no result.
final class FieldResultNode: Stream<FieldOutcome> {
  /// What decided a result: an index into the rules' outcomes, or a message a rule produced.
  private enum Outcome {
    /// `rules.outcomes[index]`.
    case fixed(Int)
    /// A failure with a message of the rule's own (a pattern over its limits, a custom
    /// validator's message, a store error).
    case failed(FieldOutcome)
  }

  /// The position of the empty result in the rules' outcomes.
  private static let emptyOutcome = 0
  /// The position of the result when every rule passes.
  private static let passedOutcome = 1
  /// Where the failures of the checks start (check `k` fails with `rules.outcomes[k + 2]`).
  private static let firstFailure = 2
  /// ``current`` for a result with a message of a rule's own.
  private static let ownMessage = -1

  /// The field's value.
  private let source: Unowned<Variable<String>>
  private let rules: Rules
  /// Whether repeats are dropped.
  private let distinct: Bool
  /// Per outcome, the first outcome with an equal result: two outcomes give equal
  /// results exactly when these are equal (two rules may share a message).
  private let resultClass: [Int]
  /// Which outcome `value` is (``ownMessage`` for a message of a rule's own).
  private var current: Int

  /// Creates the node. `dependencies` are the nodes the rules read besides `source`: other
  /// fields' values, and the visible flags of those that can be hidden.
  init(
    source: Variable<String>, dependencies: [StreamNode], rules: Rules, distinct: Bool
  ) {
    self.source = Unowned(source)
    self.rules = rules
    self.distinct = distinct
    let outcomes = rules.outcomes
    self.resultClass = outcomes.indices.map { outcomes.firstIndex(of: outcomes[$0]) ?? $0 }
    let outcome = Self.outcome(of: source.value, rules)
    let initial: FieldOutcome
    switch outcome {
    case .fixed(let index):
      current = index
      initial = rules.outcomes[index]
    case .failed(let result):
      current = Self.ownMessage
      initial = result
    }
    var parents: [StreamNode] = [source]
    for dependency in dependencies { parents.append(dependency) }
    super.init(graph: source.graph, initial: initial, parents: parents)
  }

  override func update() -> Bool {
    switch source.read({ Self.outcome(of: $0.value, rules) }) {
    case .fixed(let index):
      let previous = current
      current = index
      if distinct {
        if previous == Self.ownMessage {
          if rules.outcomes[index] == value { return false }
        } else if resultClass[index] == resultClass[previous] {
          return false
        }
      }
      value = rules.outcomes[index]
    case .failed(let result):
      current = Self.ownMessage
      if distinct && result == value { return false }
      value = result
    }
    return true
  }

  /// What the rules make of `text`: empty, the first failing check, or passed.
  private static func outcome(of text: String, _ rules: Rules) -> Outcome {
    if text.isEmpty { return .fixed(emptyOutcome) }
    let checks = rules.checks
    for index in checks.indices {
      switch checks[index].verdict(on: text) {
      case .pass: continue
      case .fail:
        return rules.lengthMessages.isEmpty
          ? .fixed(firstFailure + index) : failure(of: text, at: index, rules)
      case .failWithMessage(let message): return .failed(.failed(message))
      case .storeError(let error): return .failed(.storeError(error))
      }
    }
    return .fixed(passedOutcome)
  }

  /// The failure of check `index` on `text` for rules with messages that quote the
  /// failing value's length: rendered for a check whose message does, else its
  /// precomputed outcome. Out of line, so that rules without such messages (most) pay
  /// one test for them.
  @inline(never)
  private static func failure(of text: String, at index: Int, _ rules: Rules) -> Outcome {
    guard let message = rules.lengthMessages[index] else { return .fixed(firstFailure + index) }
    return .failed(.failed(message.text(for: text)))
  }
}
