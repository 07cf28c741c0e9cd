import ServeWire
import Testing

/// How `serve` reads a cookie out of a `Cookie` header.
struct CookieHeaderTests {
  @Test(arguments: [
    ("formcheck_session=abc", ["abc"]),
    ("a=1; formcheck_session=abc;b=2", ["abc"]),
    (" \tformcheck_session=abc \t", ["abc"]),
    ("formcheck_session=one; formcheck_session=two", ["one", "two"]),
    ("formcheck_session=", [""]),
    ("formcheck_sessionx=abc; Formcheck_session=abc; xformcheck_session=abc", []),
    // A `;` followed by a combining mark is one `Character`, yet still separates.
    ("other=x;\u{301}formcheck_session=abc", []),
    ("formcheck_session=abc;\u{301}", ["abc"]),
    ("other=\u{600};formcheck_session=abc", ["abc"]),
    ("", []),
    (";;;", []),
  ])
  func theValuesOfTheNamedCookieInOrder(header: String, values: [String]) {
    #expect(CookieHeader.values(named: "formcheck_session", in: header) == values)
  }
}
