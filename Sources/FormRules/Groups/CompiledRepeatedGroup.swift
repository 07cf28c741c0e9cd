/// A repeated group of a compiled form: its bounds and rules, the form of its items, and
/// how the items connect to the enclosing form (``RepeatedGroupNode`` runs it).
struct CompiledRepeatedGroup: Sendable {
  /// The default message when there are fewer items than `min`.
  static let tooFewMessage = PluralTemplate(
    one: [
      .en: "{label} needs at least {min} item", .zh: "{label}至少需要 {min} 项",
      .ru: "{label}: нужно не меньше {min} элемента", .fr: "{label}\u{A0}: au moins {min} élément",
    ],
    other: [
      .en: "{label} needs at least {min} items", .zh: "{label}至少需要 {min} 项",
      .ru: "{label}: нужно не меньше {min} элементов", .fr: "{label}\u{A0}: au moins {min} éléments",
    ])
  /// The default message when there are more items than `max`.
  static let tooManyMessage = PluralTemplate(
    one: [
      .en: "{label} can have at most {max} item", .zh: "{label}最多 {max} 项",
      .ru: "{label}: не больше {max} элемента", .fr: "{label}\u{A0}: au plus {max} élément",
    ],
    other: [
      .en: "{label} can have at most {max} items", .zh: "{label}最多 {max} 项",
      .ru: "{label}: не больше {max} элементов", .fr: "{label}\u{A0}: au plus {max} éléments",
    ])
  /// The default message of `unique` when two items share a value.
  static let duplicateMessage: LocalizedTemplate = [
    .en: "Each item of {label} needs a different {other}", .zh: "{label}的每一项的{other}必须不同",
    .ru: "{label}: у каждого элемента своё значение «{other}»",
    .fr: "{label}\u{A0}: chaque élément doit avoir une valeur de «\u{A0}{other}\u{A0}» différente",
  ]

  /// The group's name in the enclosing form (a path: `order.lines`).
  let name: String
  /// Its field in the enclosing form (``FieldRole/repeatedGroup(_:)``).
  let field: Int
  /// The fewest and the most items.
  let minimum: Int
  let maximum: Int
  /// The form each item runs.
  let item: CompiledForm
  /// Each mirror of the item's form and the enclosing form's field it mirrors.
  let mirrors: [(itemField: Int, enclosingField: Int)]
  /// Each aggregate field of the enclosing form over this group, with its function and
  /// the item's computed value it reads.
  let aggregates: [(field: Int, function: AggregateFunction, column: Int)]
  /// Each `unique` rule: the item's field and the message when two items share a value.
  let unique: [(itemField: Int, messages: Localized<String>)]
  /// The messages when the count is out of bounds, in every locale.
  let tooFew: Localized<String>
  let tooMany: Localized<String>

  /// The group's compiled form in `locale` (its items' messages and labels).
  func localized(in locale: LocaleTag?) -> CompiledRepeatedGroup {
    CompiledRepeatedGroup(
      name: name, field: field, minimum: minimum, maximum: maximum, item: item.localized(in: locale),
      mirrors: mirrors, aggregates: aggregates, unique: unique, tooFew: tooFew, tooMany: tooMany)
  }
}
