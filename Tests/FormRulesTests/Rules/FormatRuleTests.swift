import Foundation
import Testing

@testable import FormRules

#if canImport(Glibc)
  import Glibc
#endif

/// `format:` — each format against its standard's own examples and the edges around them,
/// the decoder's diagnostics, what `check` derives from a format's lengths and samples,
/// and a session's messages.
@Suite("format rule")
struct FormatRuleTests {
  typealias Format = FormatRule.Format

  /// A 63-character DNS label, the longest allowed.
  static let longestLabel = String(repeating: "a", count: 63)
  /// A 253-character host name, the longest allowed.
  static let longestHostname =
    [String](repeating: longestLabel, count: 3).joined(separator: ".") + "."
    + String(repeating: "b", count: 61)

  /// Values written in each format: the standard's own examples where its text gives
  /// them, then the edges (the shortest and the longest value of the format among them).
  static let valid: [(Format, [String])] = [
    (
      .email,
      [
        "user@example.com", "first.last+tag@mail.example.org", "a@b", ".a..b.@example.com",
        "!#$%&'*+-/=?^_`{|}~@example.com", "x@3com.example", "x@192.0.2.1", "x@\(longestLabel).example",
        "USER@EXAMPLE.COM",
      ]
    ),
    (
      .url,
      [
        // RFC 3986's examples (§1.1.2; §3's with http for its scheme), then edges.
        "http://www.ietf.org/rfc/rfc2396.txt", "http://example.com:8042/over/there?name=ferret#nose",
        "http://[2001:db8::7]/c=GB?objectClass?one", "http://a", "HTTPS://EXAMPLE.COM/",
        "https://user:pass@example.com:8080/p/a/t/h?query=1&x=y#frag", "http://192.0.2.16:80/",
        "http://example.com/%7Euser", "http://[v1.fe80::a+en1]/", "http://example.com:",
        "http://example.com?",
        "http://example.com#", "http://a/b;c=d/@:!$&'()*+,=~._-", "http://[::ffff:192.0.2.1]:80",
      ]
    ),
    (
      .uuid,
      [
        // RFC 9562 §4's example, test vectors of its Appendix A, the Nil and Max UUIDs.
        "f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "C232AB00-9414-11EC-B3C8-9F6BDECED846",
        "919108f7-52d1-4320-9bac-f847db4148a8", "017F22E2-79B0-7CC3-98C4-DC0C0C07398F",
        "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
      ]
    ),
    (.e164, ["+14155552671", "+442071838750", "+861012345678", "+1", "+123456789012345"]),
    (
      .hostname,
      [
        "example.com", "localhost", "a", "3com.example", "EXAMPLE.COM", "xn--bcher-kva.example",
        "a-b.c--d.e", "\(longestLabel).com", longestHostname, "sri-nic.arpa", "1a.example",
      ]
    ),
    (.ipv4, ["0.0.0.0", "192.0.2.1", "255.255.255.255", "10.0.0.1", "127.0.0.1", "100.64.1.199"]),
    (
      .ipv6,
      [
        // RFC 4291 §2.2's examples, in its three forms.
        "ABCD:EF01:2345:6789:ABCD:EF01:2345:6789", "2001:DB8:0:0:8:800:200C:417A",
        "2001:DB8::8:800:200C:417A", "FF01:0:0:0:0:0:0:101", "FF01::101", "0:0:0:0:0:0:0:1", "::1",
        "0:0:0:0:0:0:0:0", "::", "0:0:0:0:0:0:13.1.68.3", "0:0:0:0:0:FFFF:129.144.52.38", "::13.1.68.3",
        "::FFFF:129.144.52.38",
        // Edges.
        "::ffff:1.2.3.4", "1::", "1:2:3:4:5:6:7::", "::2:3:4:5:6:7:8", "1:2:3:4:5::1.2.3.4",
        "2001:db8::1", "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255", "0000:0000::0",
      ]
    ),
  ]

