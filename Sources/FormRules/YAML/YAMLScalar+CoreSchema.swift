/// What a scalar means under the YAML 1.2 core schema, for the spec decoder to ask where
/// the DSL expects a null, a boolean or a number.
///
/// A scalar without a tag is resolved only when it is plain: quoted and block scalars are
/// always text, so `"6"` is not a number. A scalar with an explicit core tag (`!!int 6`,
/// `!!bool "true"`) is read as that type whatever its style; any other tag (`!!str 6`,
/// `!custom 6`) makes it text. The forms accepted are exactly the core schema's:
///
/// - null: `~`, `null`, `Null`, `NULL`, or nothing at all;
/// - bool: `true`, `True`, `TRUE`, `false`, `False`, `FALSE` (not `yes`, `no`, `on`, `off`);
/// - int: `[-+]?[0-9]+` in decimal (so `010` is ten), `0o[0-7]+`, `0x[0-9a-fA-F]+`;
/// - float: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` (also `.Inf`,
///   `.INF`) and `.nan` (also `.NaN`, `.NAN`).
///
/// Anything else, such as `12:30` or `1_000`, is text.
extension YAMLScalar {
  /// Whether the scalar is the core schema's null.
  var isNull: Bool {
    guard resolves(as: "null") else { return false }
    switch text {
    case "", "~", "null", "Null", "NULL": return true
    default: return false
    }
  }

  /// The scalar's core-schema boolean, if it is one.
  var bool: Bool? {
    guard resolves(as: "bool") else { return nil }
    switch text {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: return nil
    }
  }

  /// The scalar's core-schema integer, if it is one that fits in `Int`.
  var integer: Int? {
    resolves(as: "int") ? Self.coreInteger(text) : nil
  }

  /// The scalar's value if it is a core-schema integer or float. Integers too large for
  /// `Int` are still numbers when written in decimal.
  var number: Double? {
    if resolves(as: "int"), let value = Self.coreInteger(text) {
      return Double(value)
    }
    return resolves(as: "float") ? Self.coreFloat(text) : nil
  }

  /// Whether the core schema may resolve this scalar to `type` (`null`, `bool`, `int`,
  /// `float`): an untagged plain scalar, or one tagged `tag:yaml.org,2002:<type>`.
  private func resolves(as type: String) -> Bool {
    guard let tag else { return style == .plain }
    return tag == "tag:yaml.org,2002:" + type
  }

  /// `text` read as a core-schema integer.
  private static func coreInteger(_ text: String) -> Int? {
    if text.hasPrefix("0o") {
      return digits(text.dropFirst(2), radix: 8)
    }
    if text.hasPrefix("0x") {
      return digits(text.dropFirst(2), radix: 16)
    }
    return Int(text)  // exactly `[-+]?[0-9]+`, nil on overflow
  }

  /// One or more digits of `radix` with no sign, as an `Int`.
  private static func digits(_ text: Substring, radix: Int) -> Int? {
    let valid = text.allSatisfy { $0.isASCII && ($0.hexDigitValue ?? radix) < radix }
    guard valid, !text.isEmpty else { return nil }
    return Int(text, radix: radix)
  }

  /// `text` read as a core-schema float (decimal forms, infinities and NaN).
  private static func coreFloat(_ text: String) -> Double? {
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
    case "-.inf", "-.Inf", "-.INF": return -.infinity
    case ".nan", ".NaN", ".NAN": return .nan
    default: return isDecimalFloat(text) ? Double(text) : nil
    }
  }

  /// Whether `text` matches `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
  private static func isDecimalFloat(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    func skipSign() {
      if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
        bytes.removeFirst()
      }
    }
    func skipDigits() -> Int {
      let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      bytes.removeFirst(count)
      return count
    }
    skipSign()
    var mantissaDigits = skipDigits()
    if bytes.first == UInt8(ascii: ".") {
      bytes.removeFirst()
      mantissaDigits += skipDigits()
    }
    guard mantissaDigits > 0 else { return false }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes.removeFirst()
      skipSign()
      guard skipDigits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}
