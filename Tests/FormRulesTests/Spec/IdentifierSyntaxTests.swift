import Testing

@testable import FormRules

/// Which names can name a field, store or button, and which can name a form.
@Suite struct IdentifierSyntaxTests {
  @Test(arguments: ["a", "_", "username", "repeat_password", "Field2", "_x9"])
  func acceptsIdentifiers(_ name: String) {
    #expect(IdentifierSyntax.problem(with: name, kind: "field") == nil)
  }

  @Test(arguments: [
    "", "2fa", "user name", "user-name", "user.name", "naïve", "名前", "and", "or", "not", "true",
    "false",
  ])
  func rejectsOthers(_ name: String) {
    #expect(IdentifierSyntax.problem(with: name, kind: "field") != nil)
  }

  @Test func formNamesMayHaveHyphens() {
    #expect(IdentifierSyntax.problem(with: "sign-up", kind: "form", allowingHyphens: true) == nil)
    #expect(IdentifierSyntax.problem(with: "-up", kind: "form", allowingHyphens: true) != nil)
  }

  @Test func reservedWordsMayNameTablesAndColumns() {
    #expect(
      IdentifierSyntax.problem(with: "not", kind: "table", allowingReservedWords: true) == nil)
    #expect(
      IdentifierSyntax.problem(with: "no t", kind: "table", allowingReservedWords: true) != nil)
  }
}
