import Foundation
import Testing

@testable import formcheck

/// The CLI's choice of locale: `--locale`, then `LC_ALL`, `LC_MESSAGES`, `LANG`, then
/// none (the spec's `default_locale`); and that choice end to end.
@Suite("Locale choice")
struct LocaleChoiceTests {
  @Test(
    arguments: [
      ("fr", ["LC_ALL": "zh_CN.UTF-8", "LANG": "ru_RU.UTF-8"], "fr"),
      (nil, ["LC_ALL": "zh_CN.UTF-8", "LC_MESSAGES": "fr_FR", "LANG": "ru_RU.UTF-8"], "zh-CN"),
      (nil, ["LC_ALL": "", "LC_MESSAGES": "fr_FR.ISO-8859-1", "LANG": "ru_RU.UTF-8"], "fr-FR"),
      (nil, ["LANG": "ru_RU.UTF-8"], "ru-RU"),
      (nil, ["LANG": "sr_RS@latin"], "sr-RS"),
      (nil, ["LANG": "zh"], "zh"),
      (nil, ["LC_ALL": "C.UTF-8", "LANG": "fr_FR.UTF-8"], nil),
      (nil, ["LANG": "POSIX"], nil),
      (nil, ["LANG": "not a locale"], nil),
      (nil, [:], nil),
    ] as [(String?, [String: String], String?)])
  func resolutionOrder(explicit: String?, environment: [String: String], expected: String?) throws {
    #expect(try LocaleChoice.locale(explicit: explicit, environment: environment) == expected)
  }

  @Test func aMalformedExplicitTagIsAUsageError() {
    #expect(throws: UsageError.self) { try LocaleChoice.locale(explicit: "zh_CN", environment: [:]) }
  }

  /// A form with a Chinese label and built-in default messages.
  private static let spec = """
    form: greeting
    fields:
      name:
        label: { en: Name, zh: 姓名, fr: Nom }
        rules:
          - min_length: 3
    """

  private func batch(_ arguments: [String], environment: [String: String?]) throws -> Formcheck.Outcome {
    let directory = try Formcheck.temporaryDirectory()
    let path = directory.appendingPathComponent("greeting.yaml").path
    try Self.spec.write(toFile: path, atomically: false, encoding: .utf8)
    return try Formcheck.run(
      ["batch", path] + arguments, input: #"{"name":"ab"}"# + "\n", environment: environment)
  }

  @Test func batchSpeaksTheLanguageOfLANG() throws {
    let outcome = try batch([], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(
      outcome.lines == [
        #"{"record":1,"valid":false,"fields":{"name":{"status":"failed","message":"姓名：至少 3 个字符","enabled":true}},"buttons":{}}"#
      ])
  }

  @Test func localeOptionBeatsLANG() throws {
    let outcome = try batch(["--locale", "fr"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(
      outcome.lines == [
        #"{"record":1,"valid":false,"fields":{"name":{"status":"failed","message":"Nom\#u{A0}: au moins 3 caractères","enabled":true}},"buttons":{}}"#
      ])
  }

  @Test func withoutALocaleTheSpecsDefaultLocaleSpeaks() throws {
    let outcome = try batch([], environment: ["LANG": "C.UTF-8", "LC_ALL": nil])
    #expect(outcome.lines.first?.contains(#""message":"Name must be at least 3 characters""#) == true)
  }
}
