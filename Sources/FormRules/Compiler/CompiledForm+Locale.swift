/// The texts of a compiled form in one locale: what a session shows.
extension CompiledForm {
  /// The `title:` in the form's locale.
  var title: String? { titles?.value(in: locale) }

  /// The form with every label and message in `locale` (nil: the spec's default locale),
  /// each looked up as ``Localized`` says. Done once per session, so that checking a
  /// value never looks a text up.
  func localized(in locale: LocaleTag?) -> CompiledForm {
    guard locale != self.locale else { return self }
    var form = self
    form.locale = locale
    let labels = fields.map { $0.labels.value(in: locale) }
    for index in form.fields.indices {
      form.fields[index].label = labels[index]
      form.fields[index].okMessage = fields[index].okMessages?.value(in: locale)
      form.fields[index].save?.failedMessage = fields[index].save?.failedMessages?.value(in: locale)
      for check in form.fields[index].checks.indices {
        form.fields[index].checks[check].localize(in: locale, label: labels[index], labels: labels)
      }
    }
    for index in form.repeatedGroups.indices {
      form.repeatedGroups[index] = repeatedGroups[index].localized(in: locale)
    }
    for index in form.lists.indices { form.lists[index].label = lists[index].labels.value(in: locale) }
    for index in form.buttons.indices {
      form.buttons[index].okMessage = buttons[index].okMessages.value(in: locale)
      form.buttons[index].failedMessage = buttons[index].failedMessages?.value(in: locale)
    }
    return form
  }
}
