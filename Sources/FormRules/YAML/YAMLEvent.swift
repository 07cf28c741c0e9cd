/// One libyaml parsing event, copied into Swift values so that the C event can be freed at
/// once.
///
/// libyaml delivers events in this grammar:
///
///     stream   ::= STREAM-START document* STREAM-END
///     document ::= DOCUMENT-START node DOCUMENT-END
///     node     ::= ALIAS | SCALAR | sequence | mapping
///     sequence ::= SEQUENCE-START node* SEQUENCE-END
///     mapping  ::= MAPPING-START (node node)* MAPPING-END
struct YAMLEvent: Sendable {
  /// Which event it is, with the data the loader uses.
  enum Kind: Sendable {
    case streamStart
    case documentStart
    case documentEnd
    case streamEnd
    /// `*name`: a reference to an anchored node.
    case alias(String)
    case scalar(YAMLScalar)
    case sequenceStart
    case sequenceEnd
    case mappingStart
    case mappingEnd
  }

  /// Which event it is.
  var kind: Kind
  /// The `&name` anchor on a scalar, sequence or mapping, if any.
  var anchor: String?
  /// Where the event starts (for a node, where its anchor, tag or content starts).
  var mark: YAMLMark
}
