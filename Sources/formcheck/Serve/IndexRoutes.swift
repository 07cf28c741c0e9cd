import FormRules
import ServeWire

/// `GET /`: an HTML page listing the served forms in the visitor's language
/// (`Accept-Language`), each linking to its live page (`/forms/NAME`) and its record
/// schema.
struct IndexRoutes: HTTPRoutes {
  let site: ServedSite

  func respond(to request: HTTPRequest) -> HTTPResponse? {
    guard request.path == "/" else { return nil }
    guard request.method == "GET" else {
      return JSONResponse.methodNotAllowed(request.method, allowed: ["GET"])
    }
    let language = AcceptLanguage.locale(from: request.header("accept-language"), defaultLocale: "en") ?? "en"
    let words = PageWords.words(for: language)
    var html = HTMLDocument.opening(language: language, title: words.forms) + "<ul class=\"forms\">\n"
    for form in site.forms {
      let segment = HTMLText.escaped(PercentEncoding.encoded(form.name))
      let title = HTMLText.escaped(form.spec.localized(to: language).title ?? form.name)
      html += "<li><a href=\"/forms/\(segment)\">\(title)</a> "
      html += "(<a href=\"/api/forms/\(segment)/schema\">\(HTMLText.escaped(words.recordSchema))</a>)</li>\n"
    }
    html += "</ul>\n" + HTMLDocument.closing
    return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8))
  }

  func routeLabel(for path: String) -> String? {
    path == "/" ? "/" : nil
  }
}
