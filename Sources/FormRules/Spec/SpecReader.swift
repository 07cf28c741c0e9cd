/// Reads the nodes of one spec and collects every mistake it finds as a diagnostic.
///
/// Each reader method reports what is wrong with the node it was given and returns nil
/// (or a best-effort value), so that decoding always goes on to the next node.
struct SpecReader {
  /// The spec file, named in every location.
  let file: String
  /// Every diagnostic reported so far, in the order found.
  private(set) var diagnostics: [Diagnostic] = []
  /// The spec's names, when it has groups (expressions then resolve paths).
  var names: NameTree?
  /// The groups around what is being decoded, from the top level.
  var scope: [String] = []

  /// What resolves the paths of an expression decoded now (nil in a spec without groups).
  var resolver: PathResolver? { names.map { PathResolver(names: $0, scope: scope) } }

  /// Creates a reader of the spec file `file`.
  init(file: String) {
    self.file = file
  }

  /// Where `node` starts, in the spec file.
  func location(of node: YAMLNode) -> SourceLocation {
    node.mark.location(in: file)
  }

  /// Where `node`'s content starts (inside the quotes of a quoted scalar), in the spec file.
  func contentLocation(of node: YAMLNode) -> SourceLocation {
    node.specContentMark.location(in: file)
  }

  /// Records a diagnostic.
  mutating func report(
    _ code: DiagnosticCode, at location: SourceLocation, _ message: String,
    notes: [Diagnostic.Note] = [], severity: Diagnostic.Severity = .error
  ) {
    diagnostics.append(Diagnostic(code, severity, at: location, message, notes: notes))
  }

  /// Records diagnostics found by another reader (an expression's parser).
  mutating func report(_ found: [Diagnostic]) {
    diagnostics += found
  }

  /// Reads `node` as a mapping, reporting a node of another type (FR102, as
  /// "`what` must be a mapping, found …"), keys that are not text (FR102) and, when
  /// `keys` is given, keys outside that vocabulary (FR101, with a suggestion).
  ///
  /// - Parameters:
  ///   - what: the node as the subject of a message, e.g. `'fields'` or `field 'x'`.
  ///   - owner: whom the mapping's keys belong to, for unknown-key messages.
  ///   - keys: the allowed keys, or nil when any text key is allowed (names).
  ///   - nullIsEmpty: read a null node (`fields:` with nothing after it) as empty.
  ///   - hint: a note added to the wrong-type diagnostic.
  /// - Returns: the mapping, or nil when the node is not one.
  mutating func mapping(
    _ node: YAMLNode, as what: @autoclosure () -> String, owner: @autoclosure () -> SpecOwner,
    keys: [String]?,
    nullIsEmpty: Bool = false, hint: String? = nil
  ) -> SpecMapping? {
    guard case .mapping(let pairs) = node.content else {
      if nullIsEmpty && node.isSpecNull {
        return SpecMapping(location: location(of: node), entries: [], suggestedKeys: [])
      }
      report(
        .wrongType, at: location(of: node), "\(what()) must be a mapping, found \(node.specDescription)",
        notes: hint.map { [Diagnostic.Note($0)] } ?? [])
      return nil
    }
    var mapping = SpecMapping(location: location(of: node), entries: [], suggestedKeys: [])
    mapping.entries.reserveCapacity(pairs.count)
    // Pairs are read in place by index: copying a pair would copy both of its nodes.
    for index in pairs.indices {
      guard let key = pairs[index].key.scalarText else {
        report(
          .wrongType, at: location(of: pairs[index].key),
          "keys \(owner().place) must be text, found \(pairs[index].key.specDescription)")
        continue
      }
      if let keys, !keys.contains(key) {
        reportUnknownKey(
          key, at: location(of: pairs[index].key), owner: owner(), keys: keys, into: &mapping)
        continue
      }
      mapping.entries.append(
        SpecMapping.Entry(
          key: Located(value: key, location: contentLocation(of: pairs[index].key)),
          keyMark: pairs[index].key.mark, value: pairs[index].value))
    }
    return mapping
  }

  /// Reads `node` as a list, reporting a node of another type (FR102).
  ///
  /// - Parameters:
  ///   - what: the node as the subject of a message, e.g. `'examples'`.
  ///   - nullIsEmpty: read a null node as an empty list.
  mutating func list(_ node: YAMLNode, as what: @autoclosure () -> String, nullIsEmpty: Bool = false)
    -> [YAMLNode]?
  {
    if case .sequence(let items) = node.content { return items }
    if nullIsEmpty && node.isSpecNull { return [] }
    report(.wrongType, at: location(of: node), "\(what()) must be a list, found \(node.specDescription)")
    return nil
  }

  /// Reports that `mapping` needs one of `keys` (FR103, "`owner` needs 'a' or 'b'", at
  /// the mapping), unless an unknown key of it was already taken for one of them (FR101
  /// "did you mean …" says it).
  mutating func reportMissing(_ keys: [String], in mapping: SpecMapping, owner: SpecOwner) {
    guard !mapping.suggestedKeys.contains(where: keys.contains) else { return }
    let names = keys.map { "'\($0)'" }
    let list =
      names.count > 1
      ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
    report(.missingKey, at: mapping.location, "\(owner.description) needs \(list)")
  }

  /// Reports `name` (FR104) when it cannot name a `kind` (`field`, `store`, …).
  mutating func checkName(
    _ name: Located<String>, at location: SourceLocation, kind: String,
    allowingHyphens: Bool = false
  ) {
    if let problem = IdentifierSyntax.problem(
      with: name.value, kind: kind, allowingHyphens: allowingHyphens)
    {
      report(.invalidName, at: location, problem)
    }
  }

  /// Reports an unknown key (FR101) and remembers the suggestion made for it.
  private mutating func reportUnknownKey(
    _ key: String, at location: SourceLocation, owner: SpecOwner, keys: [String],
    into mapping: inout SpecMapping
  ) {
    if let suggestion = NameSuggestion.suggestion(for: key, among: keys) {
      mapping.suggestedKeys.append(suggestion)
      report(
        .unknownKey, at: location,
        "unknown key '\(key)' \(owner.place) — did you mean '\(suggestion)'?")
    } else {
      let allowed = keys.map { "'\($0)'" }.joined(separator: ", ")
      report(
        .unknownKey, at: location, "unknown key '\(key)' \(owner.place)",
        notes: [Diagnostic.Note("allowed keys: \(allowed)")])
    }
  }
}
