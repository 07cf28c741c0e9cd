import Testing

@testable import FormRules

/// `type:` — what each type accepts, the type check before every rule, typed `min` /
/// `max` / `one_of` / `equals`, FR409, and witnesses of the field's type.
@Suite("Typed values")
struct TypedValueTests {
  @Test(
    "what each type reads",
    arguments: [
      (
        ValueType.number, ["0", "-1", "1.5", "1e3", "-0.25E-2", "12"],
        ["01", "1.", ".5", "+1", "1e", " 1", "0x1", "1e400", "NaN"]
      ),
      (.integer, ["0", "42", "-7", "007"], ["1.0", "+1", "-", "1e3", " 1", "٣"]),
      (.boolean, ["true", "false"], ["True", "yes", "1", "no"]),
      (
        .date, ["2024-02-29", "2000-02-29", "1999-12-31", "0000-01-01", "9999-12-31"],
        ["2023-02-29", "1900-02-29", "2024-13-01", "2024-04-31", "2024-1-01", "24-01-01", "2024-01-01T00:00"]
      ),
    ] as [(ValueType, [String], [String])])
  func typeReads(_ type: ValueType, _ accepted: [String], _ rejected: [String]) {
    for text in accepted { #expect(type.accepts(text), "\(type) accepts '\(text)'") }
    for text in rejected { #expect(!type.accepts(text), "\(type) rejects '\(text)'") }
  }

  @Test func datesRoundTripThroughDayNumbers() throws {
    #expect(CalendarDate("1970-01-01")?.dayNumber == 0)
    #expect(CalendarDate("2000-03-01")?.dayNumber == 11017)
    for text in ["0000-03-01", "1600-02-29", "1969-12-31", "2024-02-29", "9999-12-31"] {
      let date = try #require(CalendarDate(text))
      #expect(CalendarDate(dayNumber: date.dayNumber).text == text)
    }
  }

  @Test func monthArithmeticClampsToTheMonthsLastDay() throws {
    let date = try #require(CalendarDate("2024-01-31"))
    #expect(date.addingMonths(1).text == "2024-02-29")
    #expect(date.addingMonths(13).text == "2025-02-28")
    #expect(date.addingMonths(-2).text == "2023-11-30")
    #expect(try #require(CalendarDate("2024-02-29")).addingMonths(-12 * 4).text == "2020-02-29")
  }

  static let spec = """
    form: typed
    fields:
      age:
        type: integer
        rules:
          - min: 18
      size:
        type: number
        rules:
          - one_of: [4, 4.5]
      copy:
        type: number
        rules:
          - equals: size
      start:
        type: date
        rules:
          - min: 2020-01-01
          - max: 2020-12-31
      agree: { type: boolean }
    """

  @Test(
    "the type check comes first, then the rules compare typed values",
    arguments: [
      ("age", "18.5", "failed(Age must be a whole number)"),
      ("age", "17", "failed(Age must be at least 18)"),
      ("age", "018", "ok"),
      ("size", "4.0", "ok"),
      ("size", "4.50", "ok"),
      ("size", "4,5", "failed(Size must be a number)"),
      ("start", "2019-12-31", "failed(Start must be at least 2020-01-01)"),
      ("start", "2021-01-01", "failed(Start must be at most 2020-12-31)"),
      ("start", "2020-02-30", "failed(Start must be a date (YYYY-MM-DD))"),
      ("start", "2020-02-29", "ok"),
      ("agree", "yes", "failed(Agree must be true or false)"),
      ("agree", "false", "ok"),
    ])
  func typedField(_ field: String, _ value: String, _ expected: String) throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec))
    try form.set(field, to: value)
    #expect(try #require(form.snapshot.field(field)).result.description == expected)
  }

  @Test func equalsComparesNumbersOnANumberField() throws {
    let form = try Form(spec: FormSpec(yaml: Self.spec))
    try form.set(["size": "4.5", "copy": "4.50"])
    #expect(try #require(form.snapshot.field("copy")).result.status == .ok)
    try form.set("copy", to: "4")
    #expect(try #require(form.snapshot.field("copy")).result.status == .failed)
  }

  @Test func aBoundThatDoesNotFitTheTypeIsFR409AtTheBound() {
    let diagnostics = SpecChecker().check(
      yaml: """
        form: misfit
        fields:
          amount:
            type: number
            rules:
              - min: 2020-01-01
          day:
            type: date
            rules: [{ max: 5 }]
          flag:
            type: boolean
            rules: [{ min: 1 }]
        """, file: "misfit.yaml")
    #expect(
      diagnostics.map { "\($0.location) \($0.code) \($0.message)" } == [
        "misfit.yaml:6:14 FR409 'min: 2020-01-01' is a date, but the field is of type number",
        "misfit.yaml:9:20 FR409 'max: 5' is a number, but the field is of type date",
        "misfit.yaml:12:20 FR409 'min: 1' is a number, but the field is of type boolean",
      ])
  }

  @Test func anUnknownTypeSuggestsOne() {
    let diagnostics = SpecChecker().check(yaml: "form: f\nfields:\n  a: { type: interger }\n", file: "t.yaml")
    #expect(diagnostics.map(\.code) == [.invalidValue])
    #expect(diagnostics.first?.message == "unknown type 'interger' in 'type' — did you mean 'integer'?")
  }

  @Test func witnessesAreValuesOfTheFieldsType() throws {
    let explained = SpecChecker(witnesses: true).check(
      yaml: Self.spec + """

        buttons:
          save:
            enabled_when: age.ok and start.ok and agree.ok and size.ok
        """)
    let witness = try #require(explained.first { $0.code == .witness })
    #expect(witness.message.contains(#"age = "18""#))
    #expect(witness.message.contains(#"start = "2020-"#))
    #expect(witness.message.contains(#"agree = "true""#))
    #expect(explained.allSatisfy { $0.severity != .error })
  }

  @Test func booleanAnswersBecomeTrueOrFalse() {
    #expect(
      ["yes", "Y", "on", "true"].map(ValueType.boolean.value(typed:)) == Array(repeating: "true", count: 4))
    #expect(
      ["no", "N", "OFF", "false"].map(ValueType.boolean.value(typed:)) == Array(repeating: "false", count: 4))
    #expect(ValueType.boolean.value(typed: "maybe") == "maybe")
    #expect(ValueType.text.value(typed: "yes") == "yes")
  }
}

