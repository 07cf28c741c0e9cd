import FormRulesFuzzing
import Testing

@testable import FormRules

/// Deterministic pseudo-random inputs never crash the loader: each one either loads into a
/// well-formed tree or throws a located ``YAMLError``.
@Suite struct YAMLLoaderFuzzTests {
  /// Bytes that YAML gives meaning to, plus a few multibyte and invalid ones.
  static let alphabet: [[UInt8]] =
    [
      "[", "]", "{", "}", ":", ",", "-", "?", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@",
      "`", "\n", "\r\n", " ", "  ", "\t", "\\", "a", "key", "0x1F", "~", "---", "...", "!!str",
      "&a", "*a", "é", "名前", "🙂", "\u{85}", "\u{2028}", "\u{FEFF}",
    ]
    .map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00], [0x80], [0xED, 0xA0, 0x80]]

  /// A valid spec to mutate.
  static let seed = Array(
    """
    form: register
    fields:
      username:
        label: "Nom d'utilisateur"
        debounce: 300ms
        rules:
          - min_length: 6
            message: Username must be at least 6 characters
          - pattern: '[A-Za-z0-9_]+'
      名前: { secret: true, enabled_when: username.ok }
    buttons:
      register:
        action: |
          insert users
    examples:
      - set: { username: abc }
        expect: [disabled, 1.5, ~, no]

    """.utf8)

  /// Which kind of input a round makes.
  enum Kind: String, CaseIterable, Sendable { case randomBytes, yamlTokens, mutatedSpec }

  @Test(arguments: Kind.allCases)
  func neverCrashes(_ kind: Kind) {
    var random = SplitMix64(seed: kind.rawValue.utf8.reduce(7919) { $0 &* 31 &+ UInt64($1) })
    var loaded = 0
    var failed = 0
    for _ in 0..<1_500 {
      let input: [UInt8]
      switch kind {
      case .randomBytes:
        input = (0..<Int.random(in: 0...80, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        }
      case .yamlTokens:
        input = (0..<Int.random(in: 0...40, using: &random)).flatMap { _ in
          Self.alphabet.randomElement(using: &random) ?? []
        }
      case .mutatedSpec:
        input = Self.mutate(Self.seed, using: &random)
      }
      do {
        let document = try YAMLLoader.load(input, file: "fuzz.yaml")
        loaded += 1
        #expect(document.diagnostics.allSatisfy { $0.code == .duplicateKey })
        if let root = document.root {
          #expect(Self.isWellFormed(root, depth: 1))
        }
      } catch {
        failed += 1
        let location = error.diagnostic.location
        #expect(location.file == "fuzz.yaml")
        #expect(location.line >= 1 && location.column >= 1)
        #expect(!error.diagnostic.message.isEmpty)
        #expect(error.diagnostic.message.first?.isUppercase == false)
      }
    }
    #expect(loaded + failed == 1_500)
    if kind == .mutatedSpec {
      #expect(loaded > 0 && failed > 0)
    }
  }

  /// `seed` with one to four random edits: replace, insert, delete, duplicate or truncate.
  static func mutate(_ seed: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = seed
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let at = Int.random(in: 0...bytes.count, using: &random)
      let token = alphabet.randomElement(using: &random) ?? []
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where at < bytes.count:
        bytes[at] = UInt8.random(in: 0...255, using: &random)
      case 1:
        bytes.insert(contentsOf: token, at: at)
      case 2:
        bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &random)))
      case 3:
        let end = min(bytes.count, at + Int.random(in: 1...30, using: &random))
        bytes.insert(contentsOf: bytes[at..<end], at: at)
      default:
        bytes.removeSubrange(at...)
      }
    }
    return bytes
  }

  /// Every node has a 1-based location and the tree respects the default depth limit.
  static func isWellFormed(_ node: YAMLNode, depth: Int) -> Bool {
    guard node.mark.line >= 1, node.mark.column >= 1, depth <= 65 else { return false }
    switch node.content {
    case .scalar: return true
    case .sequence(let items): return items.allSatisfy { isWellFormed($0, depth: depth + 1) }
    case .mapping(let entries):
      return entries.allSatisfy {
        isWellFormed($0.key, depth: depth + 1) && isWellFormed($0.value, depth: depth + 1)
      }
    }
  }
}