  /// Values each format refuses: near misses of its standard's form.
  static let invalid: [(Format, [String])] = [
    (
      .email,
      [
        "plainaddress", "@example.com", "user@", "user@@example.com", "user@-example.com",
        "user@example-.com", "user@example..com", "user@.example.com", "user@example.com.",
        "user name@example.com", #""ada"@example.com"#, "user@[192.0.2.1]", "user@exa_mple.com",
        "x@\(longestLabel)a.example", "ü@example.com", "user@bücher.example", " user@example.com",
        "user@example.com ", "user(comment)@example.com", "a@b@c",
      ]
    ),
    (
      .url,
      [
        // RFC 3986 §1.1.2's examples with other schemes.
        "ftp://ftp.is.co.za/rfc/rfc1808.txt", "mailto:John.Doe@example.com", "ldap://[2001:db8::7]/c=GB",
        "http://", "http:///path", "http:example.com", "//example.com", "example.com", "httpx://a",
        "http://exa mple.com", "http://example.com/a b", "http://example.com/%zz", "http://example.com/%4",
        "http://[::1", "http://[1::2::3]/", "http://example.com:80a", "http://a#b#c", "http://例子.测试",
        "http://user@", "https://example.com/<>", "http://a@b@c", "http://[::1]x", "http://[]",
        "http://[v1]/", "http://[vx.a]/", "http://a\\b", "http://a/\"", " http://a",
      ]
    ),
    (
      .uuid,
      [
        "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "f81d4fae7dec11d0a76500a0c91e6bf6",
        "{f81d4fae-7dec-11d0-a765-00a0c91e6bf6}", "f81d4fae-7dec-11d0-a765-00a0c91e6bf",
        "f81d4fae-7dec-11d0-a765-00a0c91e6bf6a", "g81d4fae-7dec-11d0-a765-00a0c91e6bf6",
        "f81d4fae-7dec-11d0a-765-00a0c91e6bf6", " f81d4fae-7dec-11d0-a765-00a0c91e6bf",
        "f81d4fae_7dec_11d0_a765_00a0c91e6bf6",
      ]
    ),
    (
      .e164,
      [
        "14155552671", "+", "+0123456", "+1234567890123456", "+1 415 555 2671", "+1-415-555-2671",
        "++1", "+1a", "＋14155552671", "+١٢٣", "+(1)4155552671",
      ]
    ),
    (
      .hostname,
      [
        "example.com.", "-example.com", "example-.com", "exa_mple.com", "example..com", ".example.com",
        "\(longestLabel)a.com", longestHostname + "b", "1.2.3.4", "123", "bücher.example", "exa mple.com",
        "example.com:80", ".", "a.-", "a.1",
      ]
    ),
    (
      .ipv4,
      [
        "256.0.0.1", "01.2.3.4", "1.2.3.04", "00.0.0.0", "1.2.3", "1.2.3.4.5", "1..2.3", ".1.2.3",
        "1.2.3.4.", "1.2.3.-4", "0x7f.0.0.1", "127.1", "1.2.3.4 ", "1234.1.1.1", "١.٢.٣.٤",
        "999.999.999.999", "1.2.3.4/24", "+1.2.3.4",
      ]
    ),
    (
      .ipv6,
      [
        "1::2::3", ":::", ":1:2:3:4:5:6:7", "1:2:3:4:5:6:7:", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7",
        "12345::", "1::2:3:4:5:6:7:8", "::ffff:256.1.2.3", "::ffff:01.2.3.4", "1.2.3.4", "::1.2.3.4:5",
        "1:2:3:4:5:6:7:1.2.3.4", "fe80::1%eth0", "[::1]", "g::", "::1 ", "1:2:3:4:5:6::1.2.3.4",
        "2001:db8::/32", ":", "1:", "::ffff:1.2.3", "::1.2.3.4.5",
      ]
    ),
  ]

