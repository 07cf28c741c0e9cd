import Testing

/// `formcheck run` on a form with services: the environment's variables reach the
/// session, a missing one is named, and a header's secret value is never printed.
@Suite("formcheck run with services")
struct ServiceRunTests {
  static let script = "set username alice_1\nwait 1s\nshow\n"

  @Test func aMissingVariableIsNamedAsTheFailure() throws {
    let outcome = try Formcheck.run(
      ["run", "--json", "forms/register-remote.yaml"], input: Self.script,
      environment: ["FORMCHECK_API_URL": "http://127.0.0.1:1", "FORMCHECK_API_TOKEN": nil])
    #expect(
      outcome.stdout.contains(
        #""message":"could not reach service 'api' (POST /names/check): the environment variable 'FORMCHECK_API_TOKEN' is not set","error":"invalid_input""#
      ))
    #expect(!outcome.stdout.contains("127.0.0.1"))
  }

  @Test func aHeadersSecretIsNeverPrinted() throws {
    let token = "t0ken-that-must-not-show"
    for arguments in [
      ["run", "forms/register-remote.yaml"], ["run", "--json", "forms/register-remote.yaml"],
    ] {
      let outcome = try Formcheck.run(
        arguments, input: Self.script, environment: ["FORMCHECK_API_URL": "http://127.0.0.1:1", "FORMCHECK_API_TOKEN": token])
      #expect(outcome.stdout.contains("could not reach service 'api' (POST /names/check)"))
      #expect(!outcome.stdout.contains(token) && !outcome.stderr.contains(token))
      #expect(!outcome.stdout.contains("127.0.0.1") && !outcome.stderr.contains("127.0.0.1"))
    }
  }
}
