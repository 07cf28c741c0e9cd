/// `holds: EXPRESSION` — the expression holds (`end > start`, `birth_date <= today - 18
/// years`, `total <= limit`). It reads the values of fields (`FIELD`, `FIELD.length`),
/// typed as their fields are, and is checked again, in the same transaction, when one
/// of them changes. While a field it reads is empty, hidden or not of its type, the rule
/// is skipped (it passes): that field reports its own problem.
struct HoldsRule: RuleKind {
  static let keyword = "holds"
  static let argumentSchema = ##"{"$ref": "#/$defs/expression"}"##

  /// The expression as written, located at its first character.
  let source: Located<String>
  /// The parsed expression.
  let expression: Expression

  /// Reads the expression, reporting a syntax error (FR301).
  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    guard let source = reader.locatedText(entry.value, as: entry.what, needs: "an expression") else {
      return nil
    }
    let (parsed, diagnostics) = ExpressionParser.parse(source, resolver: reader.resolver)
    reader.report(diagnostics)
    return parsed.map { Self(source: source, expression: $0) }
  }

  var kind: RuleDefinition.Kind { .holds(self) }
  var argumentText: String { BoundedText.inline([expression.description]) }
  var graphArgument: String { expression.description }
  var fieldsRead: [String] { expression.references.map(\.field) }

  var defaultMessage: LocalizedTemplate {
    [
      .en: "{label} is not valid", .zh: "{label}：无效", .ru: "{label}: недопустимое значение",
      .fr: "{label}\u{A0}: valeur non valide",
    ]
  }

  func checksSame(as other: HoldsRule) -> Bool { expression.description == other.expression.description }

  /// Unknown fields (FR201), statuses read where only values may be (FR302), and type
  /// errors (FR302); the whole must be a condition.
  func problems(fields: Set<String>, types: [String: ValueType]) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    for reference in expression.references where !Self.readable.contains(reference.property) {
      problems.append(
        Diagnostic(
          .expressionType, at: reference.location,
          "'holds' reads values, not statuses: '\(reference)' is a property of the field's status",
          notes: [Diagnostic.Note("use 'FIELD' or 'FIELD.length'; statuses belong in 'enabled_when'")]))
    }
    return problems
      + ExpressionTypeChecker(context: Self.keyword, fieldTypes: types).check(expression, fields: fields)
  }

  /// The properties `holds` may read: values, not statuses (a rule is part of the status).
  private static let readable: Set<FieldProperty> = [.value, .length]

  /// Decided only when the evaluator knows `today` and the value of every field the
  /// expression reads (the witness search, checking a candidate); undecided otherwise.
  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    evaluator.holds(expression).map { $0 ? .pass : .fail }
  }

  func undecidedNote(_ check: FieldCheck, field: String, in form: CompiledForm) -> String? {
    "'\(field)' must satisfy 'holds: \(expression)': the search tries values its comparisons suggest, and solves nothing"
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    let compiled = CompiledExpression(expression)
    let slots = compiled.fields.map { name -> Check.Slot? in
      session.form.fieldIndex[name].map { index in
        Check.Slot(
          value: Unowned(session.values[index]), visible: session.visible[index].map { Unowned($0) },
          type: session.form.fields[index].type)
      }
    }
    let entry = session.sync.keep(
      Check(expression: compiled, slots: slots, lengthUnit: session.form.lengthUnit, today: session.today))
    session.sync.append(.holds(entry), message: check.message, reading: check.reads)
  }

  /// The check a session runs: the expression, reading the fields' value nodes.
  struct Check: ExpressionFieldReader {
    /// One field the expression reads.
    struct Slot {
      /// Its value node.
      let value: Unowned<Variable<String>>
      /// Its visible flag, for a field with `visible_when` (its value counts as empty while
      /// hidden).
      let visible: Unowned<Stream<Bool>>?
      /// What its value reads as.
      let type: ValueType

      /// The value the rule reads: "" while the field is hidden.
      var shownValue: String {
        visible?.read({ $0.value }) == false ? "" : value.read { $0.value }
      }
    }

    /// The expression.
    let expression: CompiledExpression
    /// The fields of `expression.fields`, in order (nil for one the form lacks, which the
    /// compiler rules out).
    let slots: [Slot?]
    /// How `FIELD.length` counts.
    let lengthUnit: LengthUnit
    /// The date `today` reads.
    let today: CalendarDate

    /// Whether the expression holds; true while a field it reads is empty or not of its
    /// type. The field's own value is read from its node, which holds `value` already.
    func check(_ value: String) -> RuleVerdict {
      for slot in slots {
        guard let slot else { return .pass }
        let text = slot.shownValue
        if text.isEmpty || !slot.type.accepts(text) { return .pass }
      }
      return expression.evaluate(self) ? .pass : .fail
    }

    func value(_ slot: Int, _ property: FieldProperty) -> ExpressionValue {
      guard let field = slots[slot] else { return .bool(false) }
      let text = field.shownValue
      switch property {
      case .length: return .number(Double(lengthUnit.length(of: text)))
      case .value, .ok, .empty, .failed, .validating, .valid, .enabled:
        return .typed(text, as: field.type)  // statuses are refused by `problems`
      }
    }
  }
}
