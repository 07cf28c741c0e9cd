import FormRules

/// One form `formcheck serve` serves: its name in URLs (`/forms/NAME`,
/// `/api/forms/NAME/…`, the spec file's name without `.yaml`/`.yml`) and its compiled spec.
struct ServedForm: Sendable {
  /// The name in URLs.
  let name: String
  /// The compiled spec.
  let spec: FormSpec
  /// The spec file's path, as given or found, for messages and the index page.
  let file: String
}
