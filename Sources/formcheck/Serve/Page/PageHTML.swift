import FormRules

/// A form's page as HTML, from its ``PageView``: a `<form>` that works without
/// JavaScript (submitting posts every value back and re-renders with statuses) and that
/// `/assets/form.js` makes live. The element ids and attributes it writes are the page's
/// contract with the script and the browser tests (docs/serve.md, "The DOM contract"); every text in it
/// goes through ``HTMLText/escaped(_:)``.
struct PageHTML {
  private let view: PageView
  private let statusWords: CLIWords
  private let listWords: ListWords
  private let words: PageWords
  private var html = ""

  /// The whole page of `view`.
  static func page(_ view: PageView) -> String {
    var page = PageHTML(view: view)
    page.render()
    return page.html
  }

  private init(view: PageView) {
    self.view = view
    statusWords = CLIWords.words(for: view.language)
    listWords = ListWords.words(for: view.language)
    words = PageWords.words(for: view.language)
  }

  private static func e(_ text: String) -> String { HTMLText.escaped(text) }

  private mutating func render() {
    let action = Self.e(PageRoutes.path(of: view.name))
    html += HTMLDocument.opening(language: view.language, title: view.title, scripts: ["/assets/form.js"])
    html += """
      <form id="form" method="post" action="\(action)" data-structure="\(Self.e(view.structure))" novalidate>

      """
    for entry in view.entries { render(entry) }
    renderComputed()
    renderButtons()
    html += "</form>\n"
    for list in view.lists { render(list) }
    html += HTMLDocument.closing
  }

  // MARK: Entries

  private mutating func render(_ entry: PageView.Entry) {
    switch entry {
    case .field(let field): render(field)
    case .group(let path, let label, let state, let members):
      html += "<fieldset class=\"group\" id=\"group-\(Self.e(path))\">\n<legend>\(Self.e(label))</legend>\n"
      renderStatus(of: state, path: path)
      for member in members { render(member) }
      html += "</fieldset>\n"
    case .repeated(let group): render(group)
    }
  }

  private mutating func render(_ field: PageView.Field) {
    let path = Self.e(field.path)
    let state = field.state
    let disabled = state.enabled ? "" : " disabled"
    let invalid = state.result.status == .failed ? "true" : "false"
    let common =
      "id=\"field-\(path)\" name=\"\(path)\" aria-describedby=\"status-\(path)\" aria-invalid=\"\(invalid)\""
      + (field.info.isOptional ? "" : " aria-required=\"true\"") + disabled
    html += "<div class=\"field\" id=\"entry-\(path)\"\(state.visible ? "" : " hidden")>\n"
    html += "<label for=\"field-\(path)\">\(Self.e(field.info.label))</label>\n"
    let value = field.value ?? ""
    switch Self.inputType(of: field.info) {
    case "checkbox":
      // An unchecked box sends nothing: the hidden input before it sends false then.
      html += "<input type=\"hidden\" name=\"\(path)\" value=\"false\"\(disabled)>\n"
      html += "<input type=\"checkbox\" \(common) value=\"true\"\(value == "true" ? " checked" : "")>\n"
    case let type:
      let step =
        field.info.type == .integer ? " step=\"1\"" : field.info.type == .number ? " step=\"any\"" : ""
      let extra = field.info.isSecret ? " autocomplete=\"new-password\"" : ""
      html += "<input type=\"\(type)\" \(common) value=\"\(Self.e(value))\"\(step)\(extra)>\n"
    }
    renderStatus(of: state, path: field.path)
    html += "</div>\n"
  }

  /// The `type` of a field's `<input>`: `password` for a secret, `checkbox` for a boolean,
  /// `number`, `date`, `email` for an email format, else `text`.
  static func inputType(of field: PresentedEntry.Field) -> String {
    if field.isSecret { return "password" }
    switch field.type {
    case .boolean: return "checkbox"
    case .number, .integer: return "number"
    case .date: return "date"
    case .text: return field.isEmail ? "email" : "text"
    }
  }

