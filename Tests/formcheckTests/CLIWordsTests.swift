import FormRules
import Foundation
import Testing

@testable import formcheck

/// The prompt's own words: every built-in language has them, and the prompt speaks the
/// chosen one.
@Suite("The prompt's words")
struct CLIWordsTests {
  @Test("every built-in language has its words", arguments: BuiltInLocale.allCases)
  func everyLanguage(_ language: BuiltInLocale) throws {
    let words = try #require(CLIWords.byLanguage[language])
    let english = CLIWords.english
    if language != .en {
      #expect(words.ok != english.ok && words.empty != english.empty && words.disabled != english.disabled)
      #expect(words.nothingLeft != english.nothingLeft && words.welcome != english.welcome)
    }
    for template in [words.pressEnterToTap, words.tappedDisabled, words.setDisabled] {
      #expect(template.contains("{name}"))
    }
  }

  @Test func aLocaleChoosesItsLanguage() {
    #expect(CLIWords.words(for: "zh-Hans-CN").ok == "通过")
    #expect(CLIWords.words(for: "FR-ca").ok == "valide")
    #expect(CLIWords.words(for: "de").ok == "ok")
  }

  @Test func statesReadInTheChosenLanguage() {
    let words = CLIWords.words(for: "ru")
    #expect(words.text(for: FieldResult.failed("Имя: не менее 3 симв.")) == "ошибка(Имя: не менее 3 симв.)")
    #expect(words.text(for: FieldResult.ok(nil)) == "верно")
  }

  @Test("the prompt speaks the --locale language")
  func promptSpeaksTheLocale() throws {
    let terminal = try RunTerminalTests.start(options: ["--locale", "zh-CN"])
    try terminal.expect("输入 :help 查看命令")
    try terminal.expect("Username: ")
    try terminal.send("abc\r")
    try terminal.expect("✗ Username must be at least 6 characters")
    try terminal.send(":show\r")
    try terminal.expect("字段:")
    try terminal.expect("password: 未填写 (不可用)")
    try terminal.send(":quit\r")
    _ = try terminal.waitForEnd()
  }
}
