import Testing

@testable import FormRules

/// Request lines and `${VAR}` texts: what parses, what each placeholder becomes in the
/// URL and in the route, and why a line is refused.
@Suite("Request lines")
struct RequestTemplateTests {
  @Test func placeholdersArePercentEncodedInTheURLAndPlainInTheRoute() throws {
    let template = try RequestTemplate.parse("GET /users/{key}?q={key}&x=1").get()
    #expect(template.method == "GET")
    #expect(template.placeholders == ["key", "key"])
    let value = "a/b c?d&é"
    #expect(template.path { _ in value } == "/users/a%2Fb%20c%3Fd%26%C3%A9?q=a%2Fb%20c%3Fd%26%C3%A9&x=1")
    #expect(template.route { _ in value } == "GET /users/a/b c?d&é?q=a/b c?d&é&x=1")
    #expect(template.text == "GET /users/{key}?q={key}&x=1")
    #expect(!template.sendsBody)
    #expect(try RequestTemplate.parse("POST /users").get().sendsBody)
  }

  @Test(arguments: [
    ("GET", RequestLineProblem.malformed),
    ("GET  /x", .malformed),
    ("GTE /x", .unknownMethod("GTE")),
    ("get /x", .unknownMethod("get")),
    ("GET users", .relativePath),
    ("GET /users/{key", .unclosedPlaceholder),
    ("GET /users/{1x}", .invalidPlaceholder("1x")),
    ("GET /a b", .malformed),
    ("GET /a#b", .invalidCharacter("#")),
    ("GET /café", .invalidCharacter("é")),
  ])
  func malformedLinesAreRefused(line: String, problem: RequestLineProblem) {
    #expect(throws: problem) { try RequestTemplate.parse(line).get() }
  }

  @Test func anUnknownMethodSuggestsTheClosestOne() {
    #expect(
      RequestLineProblem.unknownMethod("PSOT").message("PSOT /x")
        == "unknown method 'PSOT' in \"PSOT /x\": use GET, POST, PUT, PATCH, DELETE — did you mean 'POST'?")
  }

  @Test func variablesAreReadFromTheEnvironmentAndAMissingOneIsNamed() throws {
    let text = try VariableText.parse("Bearer ${FORMCHECK_API_TOKEN} $x ${HOST}").get()
    #expect(text.variables == ["FORMCHECK_API_TOKEN", "HOST"])
    #expect(try text.resolved(in: ["FORMCHECK_API_TOKEN": "t0k", "HOST": "h"]).get() == "Bearer t0k $x h")
    #expect(throws: MissingVariable(name: "HOST")) {
      try text.resolved(in: ["FORMCHECK_API_TOKEN": "t0k"]).get()
    }
    #expect(throws: VariableTextProblem.unclosed) { try VariableText.parse("${A").get() }
    #expect(throws: VariableTextProblem.invalidName("a b")) { try VariableText.parse("${a b}").get() }
  }
}

/// A hostile value fills exactly one path segment or query value.
@Suite("Request placeholders")
struct RequestPlaceholderTests {
  @Test(arguments: [
    ("..", "/u/%2E%2E?q=%2E%2E"), (".", "/u/%2E?q=%2E"), ("%2e%2e", "/u/%252e%252e?q=%252e%252e"),
    ("a/../../x", "/u/a%2F..%2F..%2Fx?q=a%2F..%2F..%2Fx"), ("?x=1", "/u/%3Fx%3D1?q=%3Fx%3D1"),
    ("#", "/u/%23?q=%23"), ("a\r\nb", "/u/a%0D%0Ab?q=a%0D%0Ab"), ("@host", "/u/%40host?q=%40host"),
    ("a&b=c+d", "/u/a%26b%3Dc%2Bd?q=a%26b%3Dc%2Bd"),
  ])
  func aValueIsOneSegment(value: String, path: String) throws {
    let template = try RequestTemplate.parse("GET /u/{key}?q={key}").get()
    #expect(template.path { _ in value } == path)
  }
}
