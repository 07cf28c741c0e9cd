import FoundationEssentials

extension PasswordHasher {
  /// An scrypt hash in the PHC string format,
  /// `$scrypt$ln=<logN>,r=<r>,p=<p>$<salt>$<hash>`, salt and hash in standard base64
  /// without padding. Parsing is strict and bounded: stored strings may be hostile.
  struct PHCString: Equatable {
    /// The cost parameters.
    let parameters: Parameters
    /// The salt bytes.
    let salt: [UInt8]
    /// The derived key bytes.
    let hash: [UInt8]

    /// Salt lengths accepted when parsing, in bytes.
    static let saltLengths = 8...64

    /// Derived key lengths accepted when parsing, in bytes.
    static let hashLengths = 16...64

    /// The longest string parsed; valid ones are far shorter.
    static let maximumLength = 256

    /// A hash from its parts.
    init(parameters: Parameters, salt: [UInt8], hash: [UInt8]) {
      self.parameters = parameters
      self.salt = salt
      self.hash = hash
    }

    /// Parses `text`, or returns nil when it is not a well-formed scrypt PHC string
    /// with parameters this version accepts (``Parameters/isAccepted``) and bounded salt
    /// and hash.
    init?(parsing text: String) {
      guard text.utf8.count <= Self.maximumLength else { return nil }
      let parts = text.split(separator: "$", omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].isEmpty, parts[1] == "scrypt",
        let parameters = Self.decodeParameters(parts[2]), parameters.isAccepted,
        let salt = Self.decodeBase64(parts[3]), Self.saltLengths.contains(salt.count),
        let hash = Self.decodeBase64(parts[4]), Self.hashLengths.contains(hash.count)
      else { return nil }
      self.init(parameters: parameters, salt: salt, hash: hash)
    }

    /// Whether `text` is meant as a hash of this kind (it starts `$scrypt$`), well-formed
    /// or not: a stored value a form must not compare as plain text.
    static func looksLikeHash(_ text: String) -> Bool {
      text.utf8.starts(with: "$scrypt$".utf8)
    }

    /// The string form.
    var encoded: String {
      "$scrypt$\(Self.parametersText(parameters))$\(Self.encodeBase64(salt))$\(Self.encodeBase64(hash))"
    }

    /// `ln=14,r=8,p=5`.
    static func parametersText(_ parameters: Parameters) -> String {
      "ln=\(parameters.logN),r=\(parameters.r),p=\(parameters.p)"
    }

    /// Parses exactly `ln=A,r=B,p=C`, each a decimal number of 1 to 3 digits.
    private static func decodeParameters(_ text: Substring) -> Parameters? {
      let fields = text.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count == 3,
        let logN = number(fields[0], named: "ln"),
        let r = number(fields[1], named: "r"),
        let p = number(fields[2], named: "p")
      else { return nil }
      return Parameters(logN: logN, r: r, p: p)
    }

    /// The value of `name=<digits>`, at most 3 digits so that no value can overflow.
    private static func number(_ field: Substring, named name: String) -> Int? {
      guard field.hasPrefix(name + "=") else { return nil }
      let digits = field.dropFirst(name.count + 1)
      guard (1...3).contains(digits.count), digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
      else { return nil }
      return Int(digits)
    }

    /// Standard base64 without `=` padding.
    private static func encodeBase64(_ bytes: [UInt8]) -> String {
      var text = Data(bytes).base64EncodedString()
      while text.hasSuffix("=") { text.removeLast() }
      return text
    }

    /// Decodes unpadded standard base64; nil for any other character or a length no
    /// encoding produces.
    private static func decodeBase64(_ text: Substring) -> [UInt8]? {
      let isAlphabet: (UInt8) -> Bool = { byte in
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
          true
        default:
          false
        }
      }
      guard !text.isEmpty, text.utf8.count % 4 != 1, text.utf8.allSatisfy(isAlphabet) else {
        return nil
      }
      let padding = String(repeating: "=", count: (4 - text.utf8.count % 4) % 4)
      return Data(base64Encoded: String(text) + padding).map { Array($0) }
    }
  }
}
