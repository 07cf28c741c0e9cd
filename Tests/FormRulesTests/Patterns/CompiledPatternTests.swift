import Testing

@testable import FormRules

@Suite("Compiled patterns")
struct CompiledPatternTests {
  /// Compiles `pattern`, which must compile.
  static func compile(_ pattern: String) throws -> CompiledPattern {
    try CompiledPattern.compile(pattern).get()
  }

  /// The compile error for `pattern`, which must not compile.
  static func compileError(_ pattern: String) throws -> PatternCompileError {
    switch CompiledPattern.compile(pattern) {
    case .success:
      Issue.record("'\(pattern)' compiled")
      throw CancellationError()
    case .failure(let error):
      return error
    }
  }

  @Test(
    "the whole value must match",
    arguments: [
      ("[a-z]+", "abcdef", true),
      ("[a-z]+", "abcdef\n", false),
      ("[a-z]+", "\nabcdef", false),
      ("[a-z]+", "abc1", false),
      ("[a-z]+", "1abc", false),
      ("[a-z]+$", "abc\n", false),
      ("^[a-z]+$", "abc", true),
      ("[a-z]+", "", false),
      ("a|ab", "ab", true),
      ("ab|a", "a", true),
      ("a|ab", "abc", false),
      ("(?:a|ab)(?:c|bcd)", "abcd", true),
      ("[A-Za-z0-9_]+", "user_01", true),
      ("[A-Za-z0-9_]+", "user 01", false),
      ("a*", "", true),
      ("a(*ACCEPT)b", "ab", false),
      ("", "", true),
      ("", "a", false),
      ("a\u{0}b", "a\u{0}b", true),
      ("a\u{0}b", "a", false),
    ])
  func wholeValue(pattern: String, value: String, matches: Bool) throws {
    let compiled = try Self.compile(pattern)
    #expect(compiled.isJITCompiled)
    #expect(compiled.matches(value) == (matches ? .match : .noMatch))
    // The interpreter, which `pcre2_match` runs, agrees with the JIT's fast path.
    let interpreted = try CompiledPattern.compile(pattern, jit: false).get()
    #expect(!interpreted.isJITCompiled)
    #expect(interpreted.matches(value) == (matches ? .match : .noMatch))
  }

  @Test(
    "classes are Unicode-aware",
    arguments: [
      (#"\w+"#, "Zoë_李", true),
      (#"\w+"#, "Zoë 李", false),
      (#"\d+"#, "٣٤", true),
      ("[[:alpha:]]+", "Zoë", true),
      ("(?i)zoë", "ZOË", true),
      (".", "😀", true),
      (".", "李", true),
      ("..", "😀", false),
      (#"\p{Han}+"#, "李小龍", true),
      (#"\p{Lu}\p{Ll}+"#, "Élodie", true),
    ])
  func unicode(pattern: String, value: String, matches: Bool) throws {
    #expect(try Self.compile(pattern).matches(value) == (matches ? .match : .noMatch))
  }

  @Test(
    "compile errors carry PCRE2's message and the scalar offset",
    arguments: [
      ("[a-", "missing terminating ] for character class", 3),
      ("(abc", "missing closing parenthesis", 4),
      ("a{2,1}", "numbers out of order in {} quantifier", 5),
      ("abc)", "unmatched closing parenthesis", 3),
      ("*a", "quantifier does not follow a repeatable item", 0),
      ("é李(x", "missing closing parenthesis", 4),
    ])
  func compileError(pattern: String, message: String, offset: Int) throws {
    let error = try Self.compileError(pattern)
    #expect(error.message == message)
    #expect(error.scalarOffset == offset)
    #expect(error.pattern == pattern)
  }

  @Test("a compile error points at the pattern character in the spec file")
  func compileErrorLocation() throws {
    let base = SourceLocation(file: "form.yaml", line: 9, column: 18)
    let error = try Self.compileError("é李(x")
    #expect(error.location(in: base) == SourceLocation(file: "form.yaml", line: 9, column: 22))
    let diagnostic = error.diagnostic(at: base)
    #expect(diagnostic.code == .invalidPattern)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location == SourceLocation(file: "form.yaml", line: 9, column: 22))
    #expect(diagnostic.message == "invalid pattern 'é李(x': missing closing parenthesis")
  }

  @Test(#"\C is refused"#)
  func backslashC() throws {
    let error = try Self.compileError(#"a\Cb"#)
    #expect(error.scalarOffset == 3)
    #expect(error.message == #"using \C is disabled by the application"#)
  }

  @Test("catastrophic backtracking stops at the limit")
  func catastrophic() throws {
    let value = String(repeating: "a", count: 30) + "!"
    #expect(try Self.compile("^(a+)+$").matches(value) == .limitExceeded)
    #expect(try Self.compile("(a|aa)+").matches(value) == .limitExceeded)
    let xs = String(repeating: "x", count: 40)
    #expect(try Self.compile("(x+x+)+y").matches(xs + "yx") == .limitExceeded)
    // Without the required 'y' PCRE2 does not even start: a plain non-match.
    #expect(try Self.compile("(x+x+)+y").matches(xs) == .noMatch)
    // A pattern cannot raise the limit for itself.
    #expect(try Self.compile("(*LIMIT_MATCH=1000000000)^(a+)+$").matches(value) == .limitExceeded)
    // The same pattern still answers ordinary values.
    let pattern = try Self.compile("^(a+)+$")
    #expect(pattern.matches("aaaa") == .match)
    #expect(pattern.matches("aaa!") == .noMatch)
  }

  @Test("patterns are JIT-compiled on this platform")
  func jit() throws {
    #expect(try Self.compile("[A-Za-z0-9_]+").isJITCompiled)
  }

  @Test("the interpreter (no JIT) is bounded too")
  func interpreterLimits() throws {
    let pattern = try Self.compile("(*NO_JIT)^(a+)+$")
    #expect(!pattern.isJITCompiled)
    #expect(pattern.matches(String(repeating: "a", count: 30) + "!") == .limitExceeded)
    #expect(pattern.matches("aaaa") == .match)
    #expect(try Self.compile("(*NO_JIT)(?:a|ab)").matches("ab") == .match)
    #expect(try Self.compile("(*NO_JIT)[a-z]+").matches("abc\n") == .noMatch)
    let long = String(repeating: "ab", count: 50_000)
    // Limits leave room for long ordinary values: one backtracking point per repetition.
    #expect(try Self.compile("(*NO_JIT)(?:ab)+").matches(long) == .match)
  }

  @Test("one compiled pattern serves many values")
  func reuse() throws {
    let pattern = try Self.compile("[A-Za-z0-9_]{6,}")
    for index in 0..<2_000 {
      let value = index.isMultiple(of: 2) ? "user_\(index)" : "bad name \(index)"
      #expect(pattern.matches(value) == (index.isMultiple(of: 2) ? .match : .noMatch))
    }
    let long = String(repeating: "ab", count: 50_000)
    #expect(try Self.compile("(?:ab)+").matches(long) == .match)
    #expect(try Self.compile("[ab]*").matches(long + "c") == .noMatch)
  }
}
