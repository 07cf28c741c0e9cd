/// The frame every page `formcheck serve` renders shares: the document's head, with the
/// stylesheet, and the `<main>` its content goes in, under a heading of the page's title.
enum HTMLDocument {
  /// Everything up to and including the `<h1>` of a page in `language` titled `title`
  /// (both escaped here), loading `scripts` (paths under `/assets/`) deferred.
  static func opening(language: String, title: String, scripts: [String] = []) -> String {
    let title = HTMLText.escaped(title)
    var head = """
      <!doctype html>
      <html lang="\(HTMLText.escaped(language))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <link rel="stylesheet" href="/assets/form.css">

      """
    for script in scripts { head += "<script src=\"\(HTMLText.escaped(script))\" defer></script>\n" }
    head += """
      </head>
      <body>
      <main>
      <h1>\(title)</h1>

      """
    return head
  }

  /// What closes a page begun with ``opening(language:title:scripts:)``.
  static let closing = "</main>\n</body>\n</html>\n"
}
