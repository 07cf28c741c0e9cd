import FormRules

/// The words of a form's page beside the status words (``CLIWords``) and the lists'
/// (``ListWords``), in each language FormRules' built-in messages speak: their one home.
/// `{label}` stands for a repeated group's label, `{number}` for an item's number.
struct PageWords: Sendable {
  /// The button that submits the form to see its statuses (without JavaScript).
  let check: String
  /// The button that adds an item to a repeated group.
  let addAnother: String
  /// The button that removes an item.
  let remove: String
  /// An item's heading: `{label} {number}`.
  let item: String
  /// The heading of the computed values.
  let computed: String
  /// The index page's heading.
  let forms: String
  /// The index page's link to a form's record schema.
  let recordSchema: String

  static let english = PageWords(
    check: "Check", addAnother: "Add another", remove: "Remove", item: "{label} {number}",
    computed: "Computed",
    forms: "Forms", recordSchema: "record schema")

  /// The words in each built-in language.
  static let byLanguage: [BuiltInLocale: PageWords] = [
    .en: english,
    .zh: PageWords(
      check: "检查", addAnother: "再添加一项", remove: "删除", item: "{label} 第 {number} 项", computed: "计算值",
      forms: "表单", recordSchema: "记录模式"),
    .ru: PageWords(
      check: "Проверить", addAnother: "Добавить ещё", remove: "Удалить", item: "{label} {number}",
      computed: "Вычисляемые значения", forms: "Формы", recordSchema: "схема записи"),
    .fr: PageWords(
      check: "Vérifier", addAnother: "Ajouter un autre", remove: "Supprimer", item: "{label} {number}",
      computed: "Valeurs calculées", forms: "Formulaires", recordSchema: "schéma des enregistrements"),
  ]

  /// The words for `locale`, a BCP 47 tag, by its language, as ``CLIWords/words(for:)``
  /// picks them.
  static func words(for locale: String) -> PageWords {
    CLIWords.language(of: locale).flatMap { byLanguage[$0] } ?? english
  }

  /// An item's heading.
  func item(_ label: String, number: Int) -> String {
    item.replacing("{label}", with: label).replacing("{number}", with: "\(number)")
  }
}
