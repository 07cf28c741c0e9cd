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

  /// Each kind's options (``RuleKind/options``) as key and JSON Schema text, by keyword
  /// (for `formcheck schema`).
  package static var optionSchemas: [String: [(key: String, schema: String)]] {
    Dictionary(uniqueKeysWithValues: kinds.map { ($0.keyword, $0.options.map { ($0.key, $0.schema) }) })
  }

  /// Every option key of any kind, each once, in the order of ``kinds``.
  static var optionKeys: [String] {
    var keys: [String] = []
    for kind in kinds {
      for option in kind.options where !keys.contains(option.key) { keys.append(option.key) }
    }
    return keys
  }

  /// The keywords of the kinds that take the option `key`.
  static func keywords(takingOption key: String) -> [String] {
    var keywords: [String] = []
    for kind in kinds where kind.options.contains(where: { $0.key == key }) { keywords.append(kind.keyword) }
    return keywords
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
