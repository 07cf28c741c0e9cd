import Foundation
import Testing

/// `format:` end to end: `batch` on a spec with `format: email`, and `check` on one whose
/// format no value of the field can have.
@Suite("formcheck and format:")
struct FormatCommandTests {
  let directory: URL

  init() throws { directory = try Formcheck.temporaryDirectory() }

  /// Writes `yaml` as `name` in the test's directory and returns its path.
  private func spec(_ name: String, _ yaml: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try yaml.write(to: url, atomically: false, encoding: .utf8)
    return url.path
  }

  @Test func batchChecksAnEmailField() throws {
    let path = try spec(
      "contact.yaml",
      """
      form: contact
      fields:
        email:
          rules:
            - format: email
      buttons:
        send: {}
      """)
    let input = """
      {"email":"ada@example.com"}
      {"email":"ada at example.com"}
      {"email":"ada@example.com."}

      """
    let outcome = try Formcheck.run(
      ["batch", path], input: input, environment: ["FORMCHECK_DATA_DIR": directory.path])
    #expect(outcome.status == 1, "\(outcome.stderr)")
    let failed =
      #"{"email":{"status":"failed","message":"Email must be a valid email address","enabled":true}},"buttons":{"send":{"enabled":false}}}"#
    #expect(
      outcome.lines == [
        #"{"record":1,"valid":true,"fields":{"email":{"status":"ok","enabled":true}},"buttons":{"send":{"enabled":true}}}"#,
        #"{"record":2,"valid":false,"fields":"# + failed,
        #"{"record":3,"valid":false,"fields":"# + failed,
      ])
  }

  @Test func checkReportsAFormatLongerThanMaxLength() throws {
    let path = try spec(
      "short-id.yaml",
      """
      form: short_id
      fields:
        id:
          rules:
            - format: uuid
            - max_length: 20
      """)
    let outcome = try Formcheck.run(["check", path], environment: ["NO_COLOR": "1"])
    #expect(outcome.status == 1)
    let output = outcome.stdout + outcome.stderr
    #expect(
      output.contains(
        "short-id.yaml:6:9: error: [FR402] 'format: uuid' is larger than 'max_length: 20': no value of field 'id' can pass both"
      ), "\(output)")
  }
}
