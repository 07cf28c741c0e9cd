import FormRules
import FoundationEssentials

/// The CLI's own words at the interactive prompt (statuses, enabled or not, hints,
/// progress), in each language FormRules' built-in messages speak: their one home.
/// Scripted runs (`run` reading a script), JSON output and error messages keep English
/// words, which programs may read. `{name}` in a text stands for a field's or button's
/// name.
struct CLIWords: Sendable {
  let ok, empty, failed, validating: String
  let enabled, disabled, executing, nowEnabled, nowDisabled, lastResult: String
  let fields, computed, buttons: String
  let welcome, nothingLeft, pressEnterToTap, validatingProgress, working: String
  let tappedDisabled, setDisabled: String
  /// The question after a repeated group's last item, `{name}` its label (answered y/n).
  let addAnother: String

  static let english = CLIWords(
    ok: "ok", empty: "empty", failed: "failed", validating: "validating",
    enabled: "enabled", disabled: "disabled", executing: "executing", nowEnabled: "now enabled",
    nowDisabled: "now disabled", lastResult: "last result", fields: "fields", computed: "computed",
    buttons: "buttons",
    welcome: "Type :help for commands; Ctrl-D or :quit leaves.",
    nothingLeft: "Nothing left to fill in: type :tap BUTTON, :set FIELD, :show, :help or :quit.",
    pressEnterToTap: "Press Enter to tap '{name}', or type a command.", validatingProgress: "validating…",
    working: "working…", tappedDisabled: "'{name}' is disabled — nothing happened",
    setDisabled: "note: '{name}' is disabled; the value is set anyway",
    addAnother: "Add another to '{name}'? [y/N] ")

  /// The words in each built-in language.
  static let byLanguage: [BuiltInLocale: CLIWords] = [
    .en: english,
    .zh: CLIWords(
      ok: "通过", empty: "未填写", failed: "未通过", validating: "验证中",
      enabled: "可用", disabled: "不可用", executing: "执行中", nowEnabled: "现已可用",
      nowDisabled: "现已不可用", lastResult: "上次结果", fields: "字段", computed: "计算值", buttons: "按钮",
      welcome: "输入 :help 查看命令；按 Ctrl-D 或输入 :quit 退出。",
      nothingLeft: "没有需要填写的内容了：可输入 :tap 按钮名、:set 字段名、:show、:help 或 :quit。",
      pressEnterToTap: "按 Enter 点击“{name}”，或输入命令。", validatingProgress: "验证中…",
      working: "处理中…", tappedDisabled: "“{name}”不可用，未执行任何操作",
      setDisabled: "注意：“{name}”不可用，但值已照常设置", addAnother: "再添加一项到“{name}”？[y/N] "),
    .ru: CLIWords(
      ok: "верно", empty: "не заполнено", failed: "ошибка", validating: "проверка",
      enabled: "доступно", disabled: "недоступно", executing: "выполняется", nowEnabled: "теперь доступно",
      nowDisabled: "теперь недоступно", lastResult: "последний результат", fields: "поля",
      computed: "вычисляемые значения", buttons: "кнопки",
      welcome: "Команды — :help; выход — Ctrl-D или :quit.",
      nothingLeft: "Заполнять больше нечего: введите :tap КНОПКА, :set ПОЛЕ, :show, :help или :quit.",
      pressEnterToTap: "Enter — нажать «{name}»; или введите команду.", validatingProgress: "проверка…",
      working: "выполняется…", tappedDisabled: "«{name}» недоступно — ничего не произошло",
      setDisabled: "примечание: «{name}» недоступно; значение всё равно задано",
      addAnother: "Добавить ещё один элемент в «{name}»? [y/N] "),
    .fr: CLIWords(
      ok: "valide", empty: "vide", failed: "invalide", validating: "vérification",
      enabled: "actif", disabled: "inactif", executing: "en cours", nowEnabled: "désormais actif",
      nowDisabled: "désormais inactif", lastResult: "dernier résultat", fields: "champs",
      computed: "valeurs calculées", buttons: "boutons",
      welcome: "Tapez :help pour les commandes ; Ctrl-D ou :quit pour quitter.",
      nothingLeft: "Plus rien à remplir : tapez :tap BOUTON, :set CHAMP, :show, :help ou :quit.",
      pressEnterToTap: "Appuyez sur Entrée pour activer « {name} », ou tapez une commande.",
      validatingProgress: "vérification…", working: "en cours…",
      tappedDisabled: "« {name} » est inactif — rien ne s’est passé",
      setDisabled: "remarque : « {name} » est inactif ; la valeur est tout de même définie",
      addAnother: "Ajouter un autre élément à « {name} » ? [o/N] "),
  ]

  /// The words for `locale`, a BCP 47 tag, by its language (`zh-Hans-CN` → `zh`);
  /// English for a language not built in.
  static func words(for locale: String) -> CLIWords {
    language(of: locale).flatMap { byLanguage[$0] } ?? english
  }

  /// The built-in language of `locale`, a BCP 47 tag (`zh-Hans-CN` → `zh`), if it is one.
  static func language(of locale: String) -> BuiltInLocale? {
    BuiltInLocale(rawValue: locale.split(separator: "-").first.map { $0.lowercased() } ?? "")
  }

  /// `template` with `{name}` replaced by `name`.
  func text(_ template: String, name: String) -> String {
    template.replacing("{name}", with: name)
  }

  /// A status word.
  func word(for status: FieldStatus) -> String {
    switch status {
    case .ok: ok
    case .empty: empty
    case .failed: failed
    case .validating: validating
    }
  }

  /// A field's result: `ok(message)`, `ok`, `empty`, `failed(message)`, `validating`.
  func text(for result: FieldResult) -> String {
    result.message.map { "\(word(for: result.status))(\($0))" } ?? word(for: result.status)
  }

  /// A button's result: `ok(message)` or `failed(message)`.
  func text(for result: ButtonResult) -> String {
    "\(result.status == .ok ? ok : failed)(\(result.message))"
  }
}
