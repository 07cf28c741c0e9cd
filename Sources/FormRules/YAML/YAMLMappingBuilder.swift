/// Collects the entries of one mapping from its alternating key and value nodes, keeping
/// the first of two entries whose scalar keys have the same text and reporting the second
/// as a duplicate (`FR003`).
///
/// Keys are compared by text only, so `a`, `'a'` and `"a"` are the same key. Non-scalar
/// keys are kept as they are and never compared.
struct YAMLMappingBuilder {
  /// The entries so far, in source order, duplicates left out.
  private(set) var entries: [YAMLMappingEntry] = []
  /// The key whose value comes next, if a key has been added without its value.
  private var pendingKey: YAMLNode?
  /// Whether the pending key repeats an earlier key (its entry is then dropped).
  private var pendingKeyIsDuplicate = false
  /// Where each scalar key was first seen, by text.
  private var firstKeyLocations: [String: SourceLocation] = [:]

  /// Adds the mapping's next node: a key when no key is waiting for its value, otherwise
  /// that key's value. Returns the duplicate-key diagnostic when `node` is a key that has
  /// already appeared in this mapping.
  mutating func add(_ node: YAMLNode) -> Diagnostic? {
    guard let key = pendingKey else { return addKey(node) }
    if !pendingKeyIsDuplicate {
      entries.append(YAMLMappingEntry(key: key, value: node))
    }
    pendingKey = nil
    return nil
  }

  /// Records `node` as the pending key and checks it against the earlier keys.
  private mutating func addKey(_ node: YAMLNode) -> Diagnostic? {
    pendingKey = node
    pendingKeyIsDuplicate = false
    guard case .scalar(let key) = node.content else { return nil }
    guard let first = firstKeyLocations[key.text] else {
      firstKeyLocations[key.text] = node.location
      return nil
    }
    pendingKeyIsDuplicate = true
    return Diagnostic(
      .duplicateKey, at: node.location, "duplicate key '\(key.text)'",
      notes: [Diagnostic.Note("'\(key.text)' first appears here", at: first)])
  }
}
