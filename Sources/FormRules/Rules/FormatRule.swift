/// `format: NAME` — the whole value is written in the text form a standard defines: an
/// email address, an http(s) URL, a UUID, an E.164 phone number, a host name, an IPv4 or
/// an IPv6 address (``Format``; `docs/dsl.md` names the standard of each).
///
/// The formats are matched by hand over the value's UTF-8 bytes: one pass, constant work
/// per byte, no allocation, no backtracking. Their grammars are fixed and small, so a
/// PCRE2 pattern would only add a compiled pattern per session, its match limits and a
/// pattern text to get right (the IPv6 one is notoriously long), for no extra power.
struct FormatRule: RuleKind {
  static let keyword = "format"
  static var argumentSchema: String {
    let names = Format.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    return #"{"description": "A standard text format the whole value is written in.", "enum": ["#
      + names + "]}"
  }

  /// The format a passing value is written in.
  let format: Format

  /// The rule `format: format`.
  init(_ format: Format) { self.format = format }

  /// Reads a format's name; another text is FR106, with a suggestion when one is close.
  static func decode(_ entry: SpecMapping.Entry, reader: inout SpecReader) -> Self? {
    guard let name = reader.text(entry.value, as: entry.what, needs: "a format's name") else { return nil }
    if let format = Format(rawValue: name) { return Self(format) }
    let names = Format.allCases.map(\.rawValue)
    let suggestion = NameSuggestion.suggestion(for: name, among: names).map { " — did you mean '\($0)'?" }
    reader.report(
      .invalidValue, at: reader.location(of: entry.value),
      "unknown format '\(BoundedText.clipped(name))' in \(entry.what)\(suggestion ?? "")",
      notes: [Diagnostic.Note("a format is one of \(names.map { "'\($0)'" }.joined(separator: ", "))")])
    return nil
  }

  var kind: RuleDefinition.Kind { .format(self) }
  var argumentText: String { format.rawValue }
  var graphArgument: String { format.rawValue }
  var bounds: RuleBounds { format.lengths }
  var witnessSeeds: [WitnessSeed] { [.values(format.samples)] }

  var defaultMessage: LocalizedTemplate { format.defaultMessage }

  func staticVerdict(on value: String, unit: LengthUnit, evaluator: inout StaticRuleEvaluator)
    -> RuleVerdict?
  {
    Check(format: format).check(value)
  }

  func bind(_ check: FieldCheck, to session: inout RuleBinding) {
    session.sync.append(.format(Check(format: format)), message: check.message)
  }

  /// The check a session runs: plain data.
  struct Check {
    /// The format a passing value is written in.
    let format: Format

    /// Whether non-empty `value` is written in the format.
    func check(_ value: String) -> RuleVerdict {
      format.matches(value) ? .pass : .fail
    }
  }

  /// A format, named as the spec names it.
  enum Format: String, CaseIterable, Sendable {
    /// The HTML Living Standard's "valid email address" (its ABNF, ASCII).
    case email
    /// An absolute `http` or `https` URL with a non-empty host, in RFC 3986 syntax.
    case url
    /// RFC 9562's text form of a UUID: 8-4-4-4-12 hexadecimal digits, either case.
    case uuid
    /// ITU-T E.164: `+`, then up to 15 digits, the first not 0.
    case e164
    /// An RFC 1123 host name: dot-separated labels, no trailing dot, at most 253 bytes.
    case hostname
    /// Dotted-decimal IPv4 (RFC 4001), four numbers 0–255 without leading zeros.
    case ipv4
    /// An IPv6 address in one of RFC 4291 §2.2's text forms (RFC 4001), no zone index.
    case ipv6

