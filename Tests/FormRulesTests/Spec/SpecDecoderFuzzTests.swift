import FormRulesFuzzing
import Testing

@testable import FormRules

/// Odd shapes never crash the decoder, and what it returns keeps its promises: a
/// definition exactly when the root is a mapping, only FR1xx errors with lower-case
/// messages, in source order, the same on every run.
@Suite struct SpecDecoderFuzzTests {
  static let file = "fuzz.yaml"

  @Test(arguments: 0..<4)
  func randomTreesDecodeSafely(_ seed: Int) {
    var generator = TreeGenerator(seed: UInt64(seed))
    for _ in 0..<250 {
      check(generator.node(depth: 0))
    }
  }

  @Test(arguments: 0..<4)
  func mutatedRegisterSpecsDecodeSafely(_ seed: Int) {
    var generator = TreeGenerator(seed: UInt64(100 + seed))
    let register = RegisterSketch.spec.node()
    for _ in 0..<250 {
      check(generator.mutate(register))
    }
  }

  /// Decodes `root` twice and checks the promises.
  private func check(_ root: YAMLNode) {
    let (form, diagnostics) = SpecDecoder.decode(root, file: Self.file)
    let isMapping = if case .mapping = root.content { true } else { false }
    #expect((form != nil) == isMapping)
    for diagnostic in diagnostics {
      // Structure (FR1xx), and the syntax of a `holds:` expression, which its rule kind
      // parses as it decodes its argument (FR301).
      #expect(
        diagnostic.code.rawValue.hasPrefix("FR1") || diagnostic.code == .expressionSyntax, "\(diagnostic)")
      #expect(diagnostic.severity == .error)
      #expect(diagnostic.location.file == Self.file)
      #expect(diagnostic.message.first.map { !$0.isUppercase } ?? false, "\(diagnostic.message)")
    }
    #expect(diagnostics.map(\.location) == diagnostics.map(\.location).sorted())
    let (again, againDiagnostics) = SpecDecoder.decode(root, file: Self.file)
    #expect(again == form)
    #expect(againDiagnostics == diagnostics)
  }
}

/// Random node trees from the DSL's own vocabulary, and random mutations of real specs.
private struct TreeGenerator {
  private var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  static let keys: [String] =
    SpecDecoder.keys + FieldDecoder.keys + RuleDecoder.keys + StoreDecoder.keys + ButtonDecoder.keys
    + ButtonDecoder.actionKeys + ExampleDecoder.keys + ExpectationDecoder.keys
    + ["username", "a", "and", "9x", "", "user name", "emial", "名前"]

  static let scalars: [String] = [
    "6", "-1", "6.5", "0", "yes", "true", "False", "~", "", "null", "300ms", "300 ms", "-1s", "2h",
    "3601s", "1.5s", "abc", "0x1F", "0o7", ".inf", ".nan", "99999999999999999999", "ok", "disabled",
    "valid", "utf8", "graphemes", "users", "reserved-names.txt", "a.ok", "[a-z]+", "名前", "\n",
    "'", "\"", "{}", "- x",
  ]

  static let styles: [YAMLScalar.Style] = [
    .plain, .plain, .plain, .singleQuoted, .doubleQuoted, .literal, .folded,
  ]

  static let tags: [String?] = [
    nil, nil, nil, nil, "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "!", "!x",
  ]

  /// The next random number.
  private mutating func next() -> UInt64 { random.next() }

  /// A random index below `count` (which is positive).
  private mutating func below(_ count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// A random element of `items` (which is not empty).
  private mutating func pick<T>(_ items: [T]) -> T {
    items[below(items.count)]
  }

  /// A random mark (the file is the one the decoder is given).
  private mutating func mark() -> YAMLMark {
    YAMLMark(line: below(200) + 1, column: below(80) + 1)
  }

  /// A random scalar node.
  private mutating func scalar(_ text: String? = nil) -> YAMLNode {
    let scalar = YAMLScalar(
      text: text ?? pick(Self.scalars), style: pick(Self.styles), tag: pick(Self.tags))
    return YAMLNode(content: .scalar(scalar), mark: mark())
  }

  /// A random tree, mostly mappings with DSL keys near the root.
  mutating func node(depth: Int) -> YAMLNode {
    let roll = depth == 0 ? below(10) + 2 : depth > 4 ? 0 : below(12)
    switch roll {
    case 0...5:
      return scalar()
    case 6...8, 10...:
      let entries = (0..<below(5)).map { _ in
        YAMLMappingEntry(
          key: below(20) == 0 ? node(depth: depth + 3) : scalar(pick(Self.keys)),
          value: node(depth: depth + 1))
      }
      return YAMLNode(content: .mapping(entries), mark: mark())
    default:
      let items = (0..<below(4)).map { _ in node(depth: depth + 1) }
      return YAMLNode(content: .sequence(items), mark: mark())
    }
  }

  /// `node` with a few random changes: subtrees replaced, entries dropped or duplicated,
  /// keys renamed, scalar styles changed.
  mutating func mutate(_ node: YAMLNode) -> YAMLNode {
    if below(25) == 0 { return self.node(depth: 2) }
    var node = node
    switch node.content {
    case .scalar(var scalar):
      if below(8) == 0 {
        scalar.style = pick(Self.styles)
        scalar.text = below(2) == 0 ? scalar.text : pick(Self.scalars)
      }
      node.content = .scalar(scalar)
    case .sequence(let items):
      var mutated = items.map { mutate($0) }
      if below(10) == 0, let first = mutated.first { mutated.append(first) }
      if below(10) == 0, !mutated.isEmpty { mutated.remove(at: below(mutated.count)) }
      node.content = .sequence(mutated)
    case .mapping(let entries):
      var mutated = entries.map { YAMLMappingEntry(key: $0.key, value: mutate($0.value)) }
      if below(10) == 0, !mutated.isEmpty { mutated.remove(at: below(mutated.count)) }
      if below(10) == 0, !mutated.isEmpty {
        mutated[below(mutated.count)].key = scalar(pick(Self.keys))
      }
      node.content = .mapping(mutated)
    }
    return node
  }
}
