/// Collects the entries of one mapping from its alternating key and value nodes, keeping
/// the first of two entries whose scalar keys have the same text and reporting the second
/// as a duplicate (`FR003`).
///
/// Keys are compared by text only, so `a`, `'a'` and `"a"` are the same key. Non-scalar
/// keys are kept as they are and never compared. A small mapping (every mapping of a
/// usual spec) is searched entry by entry; from ``indexThreshold`` entries on, the keys
/// are indexed by text so that a huge mapping stays linear.
struct YAMLMappingBuilder {
  /// The entry count from which keys are looked up in ``firstKeyLocations``.
  static let indexThreshold = 16

  /// The entries so far, in source order, duplicates left out.
  private(set) var entries: [YAMLMappingEntry] = []
  /// The key whose value comes next, if a key has been added without its value.
  private var pendingKey: YAMLNode?
  /// Whether the pending key repeats an earlier key (its entry is then dropped).
  private var pendingKeyIsDuplicate = false
  /// Each entry's key text (nil for a key that is not a scalar), in entry order.
  private var keyTexts: [String?] = []
  /// Where each scalar key was first seen, by text, once ``isIndexed``.
  private var firstKeyLocations: [String: SourceLocation] = [:]
  /// Whether the mapping has reached ``indexThreshold`` entries and its keys are indexed.
  private var isIndexed = false

  /// Adds the mapping's next node: a key when no key is waiting for its value, otherwise
  /// that key's value. Returns the duplicate-key diagnostic when `node` is a key that has
  /// already appeared in this mapping.
  mutating func add(_ node: YAMLNode) -> Diagnostic? {
    guard let key = pendingKey else { return addKey(node) }
    if !pendingKeyIsDuplicate {
      entries.append(YAMLMappingEntry(key: key, value: node))
      keyTexts.append(key.scalar?.text)
    }
    pendingKey = nil
    return nil
  }

  /// Records `node` as the pending key and checks it against the earlier keys.
  private mutating func addKey(_ node: YAMLNode) -> Diagnostic? {
    pendingKey = node
    pendingKeyIsDuplicate = false
    guard case .scalar(let key) = node.content else { return nil }
    guard let first = firstLocation(ofKey: key.text) else {
      if isIndexed { firstKeyLocations[key.text] = node.location }
      return nil
    }
    pendingKeyIsDuplicate = true
    return Diagnostic(
      .duplicateKey, at: node.location, "duplicate key '\(key.text)'",
      notes: [Diagnostic.Note("'\(key.text)' first appears here", at: first)])
  }

  /// Where the scalar key `text` first appears in this mapping, if it does.
  private mutating func firstLocation(ofKey text: String) -> SourceLocation? {
    if !isIndexed {
      if keyTexts.count < Self.indexThreshold {
        return keyTexts.firstIndex(of: text).map { entries[$0].key.location }
      }
      for (index, keyText) in keyTexts.enumerated() {
        if let keyText { firstKeyLocations[keyText] = entries[index].key.location }
      }
      isIndexed = true
    }
    return firstKeyLocations[text]
  }
}
