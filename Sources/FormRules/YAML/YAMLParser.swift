internal import CYAML

/// Owns one libyaml parser and its own copy of the input, and hands its events one at a
/// time to a ``YAMLTreeBuilder``. Every C event is freed as soon as the builder has taken
/// it; the parser and the input copy are freed in `deinit`.
///
/// libyaml's marks are 0-based and count characters (Unicode scalars, not bytes) since the
/// last line break; they become 1-based ``YAMLMark``s here. The input is read as
/// UTF-8 only, so it must not start with a byte order mark (``YAMLLoader`` strips it).
final class YAMLParser {
  /// The libyaml parser (heap-allocated: libyaml keeps pointers into it).
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  /// The parser's copy of the input bytes, alive as long as the parser.
  private let input: UnsafeMutableBufferPointer<UInt8>
  /// The input as given, to locate reader errors that libyaml reports as byte offsets.
  private let bytes: ArraySlice<UInt8>
  /// The file name put into every location.
  private let file: String

  /// Creates a parser over a copy of `bytes`.
  init(input bytes: ArraySlice<UInt8>, file: String) throws(YAMLError) {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    guard yaml_parser_initialize(parser) == 1 else {
      parser.deallocate()
      throw YAMLError(
        .yamlSyntax, at: SourceLocation(file: file, line: 1, column: 1),
        "libyaml could not allocate a parser")
    }
    let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(fromContentsOf: bytes)
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    if let base = input.baseAddress {
      yaml_parser_set_input_string(parser, base, bytes.count)
    }
    self.parser = parser
    self.input = input
    self.bytes = bytes
    self.file = file
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
    input.deallocate()
  }

  /// Parses the next event and hands it to `builder`; returns the document at the end of
  /// the stream, `nil` before. Throws libyaml's error (`FR002`) when the input is not valid
  /// YAML, and whatever the builder refuses. The C event is freed before returning.
  func next(into builder: inout YAMLTreeBuilder) throws(YAMLError) -> YAMLDocument? {
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else { throw currentError() }
    defer { yaml_event_delete(&event) }
    let mark = Self.mark(of: event.start_mark)
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      try builder.startDocument(at: mark)
    case YAML_STREAM_END_EVENT:
      return builder.finish()
    case YAML_ALIAS_EVENT:
      try builder.alias(Self.string(event.data.alias.anchor) ?? "", at: mark)
    case YAML_SCALAR_EVENT:
      let data = event.data.scalar
      let text = data.value.map {
        String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
      }
      try builder.scalar(
        YAMLScalar(text: text ?? "", style: Self.style(data.style), tag: Self.explicitTag(data.tag)),
        anchor: Self.string(data.anchor), at: mark)
    case YAML_SEQUENCE_START_EVENT:
      try builder.open(.sequence, anchor: Self.string(event.data.sequence_start.anchor), at: mark)
    case YAML_MAPPING_START_EVENT:
      try builder.open(.mapping, anchor: Self.string(event.data.mapping_start.anchor), at: mark)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      builder.close()
    default:  // stream start and document end (YAML_NO_EVENT is never returned on success)
      break
    }
    return nil
  }

  /// The error libyaml has just reported, as an `FR002` ``YAMLError``.
  private func currentError() -> YAMLError {
    let state = parser.pointee
    let problem = Self.string(state.problem)?.lowercased() ?? "invalid yaml"
    switch state.error {
    case YAML_READER_ERROR:
      let value = state.problem_value
      let detail = value >= 0 ? " (0x\(Self.hex(value)))" : ""
      let location = YAMLByteLocator.location(
        ofByteOffset: state.problem_offset, in: bytes, file: file)
      return YAMLError(.yamlSyntax, at: location, problem + detail)
    case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
      var notes: [Diagnostic.Note] = []
      if let context = Self.string(state.context) {
        notes.append(Diagnostic.Note(context.lowercased(), at: location(of: state.context_mark)))
      }
      return YAMLError(
        .yamlSyntax, at: location(of: state.problem_mark), problem, notes: notes)
    default:  // YAML_MEMORY_ERROR and anything libyaml may add
      return YAMLError(
        .yamlSyntax, at: SourceLocation(file: file, line: 1, column: 1),
        "libyaml failed: \(problem)")
    }
  }

  /// A libyaml 0-based mark as a 1-based location.
  private func location(of mark: yaml_mark_t) -> SourceLocation {
    Self.mark(of: mark).location(in: file)
  }

  /// A libyaml 0-based mark as a 1-based ``YAMLMark``.
  private static func mark(of mark: yaml_mark_t) -> YAMLMark {
    YAMLMark(line: mark.line + 1, column: mark.column + 1)
  }

  /// A C string from libyaml, or `nil` for a null pointer.
  private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// A libyaml `yaml_char_t` string, or `nil` for a null pointer.
  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// A scalar's explicit tag; `nil` when there is none or it is the non-specific `!`.
  private static func explicitTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let tag = string(pointer), tag != "!" else { return nil }
    return tag
  }

  /// libyaml's scalar style as ours (libyaml never reports "any style" when parsing).
  private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }

  /// A reader error's offending byte or code point in lower-case hex, at least two digits.
  private static func hex(_ value: Int32) -> String {
    let digits = String(value, radix: 16)
    return digits.count < 2 ? "0" + digits : digits
  }
}