  @Test(arguments: valid)
  func acceptsTheStandardsForms(format: Format, values: [String]) {
    for value in values { #expect(format.matches(value), "\(format) '\(value)'") }
  }

  @Test(arguments: invalid)
  func refusesNearMisses(format: Format, values: [String]) {
    for value in values { #expect(!format.matches(value), "\(format) '\(value)'") }
  }

  /// The declared lengths hold every valid example, and are reached by them: the bounds
  /// `check` reasons with are neither too loose nor too tight.
  @Test(arguments: valid)
  func theBoundsAreTheLengthsOfPassingValues(format: Format, values: [String]) {
    let lengths = values.map(\.utf8.count)
    let bounds = format.lengths
    #expect(!bounds.isExact)
    #expect(lengths.min() == bounds.shortest, "\(format)")
    if let longest = bounds.longest { #expect(lengths.max() == longest, "\(format)") }
    for value in values { #expect(value.count == value.utf8.count, "ASCII: \(value)") }
  }

  @Test(arguments: Format.allCases)
  func everyWitnessSampleHasTheFormat(format: Format) {
    #expect(!format.samples.isEmpty)
    for sample in format.samples { #expect(format.matches(sample), "\(format) '\(sample)'") }
  }

  /// An address's `atext` is RFC 5322 §3.2.3's, byte by byte: ASCII letters and digits and
  /// its nineteen symbols, nothing else.
  @Test func atextIsTheRFCs() {
    let symbols = Set("!#$%&'*+-/=?^_`{|}~".utf8)
    for byte in UInt8.min...UInt8.max {
      let scalar = Unicode.Scalar(byte)
      let expected = byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      #expect(Format.isAtext(byte) == (expected || symbols.contains(byte)), "byte \(byte)")
    }
  }

  #if canImport(Glibc)
    /// `ipv4` and `ipv6` agree with glibc's `inet_pton` on every example above.
    @Test func addressesAgreeWithInetPton() {
      let addresses = (Self.valid + Self.invalid).filter { $0.0 == .ipv4 || $0.0 == .ipv6 }
      let all = Set(addresses.flatMap(\.1))
      for value in all {
        var buffer = [UInt8](repeating: 0, count: 16)
        let ipv4 = inet_pton(AF_INET, value, &buffer) == 1
        let ipv6 = inet_pton(AF_INET6, value, &buffer) == 1
        #expect(Format.ipv4.matches(value) == ipv4, "ipv4 '\(value)'")
        #expect(Format.ipv6.matches(value) == ipv6, "ipv6 '\(value)'")
      }
    }
  #endif

  /// Hostile values cost time linear in their length: a megabyte of near misses is
  /// decided without trouble (and without a regular expression's backtracking).
  @Test(arguments: Format.allCases)
  func longValuesAreDecided(format: Format) {
    let long = String(repeating: "a.", count: 500_000) + "@"
    let colons = String(repeating: "1:", count: 500_000)
    #expect(!format.matches(long))
    #expect(!format.matches(colons))
  }

  // MARK: Decoding

  /// The diagnostics of a spec whose field `f` has the rule `rule` (its key on line 5,
  /// column 9), as `CODE line:column message`.
  static func diagnostics(_ rule: String) -> [String] {
    let yaml = "form: t\nfields:\n  f:\n    rules:\n      - \(rule)\n"
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    return diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column) \($0.message)" }
  }

  @Test(
    arguments: [
      ("format: email", []),
      (
        "format: emial",
        ["FR106 5:17 unknown format 'emial' in 'format' — did you mean 'email'?"]
      ),
      ("format: IPv4", ["FR106 5:17 unknown format 'IPv4' in 'format' — did you mean 'ipv4'?"]),
      ("format: phone", ["FR106 5:17 unknown format 'phone' in 'format'"]),
      ("format: [url]", ["FR102 5:17 'format' needs a format's name, found a list"]),
      ("format: {url: 1}", ["FR102 5:17 'format' needs a format's name, found a mapping"]),
      ("format:", ["FR102 5:16 'format' needs a format's name, found nothing"]),
      (
        "{format: url, unit: utf8}",
        ["FR107 5:23 'unit' only applies to 'min_length' and 'max_length', not to 'format'"]
      ),
      (
        "{format: url, pattern: x}",
        ["FR107 5:23 rule has both 'format' and 'pattern'; write them as two rules"]
      ),
    ] as [(String, [String])])
  func decodingReportsWhatIsWrongWhereItIs(rule: String, expected: [String]) {
    #expect(Self.diagnostics(rule) == expected)
  }

  @Test func anUnknownNameListsTheFormats() throws {
    let yaml = "form: t\nfields:\n  f:\n    rules:\n      - format: phone\n"
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    let note = try #require(diagnostics.first?.notes.first)
    #expect(note.message == "a format is one of 'email', 'url', 'uuid', 'e164', 'hostname', 'ipv4', 'ipv6'")
  }

  // MARK: What check derives

  @Test(
    arguments: [
      (["format: uuid", "max_length: 20"], ["FR402 error 6:9"]),
      (["max_length: 35", "format: uuid"], ["FR402 error 6:9"]),
      (["min_length: 46", "format: ipv6"], ["FR402 error 6:9"]),
      (["format: e164", "max_length: 1"], ["FR402 error 6:9"]),
      (["format: ipv4", "min_length: 16"], ["FR402 error 6:9"]),
      (["format: hostname", "min_length: 254"], ["FR402 error 6:9"]),
      (["format: uuid", "max_length: 36"], ["FR407 warning 6:9"]),
      (["format: ipv4", "max_length: 40"], ["FR407 warning 6:9"]),
      (["format: email", "format: email"], ["FR407 warning 6:9"]),
      (["format: uuid", "pattern: \"[0-9]{4}\""], ["FR404 error 6:19"]),
      (["one_of: [\"192.0.2.1\", \"10.0.0.1\"]", "format: ipv4"], ["FR407 warning 6:9"]),
      (["one_of: [\"192.0.2.1\", localhost]", "format: ipv4"], ["FR406 warning 5:9"]),
      // A format checks more than its lengths: a length rule before it does not make it dead.
      (["min_length: 40", "format: ipv6"], []),
      (["max_length: 40", "format: ipv6"], []),
      (["format: email", "max_length: 254"], []),
      (["format: email", "format: url"], []),
    ] as [([String], [String])])
  func checkReasonsWithTheFormatsLengthsAndVerdicts(rules: [String], expected: [String]) {
    #expect(SemanticPassTests.findings(rules) == expected)
  }

  @Test func theContradictionNamesTheFormat() throws {
    let yaml = "form: t\nfields:\n  id:\n    rules:\n      - format: uuid\n      - max_length: 20\n"
    let (_, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.message.contains("'format: uuid'"))
    #expect(diagnostic.message.contains("'max_length: 20'"))
  }

  /// The witness search builds values from each format's samples, so a field gated on a
  /// formatted field can be shown enabled, within the lengths other rules allow.
  @Test func witnessesHaveTheFormat() throws {
    let yaml = """
      form: f
      fields:
        email:
          rules: [{format: email}, {max_length: 8}]
        server:
          enabled_when: email.ok
          rules: [{format: ipv6}]
        order:
          enabled_when: server.ok
          rules: [{format: uuid}]
      buttons:
        go: {}
      """
    let (compiled, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    let form = try #require(compiled, "\(diagnostics)")
    var buttonWitness: [String]?
    for (target, verdict) in ReachabilityAnalysis.analyse(form) {
      guard case .witness(let values) = verdict else {
        Issue.record("no witness for \(target): \(verdict)")
        continue
      }
      if case .button = target { buttonWitness = values.fields }
    }
    let values = try #require(buttonWitness)
    #expect(Format.email.matches(values[0]) && values[0].count <= 8)
    #expect(Format.ipv6.matches(values[1]))
    #expect(Format.uuid.matches(values[2]))
  }

  // MARK: A session

  @Test(arguments: [
    (Format.email, "Value must be a valid email address"),
    (.url, "Value must be a valid URL"),
    (.uuid, "Value must be a valid UUID"),
    (.e164, "Value must be a valid E.164 phone number"),
    (.hostname, "Value must be a valid host name"),
    (.ipv4, "Value must be a valid IPv4 address"),
    (.ipv6, "Value must be a valid IPv6 address"),
  ])
  func aSessionFailsWithTheDefaultMessageNamingTheFormat(format: Format, message: String) throws {
    let spec = try FormSpec(
      yaml: "form: f\nfields:\n  value:\n    rules:\n      - format: \(format.rawValue)\n")
    let form = try Form(spec: spec)
    try form.set("value", to: "not valid!")
    #expect(form.snapshot.field("value")?.result == .failed(message))
    try form.set("value", to: try #require(format.samples.first))
    #expect(form.snapshot.field("value")?.result.status == .ok)
  }
}
