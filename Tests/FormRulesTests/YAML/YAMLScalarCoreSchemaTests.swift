import Testing

@testable import FormRules

/// The YAML 1.2 core-schema helpers on ``YAMLScalar``.
@Suite struct YAMLScalarCoreSchemaTests {
  /// What one scalar should resolve to.
  struct Case: Sendable, CustomTestStringConvertible {
    var scalar: YAMLScalar
    var isNull = false
    var bool: Bool?
    var integer: Int?
    var number: Double?

    var testDescription: String { "\(scalar.style) '\(scalar.text)' \(scalar.tag ?? "")" }
  }

  static func plain(_ text: String, tag: String? = nil) -> YAMLScalar {
    YAMLScalar(text: text, style: .plain, tag: tag)
  }

  static let cases: [Case] = [
    Case(scalar: plain("no")),
    Case(scalar: plain("yes")),
    Case(scalar: plain("on")),
    Case(scalar: plain("off")),
    Case(scalar: plain("y")),
    Case(scalar: plain("010"), integer: 10, number: 10),
    Case(scalar: plain("0x1F"), integer: 31, number: 31),
    Case(scalar: plain("0o17"), integer: 15, number: 15),
    Case(scalar: plain("0X1F")),
    Case(scalar: plain("-0x1F")),
    Case(scalar: plain("0x")),
    Case(scalar: plain("0o8")),
    Case(scalar: plain("0b101")),
    Case(scalar: plain("+12"), integer: 12, number: 12),
    Case(scalar: plain("-7"), integer: -7, number: -7),
    Case(scalar: plain("12:30")),
    Case(scalar: plain("1_000")),
    Case(scalar: plain("99999999999999999999"), number: 1e20),
    Case(scalar: plain("1.5e3"), number: 1500),
    Case(scalar: plain("1e3"), number: 1000),
    Case(scalar: plain(".5"), number: 0.5),
    Case(scalar: plain("-1."), number: -1),
    Case(scalar: plain("1e")),
    Case(scalar: plain(".")),
    Case(scalar: plain("+")),
    Case(scalar: plain(".inf"), number: .infinity),
    Case(scalar: plain("-.Inf"), number: -.infinity),
    Case(scalar: plain("+.INF"), number: .infinity),
    Case(scalar: plain("inf")),
    Case(scalar: plain("~"), isNull: true),
    Case(scalar: plain("null"), isNull: true),
    Case(scalar: plain("Null"), isNull: true),
    Case(scalar: plain("NULL"), isNull: true),
    Case(scalar: plain("nULL")),
    Case(scalar: plain(""), isNull: true),
    Case(scalar: plain("true"), bool: true),
    Case(scalar: plain("True"), bool: true),
    Case(scalar: plain("TRUE"), bool: true),
    Case(scalar: plain("false"), bool: false),
    Case(scalar: plain("False"), bool: false),
    Case(scalar: plain("FALSE"), bool: false),
    Case(scalar: plain("tRUE")),
    // Spellings one byte off, or of the right length with another byte or character.
    Case(scalar: plain("nul")),
    Case(scalar: plain("nulls")),
    Case(scalar: plain("~~")),
    Case(scalar: plain("-")),
    Case(scalar: plain("nu\u{6C}\u{301}")),
    Case(scalar: plain("tru")),
    Case(scalar: plain("truee")),
    Case(scalar: plain("falsey")),
    Case(scalar: plain("fals\u{E9}")),
    Case(scalar: YAMLScalar(text: "6", style: .doubleQuoted, tag: nil)),
    Case(scalar: YAMLScalar(text: "true", style: .singleQuoted, tag: nil)),
    Case(scalar: YAMLScalar(text: "", style: .singleQuoted, tag: nil)),
    Case(scalar: YAMLScalar(text: "~", style: .literal, tag: nil)),
    Case(scalar: plain("6", tag: "tag:yaml.org,2002:str")),
    Case(scalar: plain("6", tag: "!custom")),
    Case(
      scalar: YAMLScalar(text: "6", style: .doubleQuoted, tag: "tag:yaml.org,2002:int"),
      integer: 6, number: 6),
    Case(scalar: plain("5", tag: "tag:yaml.org,2002:float"), number: 5),
    Case(scalar: plain("1.5", tag: "tag:yaml.org,2002:int")),
    Case(
      scalar: YAMLScalar(text: "true", style: .doubleQuoted, tag: "tag:yaml.org,2002:bool"),
      bool: true),
    Case(scalar: plain("", tag: "tag:yaml.org,2002:null"), isNull: true),
  ]

  @Test(arguments: cases)
  func resolves(_ expected: Case) {
    #expect(expected.scalar.isNull == expected.isNull)
    #expect(expected.scalar.bool == expected.bool)
    #expect(expected.scalar.integer == expected.integer)
    #expect(expected.scalar.number == expected.number)
  }

  @Test func nanIsANumber() throws {
    for text in [".nan", ".NaN", ".NAN"] {
      let value = try #require(Self.plain(text).number)
      #expect(value.isNaN)
    }
    #expect(Self.plain(".Nan").number == nil)
  }

  @Test func loadedScalarsResolveByStyle() throws {
    let text = "a: no\nb: 010\nc: 0x1F\nd: 12:30\ne: \"6\"\nf: ~\ng: .inf\nh: 6\n"
    let root = try #require(try YAMLLoader.load(text, file: YAMLTestSupport.file).root)
    #expect(root["a"]?.scalar?.bool == nil)
    #expect(root["a"]?.scalar?.text == "no")
    #expect(root["b"]?.scalar?.integer == 10)
    #expect(root["c"]?.scalar?.integer == 31)
    #expect(root["d"]?.scalar?.number == nil)
    #expect(root["d"]?.scalar?.text == "12:30")
    #expect(root["e"]?.scalar?.integer == nil)
    #expect(root["f"]?.scalar?.isNull == true)
    #expect(root["g"]?.scalar?.number == .infinity)
    #expect(root["h"]?.scalar?.integer == 6)
  }
}