  private mutating func render(_ group: PageView.Repeated) {
    let path = Self.e(group.path)
    html +=
      "<fieldset class=\"group repeated\" id=\"group-\(path)\">\n<legend>\(Self.e(group.label))</legend>\n"
    renderStatus(of: group.state, path: group.path)
    for (index, item) in group.items.enumerated() {
      let itemPath = Self.e("\(group.path)[\(index + 1)]")
      html += "<fieldset class=\"item\" id=\"item-\(itemPath)\">\n"
      html += "<legend>\(Self.e(words.item(group.label, number: index + 1)))</legend>\n"
      for entry in item { render(entry) }
      if group.items.count > group.minimum {
        html +=
          "<button type=\"submit\" class=\"remove\" id=\"remove-\(itemPath)\" name=\"remove\" value=\"\(itemPath)\">"
          + "\(Self.e(words.remove))</button>\n"
      }
      html += "</fieldset>\n"
    }
    if group.items.count < group.maximum {
      html +=
        "<button type=\"submit\" class=\"add\" id=\"add-\(path)\" name=\"add\" value=\"\(path)\">"
        + "\(Self.e(words.addAnother))</button>\n"
    }
    html += "</fieldset>\n"
  }

  /// A field's or group's status: its word (shown by the style sheet before the text,
  /// so that colour is never alone) and its message.
  private mutating func renderStatus(of state: FieldState, path: String) {
    let status = state.result.status
    html +=
      "<p class=\"status\" id=\"status-\(Self.e(path))\" data-status=\"\(status.rawValue)\" "
      + "data-word=\"\(Self.e(statusWords.word(for: status)))\" aria-live=\"polite\">"
      + "\(Self.e(state.result.message ?? ""))</p>\n"
  }

  // MARK: Computed values, buttons, lists

  private mutating func renderComputed() {
    guard !view.computed.isEmpty else { return }
    html += "<section class=\"computed\" aria-label=\"\(Self.e(words.computed))\">\n<dl>\n"
    for value in view.computed {
      let name = Self.e(value.name)
      html += "<dt>\(name)</dt><dd id=\"computed-\(name)\" aria-live=\"polite\">"
      html += Self.e(value.value?.description ?? "—") + "</dd>\n"
    }
    html += "</dl>\n</section>\n"
  }

  private mutating func renderButtons() {
    html += "<div class=\"actions\">\n"
    // The first submit button is what Enter presses: checking, not an action.
    html += "<button type=\"submit\" class=\"check\" id=\"check\" name=\"check\" value=\"1\">"
    html += Self.e(words.check) + "</button>\n"
    for button in view.buttons {
      let name = Self.e(button.name)
      html += "<span class=\"button\">"
      html += "<button type=\"submit\" id=\"button-\(name)\" name=\"tap\" value=\"\(name)\""
      html += (button.enabled ? "" : " disabled") + (button.executing ? " aria-busy=\"true\"" : "") + ">"
      html += Self.e(Self.label(ofButton: button.name)) + "</button>"
      html += "<span class=\"result\" id=\"result-\(name)\""
      if let result = button.result {
        html += " data-status=\"\(result.status.rawValue)\""
        html += " data-word=\"\(Self.e(result.status == .ok ? statusWords.ok : statusWords.failed))\""
      }
      html += " aria-live=\"polite\">\(Self.e(button.result?.message ?? ""))</span></span>\n"
    }
    html += "</div>\n"
  }

  /// A button's label: its name with blanks for underscores, capitalised (`Place order`).
  static func label(ofButton name: String) -> String {
    let words = name.replacing("_", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  private mutating func render(_ list: PageView.List) {
    let name = Self.e(list.state.name)
    html += "<section class=\"list\">\n<h2 id=\"list-label-\(name)\">\(Self.e(list.label))</h2>\n"
    let (status, text) = Self.status(of: list.state, words: listWords)
    html +=
      "<p class=\"list-status\" id=\"list-status-\(name)\" data-status=\"\(status)\" aria-live=\"polite\">"
    html += Self.e(text) + "</p>\n"
    html += "<table id=\"list-\(name)\" aria-labelledby=\"list-label-\(name)\">\n<thead><tr>"
    for column in list.state.columns { html += "<th scope=\"col\">\(Self.e(column))</th>" }
    html += "</tr></thead>\n<tbody>\n"
    for item in list.state.items {
      html += "<tr>" + item.map { "<td>\(Self.e($0))</td>" }.joined() + "</tr>\n"
    }
    html += "</tbody>\n</table>\n</section>\n"
  }

  /// A list's status word and the line saying what it shows (`2 of 12`, `loading…`).
  static func status(of list: ListState, words: ListWords) -> (status: String, text: String) {
    switch list.status {
    case .loading: (list.status.word, words.loading)
    case .failed(let message): (list.status.word, "\(words.failed): \(message)")
    case .ok:
      (list.status.word, list.count == 0 ? words.noMatches : words.shown(list.items.count, of: list.count))
    }
  }
}