    /// What a passing value is, in the default message: `a valid email address`.
    var defaultMessage: LocalizedTemplate {
      switch self {
      case .email:
        [
          .en: "{label} must be a valid email address", .zh: "{label}：不是有效的电子邮件地址",
          .ru: "{label}: некорректный адрес электронной почты",
          .fr: "{label}\u{A0}: adresse e-mail non valide",
        ]
      case .url:
        [
          .en: "{label} must be a valid URL", .zh: "{label}：不是有效的网址",
          .ru: "{label}: некорректный URL-адрес", .fr: "{label}\u{A0}: URL non valide",
        ]
      case .uuid:
        [
          .en: "{label} must be a valid UUID", .zh: "{label}：不是有效的 UUID", .ru: "{label}: некорректный UUID",
          .fr: "{label}\u{A0}: UUID non valide",
        ]
      case .e164:
        [
          .en: "{label} must be a valid E.164 phone number", .zh: "{label}：不是有效的 E.164 电话号码",
          .ru: "{label}: некорректный номер телефона в формате E.164",
          .fr: "{label}\u{A0}: numéro de téléphone E.164 non valide",
        ]
      case .hostname:
        [
          .en: "{label} must be a valid host name", .zh: "{label}：不是有效的主机名",
          .ru: "{label}: некорректное имя хоста", .fr: "{label}\u{A0}: nom d’hôte non valide",
        ]
      case .ipv4:
        [
          .en: "{label} must be a valid IPv4 address", .zh: "{label}：不是有效的 IPv4 地址",
          .ru: "{label}: некорректный IPv4-адрес", .fr: "{label}\u{A0}: adresse IPv4 non valide",
        ]
      case .ipv6:
        [
          .en: "{label} must be a valid IPv6 address", .zh: "{label}：不是有效的 IPv6 地址",
          .ru: "{label}: некорректный IPv6-адрес", .fr: "{label}\u{A0}: adresse IPv6 non valide",
        ]
      }
    }

    /// How long a passing value is. Every format is ASCII, so its length is the same in
    /// every length unit.
    var lengths: RuleBounds {
      switch self {
      case .email: RuleBounds(shortest: 3)  // a@b
      case .url: RuleBounds(shortest: 8)  // http://a
      case .uuid: RuleBounds(shortest: 36, longest: 36)
      case .e164: RuleBounds(shortest: 2, longest: 16)
      case .hostname: RuleBounds(shortest: 1, longest: Self.longestHostname)
      case .ipv4: RuleBounds(shortest: 7, longest: 15)  // 0.0.0.0, 255.255.255.255
      case .ipv6: RuleBounds(shortest: 2, longest: 45)  // ::, 6 groups of 4 and an IPv4
      }
    }

    /// Passing values, short and typical, for the witness search.
    var samples: [String] {
      switch self {
      case .email: ["user@example.com", "a@b.co"]
      case .url: ["https://example.com", "http://a.co"]
      case .uuid: ["f81d4fae-7dec-11d0-a765-00a0c91e6bf6"]
      case .e164: ["+14155552671", "+12"]
      case .hostname: ["example.com", "a"]
      case .ipv4: ["192.0.2.1", "0.0.0.0"]
      case .ipv6: ["2001:db8::1", "::1"]
      }
    }

    /// Whether the whole of `value` is written in this format.
    func matches(_ value: String) -> Bool {
      let bytes = value.utf8.span
      return switch self {
      case .email: Self.isEmail(bytes)
      case .url: Self.isURL(bytes)
      case .uuid: Self.isUUID(bytes)
      case .e164: Self.isE164(bytes)
      case .hostname: bytes.count <= Self.longestHostname && Self.labels(bytes) == .named
      case .ipv4: Self.isIPv4(bytes)
      case .ipv6: Self.isIPv6(bytes)
      }
    }

    /// The longest host name, in bytes: 255 octets on the wire (RFC 1035 §2.3.4) less the
    /// first length octet and the root's.
    private static let longestHostname = 253
  }
}

// MARK: - The matchers

extension FormatRule.Format {
  /// What a run of dot-separated DNS labels ends with.
  private enum Labels: Equatable {
    /// A label that is not all digits (a name, RFC 1123 §2.1).
    case named
    /// An all-digit label (`1.2.3.4` has the dotted-decimal form no host name has).
    case numeric
  }

  /// `email = 1*( atext / "." ) "@" label *( "." label )` (HTML, "valid email address").
  private static func isEmail(_ bytes: Span<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count, isAtext(bytes[index]) || bytes[index] == .dot { index += 1 }
    guard index > 0, index < bytes.count, bytes[index] == .at else { return false }
    return labels(bytes.extracting((index + 1)...)) != nil
  }

  /// Labels of 1–63 letters, digits and hyphens, neither starting nor ending with a hyphen,
  /// separated by single dots (RFC 1034 §3.5 with RFC 1123 §2.1's leading digits); nil when
  /// `bytes` is not that.
  private static func labels(_ bytes: Span<UInt8>) -> Labels? {
    var start = 0
    var numeric = true
    for index in 0...bytes.count {
      guard index < bytes.count, bytes[index] != .dot else {
        let length = index - start
        guard length >= 1, length <= 63, bytes[start] != .hyphen, bytes[index - 1] != .hyphen
        else { return nil }
        if index == bytes.count { return numeric ? .numeric : .named }
        start = index + 1
        numeric = true
        continue
      }
      let byte = bytes[index]
      guard byte.isDigit || byte.isLetter || byte == .hyphen else { return nil }
      if !byte.isDigit { numeric = false }
    }
    return nil
  }

