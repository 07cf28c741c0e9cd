import Testing

@testable import FormRules

/// What `check` says about messages and locales: placeholders at their exact column
/// (FR701), malformed tags (FR106), and maps missing a locale (FR702).
@Suite("Message diagnostics")
struct MessageDiagnosticTests {
  private func diagnostics(_ yaml: String) -> [String] {
    SpecChecker().check(yaml: yaml, file: "spec.yaml").map {
      "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.code) \($0.message)"
    }
  }

  @Test func placeholdersAreCheckedAtTheirColumns() {
    let found = diagnostics(
      """
      form: f
      fields:
        name:
          rules:
            - pattern: "a+"
              message: "{label} {max} {lenght} } {{ok}} {"
            - min_length: 2
              message:
                en: "{min_length} ok"
                zh: "{{{store}}}"
      """)
    #expect(
      found == [
        "6:27 error FR701 a 'pattern' rule cannot fill '{max}' in its message",
        "6:33 error FR701 unknown placeholder '{lenght}' — did you mean '{length}'?",
        "6:42 error FR701 '}' closes no placeholder; write '}}' for a brace",
        "6:51 error FR701 '{' opens a placeholder that is never closed; write '{{' for a brace",
        "10:18 error FR701 a 'min_length' rule cannot fill '{store}' in its message",
      ])
  }

  @Test func malformedAndRepeatedTagsAreErrors() {
    let found = diagnostics(
      """
      form: f
      default_locale: en_US
      title: { en: A, zh_CN: B, EN: C }
      fields:
        name: {}
      """)
    #expect(
      found == [
        "2:17 error FR106 'default_locale' 'en_US' is not a BCP 47 language tag",
        "3:17 error FR106 'zh_CN' in 'title' is not a BCP 47 language tag",
        "3:27 error FR106 'title' gives locale 'EN' twice (as 'en' before)",
      ])
  }

  @Test func aMapMissingALocaleOthersHaveIsAWarning() {
    let found = diagnostics(
      """
      form: f
      title: { en: Sign-up, zh: 注册, fr: Inscription }
      fields:
        name:
          label: { en: Name, zh: 姓名 }
          ok: Fine
      """)
    #expect(found == ["5:12 warning FR702 'label' has no 'fr', which other texts of the spec have"])
  }

  /// A hostile message is checked in bounded time and reported a bounded number of times.
  @Test func manyStrayBracesGiveAFewDiagnostics() {
    let message = String(repeating: "} {max}", count: 8_000)
    let yaml = "form: f\nfields:\n  name:\n    rules:\n      - pattern: a\n        message: \"\(message)\"\n"
    let found = SpecChecker().check(yaml: yaml).filter { $0.code == .invalidPlaceholder }
    #expect(found.count == MessagePass.mistakesPerText)
    #expect(found.map(\.location.column) == [19, 21, 26, 28, 33, 35, 40, 42])
  }
}
