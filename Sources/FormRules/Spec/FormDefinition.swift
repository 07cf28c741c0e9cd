/// A form spec as written: the typed model decoded from YAML, before compilation.
///
/// Every name and reference keeps its source location so that later passes can point
/// at it. Decoding never stops at the first mistake; see ``SpecDecoder``.
struct FormDefinition: Sendable, Equatable {
  /// The spec file's path as the user named it.
  var file: String
  /// The `form:` identifier.
  var name: Located<String>
  /// The optional `title:` for people.
  var title: LocalizedText?
  /// `default_locale:`, the locale of plain texts and of sessions that name none
  /// (default `en`).
  var defaultLocale = BuiltInLocale.en.tag
  /// The form-wide `length_unit:` (default graphemes).
  var lengthUnit: LengthUnit
  /// `unknown_fields:`, what a batch record's key of no field makes (default ignored).
  var unknownFields = UnknownFieldPolicy.ignore
  /// `services:` in source order.
  var services: [ServiceDefinition] = []
  /// `validators:` in source order.
  var validators: [ValidatorDefinition] = []
  /// `stores:` in source order.
  var stores: [StoreDefinition]
  /// `fields:` in source order.
  var fields: [FieldDefinition]
  /// `computed:` in source order.
  var computed: [ComputedDefinition] = []
  /// `buttons:` in source order.
  var buttons: [ButtonDefinition]
  /// `lists:` in source order.
  var lists: [ListDefinition] = []
  /// `examples:` in source order.
  var examples: [ExampleDefinition]
  /// The names the spec declares, when it has groups (nil in a spec without).
  var names: NameTree? = nil
}
