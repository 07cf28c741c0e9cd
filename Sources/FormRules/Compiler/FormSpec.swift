/// A compiled form spec: loaded once, shared freely, and used to create any number of
/// ``Form`` sessions.
///
/// ```swift
/// let spec = try FormSpec(contentsOfFile: "forms/register.yaml")
/// let form = try Form(spec: spec)
/// ```
public struct FormSpec: Sendable {
  /// The compiled form.
  let compiled: CompiledForm
  /// Warnings found while compiling (a spec with errors does not load).
  public let warnings: [Diagnostic]

  init(compiled: CompiledForm, warnings: [Diagnostic]) {
    self.compiled = compiled
    self.warnings = warnings
  }

  /// Loads and compiles the spec file at `path`. List stores are read relative to it.
  /// Throws every error found, not just the first.
  public init(contentsOfFile path: String) throws(FormSpecError) {
    try self.init(outcome: SpecPipeline.compileFile(path))
  }

  /// Compiles spec text. `file` names it in diagnostics; list stores are read relative to
  /// `baseDirectory`.
  public init(yaml: String, file: String = "<string>", baseDirectory: String = ".") throws(FormSpecError) {
    try self.init(outcome: SpecPipeline.compile(Array(yaml.utf8), file: file, baseDirectory: baseDirectory))
  }

  /// The spec of a compile's outcome; throws its diagnostics when it failed.
  init(outcome: (CompiledForm?, [Diagnostic])) throws(FormSpecError) {
    guard let compiled = outcome.0 else { throw FormSpecError(diagnostics: outcome.1) }
    self.init(compiled: compiled, warnings: outcome.1)
  }

  /// The `form:` name.
  public var name: String { compiled.definition.name.value }
  /// The `title:`, if any, in the spec's locale (``localized(to:)``).
  public var title: String? { compiled.title }
  /// The fields, in spec order.
  public var fields: [FieldInfo] {
    compiled.fields.map {
      FieldInfo(
        name: $0.name, label: $0.label, isSecret: $0.secret, isOptional: $0.optional, type: $0.type,
        isInput: $0.role.isInput)
    }
  }
  /// Whether the spec has groups (`fields:` inside a field): its records and states nest,
  /// and ``fields`` also lists what the session fills in itself.
  public var hasGroups: Bool { compiled.hasGroups }
  /// How a record of a form with groups nests (``RecordShape``).
  package var recordShape: [RecordShape] { RecordShape.shape(of: compiled) }
  /// Whether some field has `visible_when` (its state can then say `"visible":false`).
  package var hidesFields: Bool { compiled.visibleConditions.contains { $0 != nil } }

  /// Whether the spec has `lists:` (states then have a `"lists"` member).
  package var hasLists: Bool { !compiled.lists.isEmpty }
  /// The buttons' names, in spec order.
  public var buttonNames: [String] { compiled.buttons.map(\.name) }
  /// The names of the log-in buttons: those whose action is `verify:`.
  package var logInButtonNames: Set<String> {
    Set(compiled.buttons.compactMap { if case .verify? = $0.action { $0.name } else { nil } })
  }
  /// The names of the `computed:` values, in spec order.
  public var computedNames: [String] { compiled.computed.map(\.name) }
  /// The `unknown_fields:` policy: whether a batch record may name a key of no field.
  package var unknownFields: UnknownFieldPolicy { compiled.definition.unknownFields }
  /// The `default_locale:` (`en` when the spec names none): the locale of its plain texts.
  public var defaultLocale: String { compiled.definition.defaultLocale.text }

  /// The spec with its labels, title and messages in `locale`, a BCP 47 tag (nil: its
  /// `default_locale`). A text not given in `locale` falls back by dropping subtags
  /// (`zh-Hans-CN`, `zh-Hans`, `zh`), then to the default locale; a tag that is not well
  /// formed is as good as none. ``fields`` and ``title`` then read in that locale; a
  /// session's messages follow ``FormEnvironment/locale``.
  public func localized(to locale: String?) -> FormSpec {
    FormSpec(compiled: compiled.localized(in: locale.flatMap(LocaleTag.init)), warnings: warnings)
  }

  /// Whether `text` is a well-formed BCP 47 language tag (`zh-CN`, `fr`; not `zh_CN`).
  public static func isLocaleTag(_ text: String) -> Bool { LocaleTag(text) != nil }
}

/// What a program needs to know about a field to present it.
public struct FieldInfo: Sendable, Hashable {
  /// The field's name in the spec.
  public var name: String
  /// Its label for people.
  public var label: String
  /// Whether its value must never be shown.
  public var isSecret: Bool
  /// Whether empty counts as valid.
  public var isOptional: Bool
  /// What its value reads as (`type:`).
  public var type: ValueType
  /// Whether people and records set it; false for what a form with groups fills in
  /// itself: a repeated group's own field (its count and status, named by the group's
  /// path), an aggregate such as `sum(lines.amount)`.
  public var isInput = true
}

/// A spec that did not compile, with everything wrong in it.
public struct FormSpecError: Error, Sendable, CustomStringConvertible {
  /// Every diagnostic, errors and warnings, in source order.
  public let diagnostics: [Diagnostic]

  /// One `file:line:column: error: [CODE] message` line per diagnostic, safe to print on
  /// a terminal: the file name and message (which may quote the spec) go through
  /// ``VisibleText``.
  public var description: String {
    diagnostics.map {
      VisibleText.escaped("\($0.location): \($0.severity.rawValue): [\($0.code)] \($0.message)")
    }
    .joined(separator: "\n")
  }
}
