/// Parses every rule's `message:` into templates (``MessageTemplate``), reporting a
/// placeholder that does not exist or that the rule cannot fill, and a stray brace, at its
/// exact place in the message (FR701); and warns about a text map that lacks a locale
/// other text maps of the spec have (FR702).
struct MessagePass: CompilerPass {
  /// The most FR701s reported for one text: a hostile message of many stray braces gets a
  /// few, not one per brace.
  static let mistakesPerText = 8

  func run(_ context: inout CompilationContext) {
    let definition = context.definition
    for field in definition.fields {
      for rule in field.rules {
        guard let message = rule.message else { continue }
        context.messageTemplates[rule.location] = templates(of: message, rule: rule, in: &context)
      }
    }
    warnAboutMissingLocales(in: definition, context: &context)
  }

  /// The templates of `message`, a message of `rule`, each text parsed and its placeholders
  /// checked against those the rule's kind offers.
  private func templates(
    of message: LocalizedText, rule: RuleDefinition, in context: inout CompilationContext
  )
    -> Localized<MessageTemplate>
  {
    let kind = rule.kind.rule
    let offered =
      [MessagePlaceholder.label] + MessagePlaceholder.allCases.filter { kind.messageArguments[$0] != nil }
    var parsed: [(key: String, value: MessageTemplate)] = []
    for (key, text) in message.texts(defaultLocale: context.definition.defaultLocale) {
      let result = MessageTemplate.parse(text.value)
      let names = offered.map { "'{\($0.rawValue)}'" }.joined(separator: ", ")
      var mistakes = result.mistakes.map {
        (offset: $0.offset, message: $0.message, notes: [Diagnostic.Note]())
      }
      for (placeholder, offset) in result.placeholders where !offered.contains(placeholder) {
        mistakes.append(
          (
            offset,
            "a '\(type(of: kind).keyword)' rule cannot fill '{\(placeholder.rawValue)}' in its message",
            [Diagnostic.Note("its message may say \(names)")]
          ))
      }
      // One walk over the text locates them all, in order.
      var cursor = SourceCursor(at: text.location)
      var scalars = text.value.unicodeScalars.makeIterator()
      var position = 0
      for mistake in mistakes.sorted(by: { $0.offset < $1.offset }).prefix(Self.mistakesPerText) {
        while position < mistake.offset, let scalar = scalars.next() {
          cursor.advance(over: scalar)
          position += 1
        }
        context.report(.invalidPlaceholder, at: cursor.location, mistake.message, notes: mistake.notes)
      }
      parsed.append((key, result.template))
    }
    return Localized(parsed, defaultLocale: context.definition.defaultLocale, first: parsed[0].value)
  }

  /// FR702 for each text map that lacks a locale another text map of the spec has.
  private func warnAboutMissingLocales(in definition: FormDefinition, context: inout CompilationContext) {
    var texts: [LocalizedText?] = [definition.title]
    for field in definition.fields {
      texts += [field.label, field.okMessage] + field.rules.map(\.message)
    }
    for button in definition.buttons { texts += [button.okMessage, button.failedMessage] }
    let maps = texts.compactMap { $0 }.filter(\.isMap)
    var spoken: [LocaleTag] = []
    for map in maps {
      for entry in map.entries {
        if let tag = entry.locale?.value, !spoken.contains(tag) { spoken.append(tag) }
      }
    }
    for map in maps {
      let has = Set(map.entries.compactMap { $0.locale?.value })
      let missing = spoken.filter { !has.contains($0) }
      guard !missing.isEmpty else { continue }
      let names = missing.map { "'\($0.text)'" }.joined(separator: ", ")
      context.report(
        .missingTranslation, .warning, at: map.location,
        "\(map.what) has no \(names), which other texts of the spec have")
    }
  }
}
