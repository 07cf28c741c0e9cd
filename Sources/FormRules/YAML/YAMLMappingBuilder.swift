/// Collects the entries of one mapping from its alternating key and value nodes, keeping
/// the first of two entries whose scalar keys have the same text and reporting the second
/// as a duplicate (`FR003`).
///
/// Keys are compared by text only, so `a`, `'a'` and `"a"` are the same key. Non-scalar
/// keys are kept as they are and never compared. A small mapping (every mapping of a
/// usual spec) is searched entry by entry; from ``indexThreshold`` entries on, the keys
/// are indexed by text so that a huge mapping stays linear.
struct YAMLMappingBuilder {
  /// The entry count from which keys are looked up in ``firstKeyMarks``.
  static let indexThreshold = 16
  /// Room made for entries when the first one arrives (a field or rule has a few keys).
  private static let initialCapacity = 8

  /// The entries so far, in source order, duplicates left out.
  private(set) var entries: [YAMLMappingEntry] = []
  /// The key whose value comes next, if a key has been added without its value.
  private var pendingKey: YAMLNode?
  /// Whether the pending key repeats an earlier key (its entry is then dropped).
  private var pendingKeyIsDuplicate = false
  /// Where each scalar key was first seen, by text, once ``isIndexed``.
  private var firstKeyMarks: [String: YAMLMark] = [:]
  /// Whether the mapping has reached ``indexThreshold`` entries and its keys are indexed.
  private var isIndexed = false

  /// Adds the mapping's next node: a key when no key is waiting for its value, otherwise
  /// that key's value. Returns the duplicate-key diagnostic, naming `file`, when `node` is
  /// a key that has already appeared in this mapping.
  mutating func add(_ node: consuming YAMLNode, file: String) -> Diagnostic? {
    guard let key = pendingKey.take() else { return addKey(node, file: file) }
    if !pendingKeyIsDuplicate {
      if entries.isEmpty { entries.reserveCapacity(Self.initialCapacity) }
      entries.append(YAMLMappingEntry(key: key, value: node))
    }
    return nil
  }

  /// Records `node` as the pending key and checks it against the earlier keys.
  private mutating func addKey(_ node: consuming YAMLNode, file: String) -> Diagnostic? {
    pendingKeyIsDuplicate = false
    var duplicate: Diagnostic?
    if let text = node.scalarText {
      if let first = firstMark(ofKey: text) {
        pendingKeyIsDuplicate = true
        duplicate = Diagnostic(
          .duplicateKey, at: node.mark.location(in: file), "duplicate key '\(text)'",
          notes: [Diagnostic.Note("'\(text)' first appears here", at: first.location(in: file))])
      } else if isIndexed {
        firstKeyMarks[text] = node.mark
      }
    }
    pendingKey = consume node
    return duplicate
  }

  /// Where the scalar key `text` first appears in this mapping, if it does.
  private mutating func firstMark(ofKey text: String) -> YAMLMark? {
    if !isIndexed {
      if entries.count < Self.indexThreshold {
        for index in entries.indices where entries[index].key.hasScalarText(text) {
          return entries[index].key.mark
        }
        return nil
      }
      for index in entries.indices {
        if case .scalar(let key) = entries[index].key.content {
          firstKeyMarks[key.text] = entries[index].key.mark
        }
      }
      isIndexed = true
    }
    return firstKeyMarks[text]
  }
}