/// `today`: an example's `today:`, the checker's, a session's ``FormEnvironment/today``.
@Suite("today")
struct TodayTests {
  static let spec = """
    form: deadline
    fields:
      due:
        type: date
      note:
        enabled_when: due.ok and due >= today
    examples:
      - name: on the day itself
        today: 2026-03-01
        set: { due: "2026-03-01" }
        expect: { note: enabled }
      - name: the checker's day
        set: { due: "2026-03-01" }
        expect: { note: enabled }
    """

  @Test func examplesReadTheirTodayElseTheCheckersOne() {
    let early = SpecChecker(today: CalendarDate("2026-02-01")).check(yaml: Self.spec)
    #expect(early.filter { $0.code == .exampleFailed }.isEmpty)
    let late = SpecChecker(today: CalendarDate("2026-03-02")).check(yaml: Self.spec)
    #expect(late.map(\.code) == [.exampleFailed])
  }

  @Test func aSessionReadsItsEnvironmentsToday() throws {
    var environment = FormEnvironment()
    environment.today = CalendarDate("2026-03-02")
    let form = try Form(spec: FormSpec(yaml: Self.spec), environment: environment)
    try form.set("due", to: "2026-03-01")
    #expect(form.snapshot.field("note")?.enabled == false)
    try form.set("due", to: "2026-03-02")
    #expect(form.snapshot.field("note")?.enabled == true)
  }

  @Test func anExampleTodayMustBeADate() {
    let diagnostics = SpecChecker().check(
      yaml: "form: f\nfields:\n  a:\nexamples:\n  - name: x\n    today: 2026-02-30\n", file: "f.yaml")
    #expect(diagnostics.map { "\($0.location) \($0.code)" } == ["f.yaml:6:12 FR106"])
  }
}
