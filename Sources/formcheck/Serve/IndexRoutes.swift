import FormRules

/// `GET /`: an HTML page listing the served forms, each linking to its page
/// (`/forms/NAME`) and its record schema.
struct IndexRoutes: HTTPRoutes {
  let site: ServedSite

  func respond(to request: HTTPRequest) -> HTTPResponse? {
    guard request.path == "/" else { return nil }
    guard request.method == "GET" else {
      return JSONResponse.methodNotAllowed(request.method, allowed: ["GET"])
    }
    var html = """
      <!doctype html>
      <html lang="en">
      <head><meta charset="utf-8"><title>Forms — formcheck serve</title></head>
      <body>
      <h1>Forms</h1>
      <ul>

      """
    for form in site.forms {
      let segment = HTMLText.escaped(HTMLText.pathSegment(form.name))
      let title = HTMLText.escaped(form.spec.title ?? form.name)
      html += "<li><a href=\"/forms/\(segment)\">\(title)</a> (\(HTMLText.escaped(form.name)); "
      html += "<a href=\"/api/forms/\(segment)/schema\">record schema</a>)</li>\n"
    }
    html += "</ul>\n</body>\n</html>\n"
    return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8))
  }

  func routeLabel(for path: String) -> String? {
    path == "/" ? "/" : nil
  }
}