  /// `scheme "://" authority path-abempty [ "?" query ] [ "#" fragment ]` (RFC 3986 §3),
  /// the scheme `http` or `https` in any case, the host not empty.
  private static func isURL(_ bytes: Span<UInt8>) -> Bool {
    var index = 0
    for letter in "http".utf8 {
      guard index < bytes.count, bytes[index] | 0x20 == letter else { return false }
      index += 1
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "s") { index += 1 }
    for byte in "://".utf8 {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    let authority = index
    while index < bytes.count, bytes[index] != .slash, bytes[index] != .question, bytes[index] != .hash {
      index += 1
    }
    guard isAuthority(bytes.extracting(authority..<index)) else { return false }
    // path-abempty (it starts with "/" or is empty), then the query and the fragment:
    // pchar, "/" and, after the path, "?"; one "#" starts the fragment.
    var inFragment = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == .percent {
        guard index + 2 < bytes.count, bytes[index + 1].isHex, bytes[index + 2].isHex else { return false }
        index += 3
        continue
      }
      if byte == .hash {
        guard !inFragment else { return false }
        inFragment = true
      } else {
        guard byte.isPathCharacter || byte == .slash || byte == .question else { return false }
      }
      index += 1
    }
    return true
  }

  /// `[ userinfo "@" ] host [ ":" port ]` (RFC 3986 §3.2), the host not empty.
  private static func isAuthority(_ bytes: Span<UInt8>) -> Bool {
    var hostStart = 0
    var index = 0
    while index < bytes.count, bytes[index] != .at { index += 1 }
    if index < bytes.count {
      let userinfo = bytes.extracting(0..<index)
      guard isEncoded(userinfo, { $0.isUnreserved || $0.isSubDelimiter || $0 == .colon }) else {
        return false
      }
      hostStart = index + 1
    }
    var portStart: Int
    if hostStart < bytes.count, bytes[hostStart] == .openBracket {
      index = hostStart + 1
      while index < bytes.count, bytes[index] != .closeBracket { index += 1 }
      guard index < bytes.count, isIPLiteral(bytes.extracting((hostStart + 1)..<index)) else { return false }
      portStart = index + 1
      guard portStart == bytes.count || bytes[portStart] == .colon else { return false }
    } else {
      index = hostStart
      while index < bytes.count, bytes[index] != .colon { index += 1 }
      let host = bytes.extracting(hostStart..<index)
      guard !host.isEmpty, isEncoded(host, { $0.isUnreserved || $0.isSubDelimiter }) else { return false }
      portStart = index
    }
    guard portStart < bytes.count else { return true }
    portStart += 1  // the colon
    for index in portStart..<bytes.count where !bytes[index].isDigit { return false }
    return true
  }

