/// The built-in rule kinds: the one list the decoder's keywords, `formcheck schema`'s rule
/// schema, the docs table's test, messages, graph labels, static analysis and witness
/// search are derived from. A kind is added here and in ``RuleDefinition/Kind`` below
/// (the compiler points at every line a new case needs; see `docs/architecture.md`).
package enum RuleRegistry {
  /// Every kind, in the order the docs and the schema list them.
  static var kinds: [any RuleKind.Type] {
    [
      MinLengthRule.self, MaxLengthRule.self, PatternRule.self, FormatRule.self, EqualsRule.self,
      OneOfRule.self, MinRule.self, MaxRule.self, AbsentInRule.self, PresentInRule.self,
      CustomRule.self, HoldsRule.self,
    ]
  }

  /// The keywords of ``kinds``, in order: the keys that choose a rule.
  package static let keywords = kinds.map { $0.keyword }

  /// Each kind's keyword, the JSON Schema of its argument (JSON text), and whether it
  /// takes `unit:`, in order (for `formcheck schema`).
  package static var schemas: [(keyword: String, argument: String, takesUnit: Bool)] {
    kinds.map { ($0.keyword, $0.argumentSchema, $0.countsLength) }
  }

  /// The kind named `keyword`, if any.
  static func kind(named keyword: String) -> (any RuleKind.Type)? {
    kinds.first { $0.keyword == keyword }
  }
}

extension RuleDefinition {
  /// Which built-in rule, with its argument: one case per ``RuleKind``.
  enum Kind: Sendable, Equatable {
    case minLength(MinLengthRule)
    case maxLength(MaxLengthRule)
    case pattern(PatternRule)
    case format(FormatRule)
    case equals(EqualsRule)
    case oneOf(OneOfRule)
    case min(MinRule)
    case max(MaxRule)
    case absentIn(AbsentInRule)
    case presentIn(PresentInRule)
    case custom(CustomRule)
    case holds(HoldsRule)

    /// The rule, as its kind's type.
    var rule: any RuleKind {
      switch self {
      case .minLength(let rule): rule
      case .maxLength(let rule): rule
      case .pattern(let rule): rule
      case .format(let rule): rule
      case .equals(let rule): rule
      case .oneOf(let rule): rule
      case .min(let rule): rule
      case .max(let rule): rule
      case .absentIn(let rule): rule
      case .presentIn(let rule): rule
      case .custom(let rule): rule
      case .holds(let rule): rule
      }
    }
  }
}
