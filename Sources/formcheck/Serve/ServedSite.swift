import FormRules

/// What `formcheck serve` serves: its forms, by name, and the environment every session
/// runs against (where table stores live, the HTTP client for services, the process's
/// variables). A session sets its own locale on a copy of the environment.
struct ServedSite: Sendable {
  /// The forms, sorted by name; no two share one.
  let forms: [ServedForm]
  /// The environment sessions start from.
  let environment: FormEnvironment

  /// A site of `forms` (sorted here by name) whose sessions run against `environment`.
  init(forms: [ServedForm], environment: FormEnvironment) {
    self.forms = forms.sorted { $0.name < $1.name }
    self.environment = environment
  }

  /// The form called `name`, if served.
  func form(named name: String) -> ServedForm? {
    forms.first { $0.name == name }
  }
}
