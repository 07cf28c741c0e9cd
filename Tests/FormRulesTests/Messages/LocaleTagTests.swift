import Testing

@testable import FormRules

/// BCP 47 tags: which are well formed, and the order a lookup falls back in.
@Suite("Locale tags")
struct LocaleTagTests {
  @Test(
    "well-formed tags",
    arguments: [
      "en", "EN", "zh-CN", "zh-Hans-CN", "sr-Latn-RS", "de-CH-1996", "es-419", "en-US-x-twain",
      "x-private", "zh-yue-HK", "fr-CA-u-ca-gregory", "haw",
    ])
  func wellFormed(_ text: String) {
    #expect(LocaleTag(text) != nil)
  }

  @Test(
    "malformed tags",
    arguments: [
      "", "e", "en_US", "zh_CN.UTF-8", "en-", "-en", "abcd", "en-US-US", "en-a", "x", "123", "en--US",
      "toolongtag",
    ])
  func malformed(_ text: String) {
    #expect(LocaleTag(text) == nil)
  }

  @Test func fallsBackByDroppingSubtags() throws {
    #expect(try #require(LocaleTag("zh-Hans-CN")).fallbackKeys == ["zh-hans-cn", "zh-hans", "zh"])
    #expect(try #require(LocaleTag("en-US-x-twain")).fallbackKeys == ["en-us-x-twain", "en-us", "en"])
    #expect(LocaleTag("ZH-cn") == LocaleTag("zh-CN"))
  }

  @Test func lookupDropsSubtagsThenTakesTheDefaultLocale() throws {
    let spec = try FormSpec(
      yaml: """
        form: f
        default_locale: fr
        title: { fr: Inscription, zh-Hans: 注册, en: Sign-up }
        fields:
          name:
            label: { fr: Nom, zh: 名字, zh-Hans: 姓名 }
        """)
    let cases: [(String?, String, String)] = [
      (nil, "Inscription", "Nom"), ("zh-Hans-CN", "注册", "姓名"), ("zh-TW", "Inscription", "名字"),
      ("de-DE", "Inscription", "Nom"), ("en-GB", "Sign-up", "Nom"), ("not a tag", "Inscription", "Nom"),
    ]
    for (locale, title, label) in cases {
      let localized = spec.localized(to: locale)
      #expect(localized.title == title, "\(locale ?? "nil")")
      #expect(localized.fields.first?.label == label, "\(locale ?? "nil")")
      let session = try Form(spec: spec, environment: FormEnvironment(locale: locale))
      #expect(session.spec.title == title && session.spec.fields.first?.label == label)
      let keeping = try Form(spec: localized)
      #expect(keeping.spec.title == title && keeping.spec.fields.first?.label == label)
    }
  }

  @Test func plainTextIsInTheDefaultLocaleAndBuiltInsFollowIt() throws {
    let spec = try FormSpec(
      yaml: """
        form: f
        default_locale: ru
        fields:
          name:
            label: Имя
            rules:
              - min_length: 3
        """)
    let form = try Form(spec: spec)
    try form.set("name", to: "ab")
    #expect(form.snapshot.field("name")?.result == .failed("Имя: не менее 3 симв."))
    let english = try Form(spec: spec, environment: FormEnvironment(locale: "en"))
    try english.set("name", to: "ab")
    #expect(english.snapshot.field("name")?.result == .failed("Имя must be at least 3 characters"))
  }
}
