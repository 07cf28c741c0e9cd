/// Decodes a spec's YAML node tree into a ``FormDefinition``, collecting every mistake.
///
/// Decoding never stops at the first mistake: each wrong key or value is reported (codes
/// `FR101`–`FR109`) and skipped or replaced by a neutral value, and decoding goes on, so
/// that one run shows every problem. References (fields, stores, buttons, validators),
/// expressions and patterns are kept as located text, not resolved: the compiler checks
/// them. A definition returned together with error diagnostics is best-effort, for later
/// passes to find more mistakes in; it must not be run.
enum SpecDecoder {
  /// The top-level keys.
  static let keys = [
    "form", "title", "default_locale", "length_unit", "unknown_fields", "services", "validators", "stores",
    "fields", "computed", "buttons", "lists", "examples",
  ]

  /// Decodes `root`, the document node of the spec file `file`.
  ///
  /// - Returns: the definition, or nil when `root` is missing or not a mapping; and the
  ///   diagnostics, ordered by location.
  static func decode(_ root: YAMLNode?, file: String) -> (FormDefinition?, [Diagnostic]) {
    var reader = SpecReader(file: file)
    guard let root else {
      reader.report(
        .missingKey, at: SourceLocation(file: file, line: 1, column: 1),
        "the spec is empty: it needs 'form' and 'fields'")
      return (nil, reader.diagnostics)
    }
    guard
      let top = reader.mapping(
        root, as: "the spec", owner: .spec, keys: keys,
        hint: "a spec is a mapping with 'form', 'fields' and the other top-level keys")
    else { return (nil, sorted(reader.diagnostics)) }
    var form = FormDefinition(
      file: file, name: Located(value: "", location: top.location), title: nil,
      lengthUnit: .graphemes, stores: [], fields: [], buttons: [], examples: [])
    if let entry = top["form"] {
      if let name = reader.locatedText(entry.value, as: entry.what, needs: "a name") {
        reader.checkName(name, at: reader.location(of: entry.value), kind: "form", allowingHyphens: true)
        form.name = name
      }
    } else {
      reader.reportMissing(["form"], in: top, owner: .spec)
    }
    form.title = top["title"].flatMap { reader.localizedText($0.value, as: $0.what) }
    if let tag = top["default_locale"].flatMap({ reader.localeTag($0.value, as: $0.what) }) {
      form.defaultLocale = tag
    }
    form.lengthUnit =
      top["length_unit"].flatMap { reader.lengthUnit($0.value, as: $0.what) } ?? .graphemes
    if let policy = top["unknown_fields"].flatMap({
      reader.word($0.value, as: $0.what, noun: "policy") as UnknownFieldPolicy?
    }) {
      form.unknownFields = policy
    }
    let names = NameTree(root: NameTree.scan(root))
    if names.hasGroups {
      reader.names = names
      form.names = names
    }
    form.services = named(top["services"], kind: "service", reader: &reader, ServiceDecoder.decode)
    form.validators = named(
      top["validators"], kind: "validator", reader: &reader, ServiceDecoder.decodeValidator)
    form.stores = named(top["stores"], kind: "store", reader: &reader, StoreDecoder.decode)
    form.fields = named(top["fields"], kind: "field", reader: &reader, FieldDecoder.decode)
    form.computed = named(
      top["computed"], kind: "computed value", reader: &reader, ComputedDecoder.decode)
    form.buttons = named(top["buttons"], kind: "button", reader: &reader, ButtonDecoder.decode)
    form.lists = named(top["lists"], kind: "list", reader: &reader, ListDecoder.decode)
    if let fields = top["fields"] {
      if form.fields.isEmpty, fields.value.isSpecNull || isEmptyMapping(fields.value) {
        reader.report(.missingKey, at: reader.location(of: fields.value), "'fields' needs at least one field")
      }
    } else {
      reader.reportMissing(["fields"], in: top, owner: .spec)
    }
    if let examples = top["examples"] {
      let items = reader.list(examples.value, as: examples.what, nullIsEmpty: true) ?? []
      form.examples = items.enumerated().compactMap { index, item in
        ExampleDecoder.decode(item, index: index + 1, reader: &reader)
      }
    }
    DuplicateNames.check(form, reader: &reader)
    return (form, sorted(reader.diagnostics))
  }

  /// Decodes a section of named entries (`services:`, `stores:`, `fields:`, `computed:`,
  /// `buttons:`, `lists:`): a mapping of
  /// names, each checked as an identifier (FR104), to what `decode` makes of its value.
  static func named<Definition>(
    _ section: SpecMapping.Entry?, kind: String, reader: inout SpecReader,
    _ decode: (Located<String>, YAMLNode, inout SpecReader) -> Definition?
  ) -> [Definition] {
    guard let section,
      let mapping = reader.mapping(
        section.value, as: section.what, owner: .named(section.what), keys: nil, nullIsEmpty: true)
    else { return [] }
    return mapping.entries.compactMap { entry in
      reader.checkName(entry.key, at: entry.keyLocation, kind: kind)
      return decode(entry.key, entry.value, &reader)
    }
  }

  /// Whether `node` is a mapping with no entries.
  private static func isEmptyMapping(_ node: YAMLNode) -> Bool {
    if case .mapping(let pairs) = node.content { pairs.isEmpty } else { false }
  }

  /// `diagnostics` ordered by location, keeping the order found among equal locations.
  private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
  }
}
