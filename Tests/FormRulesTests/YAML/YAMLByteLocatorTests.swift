import Testing

@testable import FormRules

/// Byte offsets to line and column, counted the way libyaml counts marks.
@Suite struct YAMLByteLocatorTests {
  @Test(arguments: [
    (0, "1:1"),
    (1, "1:2"),  // the CR of a CRLF
    (3, "2:1"),  // after the CRLF
    (5, "2:3"),  // the lone CR
    (6, "3:1"),  // after the lone CR
    (8, "3:2"),  // the NEL after "é"
    (10, "4:1"),  // after NEL
    (13, "5:1"),  // after LS
    (16, "6:1"),  // after PS
    (17, "6:2"),
    (99, "6:2"),  // clamped to the end
  ])
  func locates(_ offset: Int, _ position: String) {
    let bytes = Array("a\r\nbc\ré\u{85}\u{2028}\u{2029}x".utf8)[...]
    #expect(
      YAMLByteLocator.location(ofByteOffset: offset, in: bytes, file: "f").position == position)
  }

  @Test func countsScalarsNotBytesInASlice() {
    let bytes = Array("ab名前x".utf8).dropFirst(2)
    #expect(YAMLByteLocator.location(ofByteOffset: 6, in: bytes, file: "f").position == "1:3")
  }
}
