/// `equals: FIELD` — the value equals another field's value. Canonically equivalent
/// strings are equal (precomposed and decomposed "café"), as Swift's `String ==` is.
struct EqualsRule: SyncRule {
  /// The index of the field compared with.
  let otherField: Int
  let message: String

  var dependencies: [Int] { [otherField] }

  func check(_ value: String, in context: RuleContext) -> RuleVerdict {
    value == context.value(ofField: otherField) ? .pass : .fail
  }
}
