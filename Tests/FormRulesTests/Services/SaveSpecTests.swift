import Testing

@testable import FormRules

/// A field's `save:` as `check` sees it: what it refuses, where, and what a session of a
/// spec with saves does with canned answers.
@Suite("save: in specs")
struct SaveSpecTests {
  static func diagnostics(_ yaml: String) -> [String] {
    SpecChecker().check(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".").map {
      "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)"
    }
  }

  @Test func anUnknownServiceAPlaceholderOfNoKindAndASecretAreRefusedWhereWritten() {
    let yaml = """
      form: t
      services:
        api: { url: "http://127.0.0.1:1" }
      fields:
        pin:
          secret: true
          save: { service: apx, request: "PUT /pins/{valu}" }
        theme:
          save: { request: PUT /theme, optimistc: true }

      """
    #expect(
      Self.diagnostics(yaml) == [
        "7:22 FR211 unknown service 'apx' — did you mean 'api'?",
        "7:22 FR213 the secret field 'pin' cannot be saved to a service: a secret is never sent in plain text",
        "7:37 FR212 unknown placeholder '{valu}' in the request of the save of field 'pin': it may say '{field}' and '{value}' — did you mean '{value}'?",
        "9:11 FR103 the save of field 'theme' needs 'service'",
        "9:34 FR101 unknown key 'optimistc' in the save of field 'theme' — did you mean 'optimistic'?",
      ])
  }

  /// A spec with the service `api` and a field `theme` whose settings are `theme`.
  static func themeSpec(_ theme: String) -> String {
    "form: t\nservices:\n  api: { url: \"${FORMCHECK_API_URL}\" }\nfields:\n  theme:\n" + theme
  }

  @Test func aSpecWithSavesChecksCleanAndItsExamplesRun() {
    let yaml = Self.themeSpec(
      """
          optional: true
          rules: [{ one_of: [light, dark] }]
          save: { service: api, request: "PUT /themes/{value}", optimistic: true }
      examples:
        - name: an invalid value is not saved, so no request is made (none is canned)
          set: { theme: blue }
          expect: { theme: { failed: "Theme must be one of: light, dark" } }
        - name: a valid one is saved with its value in the route
          responses: { "PUT /themes/dark": { status: 200, latency: 50ms } }
          steps: [{ set: { theme: dark } }, { wait: 50ms }]
          expect: { theme: { status: ok, value: dark } }

      """)
    #expect(Self.diagnostics(yaml) == [])
  }

  @Test func aSaveWithNoCannedAnswerFailsItsExample() {
    let yaml = Self.themeSpec(
      """
          save: { service: api, request: PUT /theme }
      examples:
        - name: nothing answers the save
          set: { theme: dark }
          expect: { theme: validating }

      """)
    #expect(
      Self.diagnostics(yaml) == [
        "8:5 FR601 example 'nothing answers the save': service 'api' was asked PUT /theme, which the example's 'responses' do not answer",
        "10:15 FR601 example 'nothing answers the save': 'theme' expected status validating, found failed",
      ])
  }

  @Test func conditionsOfOtherFieldsSeeAFieldSaving() {
    let yaml = Self.themeSpec(
      """
          optional: true
          save: { service: api, request: PUT /theme, optimistic: true }
        note:
          optional: true
          enabled_when: not theme.validating
      examples:
        - name: while the theme saves, the note waits
          responses: { "PUT /theme": { status: 204, latency: 100ms } }
          set: { theme: dark }
          expect: { note: disabled }
        - name: once saved, the note is enabled again
          responses: { "PUT /theme": { status: 204, latency: 100ms } }
          steps: [{ set: { theme: dark } }, { wait: 100ms }]
          expect: { note: enabled }

      """)
    #expect(Self.diagnostics(yaml) == [])
  }
}
