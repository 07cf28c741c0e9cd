import FormRules

/// The words a list's table uses (``ListTable``), in each language FormRules' built-in
/// messages speak: their one home. Scripted runs keep English words. `{shown}` and
/// `{count}` in ``shownOf`` stand for the numbers of items shown and matching.
struct ListWords: Sendable {
  let lists, loading, failed, noMatches, shownOf: String

  static let english = ListWords(
    lists: "lists", loading: "loading…", failed: "failed", noMatches: "no matches",
    shownOf: "{shown} of {count}")

  /// The words in each built-in language.
  static let byLanguage: [BuiltInLocale: ListWords] = [
    .en: english,
    .zh: ListWords(
      lists: "列表", loading: "加载中…", failed: "加载失败", noMatches: "没有匹配项", shownOf: "共 {count} 项，显示 {shown} 项"),
    .ru: ListWords(
      lists: "списки", loading: "загрузка…", failed: "ошибка", noMatches: "совпадений нет",
      shownOf: "{shown} из {count}"),
    .fr: ListWords(
      lists: "listes", loading: "chargement…", failed: "échec", noMatches: "aucun résultat",
      shownOf: "{shown} sur {count}"),
  ]

  /// The words for `locale`, a BCP 47 tag, by its language, as ``CLIWords/words(for:)``
  /// picks them.
  static func words(for locale: String) -> ListWords {
    CLIWords.language(of: locale).flatMap { byLanguage[$0] } ?? english
  }

  /// `10 of 12`.
  func shown(_ shown: Int, of count: Int) -> String {
    shownOf.replacing("{shown}", with: "\(shown)").replacing("{count}", with: "\(count)")
  }
}
