import Testing

@testable import FormRules

@Suite("Name suggestion")
struct NameSuggestionTests {
  static let fields = ["username", "email", "password", "repeat_password", "age"]

  @Test(
    "close names are suggested",
    arguments: [
      ("emial", "email"),  // transposition
      ("usrname", "username"),  // deletion
      ("usernamee", "username"),  // insertion
      ("passwrod", "password"),
      ("Email", "email"),  // case
      ("repeat_pasword", "repeat_password"),
      ("ag", "age"),
    ])
  func suggests(name: String, expected: String) {
    #expect(NameSuggestion.suggestion(for: name, among: Self.fields) == expected)
  }

  @Test(
    "distant or trivial names are not",
    arguments: ["zzz", "x", "", "user", "mail_address", "email"])
  func doesNotSuggest(name: String) {
    #expect(NameSuggestion.suggestion(for: name, among: Self.fields) == nil)
  }

  @Test("a single scalar is never 'corrected' into another single scalar")
  func singleScalars() {
    #expect(NameSuggestion.suggestion(for: "a", among: ["b"]) == nil)
    #expect(NameSuggestion.suggestion(for: "a", among: ["ab"]) == "ab")
  }

  @Test("ties go to the alphabetically first name, whatever the order")
  func ties() {
    let set: Set<String> = ["cat", "bat", "hat"]
    #expect(NameSuggestion.suggestion(for: "at", among: set) == "bat")
    #expect(NameSuggestion.suggestion(for: "at", among: ["hat", "cat", "bat"]) == "bat")
  }

  @Test("the closest wins")
  func closest() {
    #expect(NameSuggestion.suggestion(for: "valdi", among: ["valid", "validating"]) == "valid")
  }

  @Test("very long names get no suggestion")
  func longNames() {
    let long = String(repeating: "a", count: NameSuggestion.maximumNameLength + 1)
    #expect(NameSuggestion.suggestion(for: long, among: [long + "b"]) == nil)
  }

  @Test(
    "edit distance",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("abc", "abc", 0), ("abc", "abd", 1), ("ab", "ba", 1),
      ("kitten", "sitting", 3), ("ca", "abc", 3), ("李小龍", "李小", 1),
    ])
  func editDistance(a: String, b: String, expected: Int) {
    #expect(
      NameSuggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == expected)
  }
}