  /// The inside of `"[" ( IPv6address / IPvFuture ) "]"`, with
  /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` (RFC 3986 §3.2.2).
  private static func isIPLiteral(_ bytes: Span<UInt8>) -> Bool {
    guard !bytes.isEmpty, bytes[0] | 0x20 == UInt8(ascii: "v") else { return isIPv6(bytes) }
    var index = 1
    while index < bytes.count, bytes[index].isHex { index += 1 }
    guard index > 1, index + 1 < bytes.count, bytes[index] == .dot else { return false }
    for position in (index + 1)..<bytes.count {
      let byte = bytes[position]
      guard byte.isUnreserved || byte.isSubDelimiter || byte == .colon else { return false }
    }
    return true
  }

  /// Whether `bytes` is characters `allowed` accepts and percent-encoded octets (`%` and
  /// two hexadecimal digits).
  private static func isEncoded(_ bytes: Span<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool {
    var index = 0
    while index < bytes.count {
      if bytes[index] == .percent {
        guard index + 2 < bytes.count, bytes[index + 1].isHex, bytes[index + 2].isHex else { return false }
        index += 3
      } else {
        guard allowed(bytes[index]) else { return false }
        index += 1
      }
    }
    return true
  }

  /// `8HEXDIG "-" 4HEXDIG "-" 4HEXDIG "-" 4HEXDIG "-" 12HEXDIG` (RFC 9562 §4), either case.
  private static func isUUID(_ bytes: Span<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    for index in 0..<36 {
      let isHyphenPlace = index == 8 || index == 13 || index == 18 || index == 23
      guard isHyphenPlace ? bytes[index] == .hyphen : bytes[index].isHex else { return false }
    }
    return true
  }

  /// `+`, then 1 to 15 digits, the first not 0 (ITU-T E.164).
  private static func isE164(_ bytes: Span<UInt8>) -> Bool {
    guard bytes.count >= 2, bytes.count <= 16, bytes[0] == .plus, bytes[1] != UInt8(ascii: "0")
    else { return false }
    for index in 1..<bytes.count where !bytes[index].isDigit { return false }
    return true
  }

  /// Four decimal numbers 0–255 separated by dots, with no leading zeros (`01` is refused,
  /// as by `inet_pton`; RFC 4001's dotted-decimal form).
  private static func isIPv4(_ bytes: Span<UInt8>) -> Bool {
    var parts = 0
    var value = 0
    var digits = 0
    for index in 0...bytes.count {
      guard index < bytes.count, bytes[index] != .dot else {
        guard digits > 0 else { return false }
        parts += 1
        if index == bytes.count { return parts == 4 }
        guard parts < 4 else { return false }
        (value, digits) = (0, 0)
        continue
      }
      let byte = bytes[index]
      guard byte.isDigit, !(digits == 1 && value == 0) else { return false }
      value = value * 10 + Int(byte &- UInt8(ascii: "0"))
      digits += 1
      guard value <= 255 else { return false }
    }
    return false
  }

  /// RFC 4291 §2.2: eight groups of 1–4 hexadecimal digits separated by colons; one `::`
  /// standing for one or more groups of zeros; the last two groups optionally written as
  /// an IPv4 address (``isIPv4(_:)``).
  private static func isIPv6(_ bytes: Span<UInt8>) -> Bool {
    var groups = 0
    var compressed = false
    var index = 0
    if bytes.count >= 2, bytes[0] == .colon, bytes[1] == .colon {
      compressed = true
      index = 2
      if index == bytes.count { return true }
    }
    while true {
      let start = index
      while index < bytes.count, bytes[index].isHex {
        index += 1
        guard index - start <= 4 else { return false }
      }
      if index < bytes.count, bytes[index] == .dot {
        // The embedded IPv4 address ends the text and stands for two groups.
        guard compressed ? groups <= 5 : groups == 6 else { return false }
        return isIPv4(bytes.extracting(start...))
      }
      guard index > start else { return false }
      groups += 1
      if index == bytes.count { return compressed ? groups <= 7 : groups == 8 }
      guard bytes[index] == .colon, groups < 8 else { return false }
      index += 1
      if index < bytes.count, bytes[index] == .colon {
        guard !compressed else { return false }
        compressed = true
        index += 1
        if index == bytes.count { return groups <= 7 }
      }
    }
  }

  /// RFC 5322 §3.2.3's `atext`: letters, digits and the symbols `!#$%&'*+-/=?^_{|}~` and
  /// the backquote.
  ///
  /// The symbols in a `switch`, not looked up in a string: scanning a string's bytes cost
  /// about 570 instructions per symbol of an address (a batch's `.` and `@`).
  static func isAtext(_ byte: UInt8) -> Bool {
    if byte.isLetter || byte.isDigit { return true }
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
      UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "/"),
      UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"),
      UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }
}

extension UInt8 {
  fileprivate static let at = UInt8(ascii: "@")
  fileprivate static let dot = UInt8(ascii: ".")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let hyphen = UInt8(ascii: "-")
  fileprivate static let plus = UInt8(ascii: "+")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let question = UInt8(ascii: "?")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let percent = UInt8(ascii: "%")
  fileprivate static let openBracket = UInt8(ascii: "[")
  fileprivate static let closeBracket = UInt8(ascii: "]")

  /// An ASCII digit.
  fileprivate var isDigit: Bool { self &- UInt8(ascii: "0") < 10 }
  /// An ASCII letter, either case.
  fileprivate var isLetter: Bool { (self | 0x20) &- UInt8(ascii: "a") < 26 }
  /// An ASCII hexadecimal digit, either case.
  fileprivate var isHex: Bool { isDigit || (self | 0x20) &- UInt8(ascii: "a") < 6 }
  /// RFC 3986's `unreserved`: letters, digits, `-._~`.
  fileprivate var isUnreserved: Bool {
    isLetter || isDigit || self == .hyphen || self == .dot || self == UInt8(ascii: "_")
      || self == UInt8(ascii: "~")
  }
  /// RFC 3986's `sub-delims`: `!$&'()*+,;=`.
  fileprivate var isSubDelimiter: Bool { "!$&'()*+,;=".utf8.contains(self) }
  /// RFC 3986's `pchar` but `pct-encoded`: unreserved, sub-delims, `:` and `@`.
  fileprivate var isPathCharacter: Bool { isUnreserved || isSubDelimiter || self == .colon || self == .at }
}
