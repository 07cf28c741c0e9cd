/// Builds the node tree of a single-document stream from libyaml's events, which
/// ``YAMLParser`` hands to it one call per event, enforcing ``YAMLLimits`` as each event
/// arrives (never after the fact), rejecting anchors and aliases, and collecting
/// duplicate-key diagnostics.
///
/// libyaml delivers events in this grammar:
///
///     stream   ::= STREAM-START document* STREAM-END
///     document ::= DOCUMENT-START node DOCUMENT-END
///     node     ::= ALIAS | SCALAR | sequence | mapping
///     sequence ::= SEQUENCE-START node* SEQUENCE-END
///     mapping  ::= MAPPING-START (node node)* MAPPING-END
///
/// Nesting is tracked on an explicit stack, so no limit setting can overflow the call stack.
struct YAMLTreeBuilder {
  /// Which kind of collection an event opens.
  enum CollectionKind { case sequence, mapping }

  /// A sequence or mapping whose end event has not arrived yet.
  private struct Frame {
    /// Which kind of collection is open.
    let kind: CollectionKind
    /// Where the collection starts.
    let mark: YAMLMark
    /// A sequence's items so far.
    var items: [YAMLNode] = []
    /// A mapping's entries so far.
    var mapping = YAMLMappingBuilder()
  }

  /// Room made for a sequence's items when the first one arrives.
  private static let initialItemCapacity = 4

  /// The bounds to enforce.
  private let limits: YAMLLimits
  /// The file named in errors and diagnostics.
  private let file: String
  /// The open collections, outermost first.
  private var stack: [Frame] = []
  /// The completed root node, once there is one.
  private var root: YAMLNode?
  /// Where the first document starts, once it has started.
  private var firstDocument: YAMLMark?
  /// How many nodes have been started.
  private var nodeCount = 0
  /// Duplicate keys found so far.
  private var diagnostics: [Diagnostic] = []

  /// Creates a builder that enforces `limits`, naming `file` in errors and diagnostics.
  init(limits: YAMLLimits, file: String) {
    self.limits = limits
    self.file = file
  }

  /// The stream has ended: the document built, with its duplicate-key diagnostics.
  func finish() -> YAMLDocument {
    YAMLDocument(root: root, diagnostics: diagnostics)
  }

  /// `*name` at `mark`: always refused.
  func alias(_ name: String, at mark: YAMLMark) throws(YAMLError) {
    throw YAMLError(
      .yamlAlias, at: mark.location(in: file), "aliases ('*\(name)') are not allowed in specs")
  }

  /// A scalar starting at `mark`, with its `&anchor` if it has one: refused when anchored,
  /// beyond ``YAMLLimits/maxNodes`` or beyond ``YAMLLimits/maxScalarBytes``.
  mutating func scalar(
    _ scalar: consuming YAMLScalar, anchor: String?, at mark: YAMLMark
  ) throws(YAMLError) {
    try refuse(anchor, at: mark)
    try countNode(at: mark)
    let size = scalar.text.utf8.count
    guard size <= limits.maxScalarBytes else {
      throw YAMLError(
        .yamlLimit, at: mark.location(in: file),
        "scalar of \(size) bytes exceeds the limit of \(limits.maxScalarBytes) bytes")
    }
    attach(YAMLNode(content: .scalar(scalar), mark: mark))
  }

  /// The start of a sequence or mapping at `mark`, with its `&anchor` if it has one:
  /// refused when anchored, beyond ``YAMLLimits/maxNodes`` or beyond
  /// ``YAMLLimits/maxDepth``.
  mutating func open(_ kind: CollectionKind, anchor: String?, at mark: YAMLMark) throws(YAMLError) {
    try refuse(anchor, at: mark)
    try countNode(at: mark)
    guard stack.count < limits.maxDepth else {
      throw YAMLError(
        .yamlLimit, at: mark.location(in: file),
        "nesting is deeper than the limit of \(limits.maxDepth) levels")
    }
    stack.append(Frame(kind: kind, mark: mark))
  }

  /// Closes the innermost collection and attaches it to its parent.
  mutating func close() {
    guard !stack.isEmpty else { return }
    let frame = stack.removeLast()
    let content: YAMLNode.Content =
      switch frame.kind {
      case .sequence: .sequence(frame.items)
      case .mapping: .mapping(frame.mapping.entries)
      }
    attach(YAMLNode(content: content, mark: frame.mark))
  }

  /// Refuses a node that carries an `&anchor`.
  private func refuse(_ anchor: String?, at mark: YAMLMark) throws(YAMLError) {
    if let anchor {
      throw YAMLError(
        .yamlAlias, at: mark.location(in: file), "anchors ('&\(anchor)') are not allowed in specs")
    }
  }

  /// Accepts the first document start and refuses any later one.
  mutating func startDocument(at mark: YAMLMark) throws(YAMLError) {
    if let first = firstDocument {
      throw YAMLError(
        .yamlDocumentCount, at: mark.location(in: file),
        "a spec file must hold a single yaml document",
        notes: [Diagnostic.Note("the first document starts here", at: first.location(in: file))])
    }
    firstDocument = mark
  }

  /// Counts one more node, refusing it beyond ``YAMLLimits/maxNodes``.
  private mutating func countNode(at mark: YAMLMark) throws(YAMLError) {
    nodeCount += 1
    guard nodeCount <= limits.maxNodes else {
      throw YAMLError(
        .yamlLimit, at: mark.location(in: file), "document has more than \(limits.maxNodes) nodes")
    }
  }

  /// Adds a completed node to the innermost open collection, or makes it the root.
  private mutating func attach(_ node: consuming YAMLNode) {
    guard let top = stack.indices.last else {
      root = node
      return
    }
    switch stack[top].kind {
    case .sequence:
      if stack[top].items.isEmpty { stack[top].items.reserveCapacity(Self.initialItemCapacity) }
      stack[top].items.append(node)
    case .mapping:
      if let duplicate = stack[top].mapping.add(node, file: file) {
        diagnostics.append(duplicate)
      }
    }
  }
}
