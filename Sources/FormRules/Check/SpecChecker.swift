/// Checks specs exactly as `formcheck check` does: every diagnostic of compiling a spec,
/// then — for every part of the form its errors leave intact — whether each input and
/// button can ever be enabled (with a witness when asked), and the failures of its
/// `examples:`. One error does not hide the next, and nothing is thrown: a spec that
/// cannot be read is one diagnostic too.
///
/// ```swift
/// let diagnostics = SpecChecker().check(file: "forms/register.yaml")
/// let errors = diagnostics.filter { $0.severity == .error }
/// for diagnostic in diagnostics {
///   print("\(diagnostic.location): \(diagnostic.severity.rawValue): [\(diagnostic.code)] \(diagnostic.message)")
/// }
/// ```
///
/// Diagnostics come in source order, with stable codes (`FR001` …; see `docs/checking.md`).
/// Their messages and file names quote the spec: show control characters in them as
/// escapes before printing them on a terminal (``FormSpecError/description`` does).
public struct SpecChecker: Sendable {
  /// Whether each input and button that can be enabled gets a witness note (`FR503`):
  /// field values that enable it, verified by running them through the engine
  /// (`formcheck check --explain`).
  public var witnesses: Bool
  /// The locale the examples' sessions run in, as ``FormEnvironment/locale``
  /// (`formcheck check --locale`); nil: each spec's `default_locale`.
  public var locale: String?
  /// The date `today` reads in examples without a `today:` of their own and in the
  /// witness search (nil: the local date; `formcheck check --today`).
  public var today: CalendarDate?
  /// The environment variables a service's `${NAME}` may name (`formcheck check
  /// --allow-env`): any other is an FR214 error, as a session would refuse it.
  package var variables = VariablePolicy()

  /// A checker; `witnesses` asks for a witness note per input and button that can be
  /// enabled, as `formcheck check --explain` does; `locale` is the examples' locale;
  /// `today` fixes the date examples and the witness search read.
  public init(witnesses: Bool = false, locale: String? = nil, today: CalendarDate? = nil) {
    self.witnesses = witnesses
    self.locale = locale
    self.today = today
  }

  /// Checks the spec file at `path` as `formcheck check PATH` does: a file that cannot be
  /// read (missing, a symbolic link, too large) or a YAML file that is not a form spec is
  /// one error saying so. List stores are read relative to the file.
  public func check(file path: String) -> [Diagnostic] {
    outcome(ofFile: path, named: true)?.diagnostics ?? []
  }

  /// Checks spec text. `file` names it in diagnostics; list stores are read relative to
  /// `baseDirectory`.
  public func check(yaml: String, file: String = "<string>", baseDirectory: String = ".") -> [Diagnostic] {
    check(Array(yaml.utf8), file: file, baseDirectory: baseDirectory)
  }

  /// Checks spec `bytes` read from `file` (for tests and fuzzing, which have bytes that
  /// need not be UTF-8).
  package func check(_ bytes: [UInt8], file: String, baseDirectory: String) -> [Diagnostic] {
    analysed(SpecPipeline.analysable(bytes, file: file, baseDirectory: baseDirectory, variables: variables))
  }

  /// Checks the loaded `document` of `file` (the file checker has loaded it to tell
  /// whether the file is a spec).
  func check(_ document: YAMLDocument, file: String, baseDirectory: String) -> [Diagnostic] {
    analysed(
      SpecPipeline.analysable(document, file: file, baseDirectory: baseDirectory, variables: variables))
  }

  /// The compile diagnostics of `outcome`, then the reachability analysis and example
  /// failures of what its errors leave intact.
  private func analysed(_ outcome: (AnalysableForm?, [Diagnostic])) -> [Diagnostic] {
    let (analysable, diagnostics) = outcome
    guard let analysable else { return diagnostics }
    return diagnostics + ReachabilityAnalysis.diagnostics(for: analysable, witnesses: witnesses, today: today)
      + ExampleRunner.run(analysable, locale: locale, today: today)
  }
}
