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
    ("2h", .malformed),
    ("2S", .malformed),
    ("2s ", .malformed),
    ("1e3ms", .malformed),
    ("٣s", .malformed),
  ]

  @Test(arguments: valid)
  func reads(_ text: String, _ duration: Duration) {
    #expect(DurationSyntax.parse(text) == .success(duration))
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
        for unit in ["ms", "s", "", "S", "m", "ms "] { texts.append(number + fraction + unit) }
      }
    }
    for longest in [DurationSyntax.longest, Duration.seconds(86_400)] {
      for text in texts {
        let general = DurationSyntax.parseInGeneral(text, longest: longest)
        if let plain = DurationSyntax.plainDuration(text, longest: longest) {
          #expect(general == .success(plain), "\(text)")
        } else if case .success = general, text != "0" {
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
    ("2h", "FR105 4:15 'debounce' needs a duration such as '300ms' or '2s', found text \"2h\""),
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
