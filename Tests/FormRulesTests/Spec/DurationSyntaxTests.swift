import Testing

@testable import FormRules

/// Durations: what reads, what does not, and why.
@Suite struct DurationSyntaxTests {
  static let valid: [(String, Duration)] = [
    ("300ms", .milliseconds(300)),
    ("2s", .seconds(2)),
    ("1.5s", .milliseconds(1500)),
    ("0ms", .zero),
    ("0s", .zero),
    ("0", .zero),
    ("0.5ms", .microseconds(500)),
    ("0.000000001s", .nanoseconds(1)),
    ("0.000001ms", .nanoseconds(1)),
    ("007s", .seconds(7)),
    ("3600s", .seconds(3600)),
    ("3600000ms", .seconds(3600)),
    ("1m", .seconds(60)),
    ("1h", .seconds(3600)),
    ("60m", .seconds(3600)),
    ("1m30s", .seconds(90)),
    ("1.5m", .seconds(90)),
    ("0.5h", .seconds(1800)),
    ("2m500ms", .milliseconds(120_500)),
    ("1s500ms", .milliseconds(1500)),
    ("1s0.5ms", .microseconds(1_000_500)),
    ("0h0m0s0ms", .zero),
    ("59m59.999999999s", .nanoseconds(3_599_999_999_999)),
    ("0.0000000001m", .nanoseconds(6)),
    ("0.00000000001h", .nanoseconds(36)),
  ]

  /// Read with `run`'s limit of a day.
  static let validInADay: [(String, Duration)] = [
    ("24h", .seconds(86_400)),
    ("1440m", .seconds(86_400)),
    ("23h59m60s", .seconds(86_400)),
    ("1h2m3.5s", .milliseconds(3_723_500)),
  ]

  static let invalid: [(String, DurationSyntax.Problem)] = [
    ("-1s", .negative),
    ("-300ms", .negative),
    ("-fast", .malformed),
    ("300 ms", .space),
    ("2  s", .space),
    ("2 min", .malformed),
    ("300", .missingUnit),
    ("1.5", .missingUnit),
    ("1.0000000001s", .tooPrecise),
    ("0.0000001ms", .tooPrecise),
    ("3601s", .tooLong),
    ("3600.000000001s", .tooLong),
    ("3600001ms", .tooLong),
    ("99999999999999999999999s", .tooLong),
    ("fast", .malformed),
    ("", .malformed),
    ("ms", .malformed),
    (".5s", .malformed),
    ("5.s", .malformed),
    ("1.2.3s", .malformed),
    ("2h", .tooLong),
    ("1h1s", .tooLong),
    ("61m", .tooLong),
    ("59m61s", .tooLong),
    ("1s1m", .malformed),
    ("1m1m", .malformed),
    ("1ms1s", .malformed),
    ("1.5m30s", .malformed),
    ("1m 30s", .malformed),
    ("1m30", .missingUnit),
    ("1M", .malformed),
    ("1hms", .malformed),
    ("1h-1m", .malformed),
    ("0.00000000001m", .tooPrecise),
    ("0.000000000001h", .tooPrecise),
    ("1m0.0000000001s", .tooPrecise),
    ("2S", .malformed),
    ("2s ", .malformed),
    ("1e3ms", .malformed),
    ("٣s", .malformed),
  ]

  @Test(arguments: valid)
  func reads(_ text: String, _ duration: Duration) {
    #expect(DurationSyntax.parse(text) == .success(duration))
  }

  @Test(arguments: validInADay)
  func readsWithALongerLimit(_ text: String, _ duration: Duration) {
    #expect(DurationSyntax.parse(text, longest: .seconds(86_400)) == .success(duration))
    #expect(DurationSyntax.parse(text) == .failure(.tooLong))
  }

  @Test(arguments: invalid)
  func rejects(_ text: String, _ problem: DurationSyntax.Problem) {
    #expect(DurationSyntax.parse(text) == .failure(problem))
  }

  /// The byte-by-byte reading of the usual form agrees with the general one wherever it
  /// gives an answer, and gives one for every accepted duration of that form.
  @Test func plainReadingAgreesWithTheGeneralOne() {
    var texts = Self.valid.map(\.0) + Self.invalid.map(\.0)
    let numbers = ["0", "1", "07", "300", "3600", "3601", "3600000", "3600001", "999999999999999999"]
    let fractions = ["", ".", ".5", ".000001", ".0000001", ".000000001", ".0000000001", ".25"]
    for number in numbers {
      for fraction in fractions {
        for unit in ["ms", "s", "", "S", "m", "ms ", "h", "m1s"] { texts.append(number + fraction + unit) }
      }
    }
    for longest in [DurationSyntax.longest, Duration.seconds(86_400)] {
      for text in texts {
        let general = DurationSyntax.parseInGeneral(text, longest: longest)
        if let plain = DurationSyntax.plainDuration(text, longest: longest) {
          #expect(general == .success(plain), "\(text)")
        } else if case .success = general, ["ms", "s"].contains(text.drop { "0123456789.".contains($0) }) {
          let digits = text.prefix { $0.isNumber }.count
          #expect(digits > 18, "'\(text)' is accepted but not read byte by byte")
        }
      }
    }
  }

  /// `debounce:` with each kind of mistake, as the decoder reports it at the value.
  static let messages: [(Sketch, String)] = [
    ("-300ms", "FR105 4:15 'debounce' cannot be negative, found '-300ms'"),
    (
      "300 ms",
      "FR105 4:15 'debounce' has a space between number and unit in '300 ms': write '300ms'"
    ),
    (300, "FR105 4:15 'debounce' needs a unit after '300': write '300ms' or '300s'"),
    ("1.0000000001s", "FR105 4:15 'debounce' is finer than a nanosecond: '1.0000000001s'"),
    (
      .double("fast"),
      "FR105 4:15 'debounce' needs a duration such as '300ms' or '2s', found text \"fast\""
    ),
    ("2x", "FR105 4:15 'debounce' needs a duration such as '300ms' or '2s', found text \"2x\""),
    ("2h", "FR106 4:15 'debounce' must be at most 1 hour ('3600s'), found '2h'"),
    ("7200s", "FR106 4:15 'debounce' must be at most 1 hour ('3600s'), found '7200s'"),
    (.null, "FR102 4:15 'debounce' needs a duration such as '300ms' or '2s', found nothing"),
    (["1s"], "FR102 5:7 'debounce' needs a duration such as '300ms' or '2s', found a list"),
  ]

  @Test(arguments: messages)
  func reportsAtTheValue(_ value: Sketch, _ message: String) {
    let (_, diagnostics) = SpecTestSupport.decode(SpecTestSupport.withField(["debounce": value]))
    #expect(diagnostics == [message])
  }

  @Test func quotedDurationsRead() throws {
    let (form, diagnostics) = SpecTestSupport.decode(
      SpecTestSupport.withField(["debounce": .single("250ms")]))
    #expect(diagnostics == [])
    #expect(try #require(form?.fields.first).debounce == .milliseconds(250))
  }
}
