import Foundation
import Testing

@testable import formcheck

/// The page of a form as `GET /forms/NAME` renders it: labels tied to typed inputs,
/// statuses with messages, inputs and buttons enabled exactly as the engine says, groups,
/// repeated groups and lists.
@Suite("serve: the form page")
struct PageRenderTests {
  @Test(
    "register.yaml's empty page: labelled typed inputs, empty statuses, a locked password, a disabled button")
  func registerEmpty() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["register"]))
    let page = await visitor.page("/forms/register")
    #expect(page.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
    #expect(page.contains("<title>Create an account</title>"))
    #expect(page.tag(id: "form")?.contains("method=\"post\" action=\"/forms/register\"") == true)
    #expect(page.contains("<label for=\"field-username\">Username</label>"))
    #expect(page.attribute("type", id: "field-username") == "text")
    #expect(page.attribute("name", id: "field-username") == "username")
    #expect(page.attribute("type", id: "field-password") == "password")
    #expect(page.attribute("data-status", id: "status-username") == "empty")
    #expect(page.attribute("aria-live", id: "status-username") == "polite")
    #expect(!page.has("disabled", id: "field-username"))
    #expect(page.has("disabled", id: "field-password"))
    #expect(page.has("disabled", id: "button-register"))
    #expect(page.attribute("name", id: "button-register") == "tap")
    #expect(page.attribute("value", id: "button-register") == "register")
    #expect(page.tag(id: "result-register") != nil)
    #expect(page.attribute("data-status", id: "result-register") == nil)
    // No inline script or style: the page works under `default-src 'self'`.
    #expect(!page.contains("<script>") && !page.contains("style=") && !page.contains("<style"))
    #expect(page.contains("<script src=\"/assets/form.js\" defer></script>"))
  }

  @Test(
    "after input: a short username fails with its message and keeps the password locked; a good one unlocks it"
  )
  func registerAfterInput() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["register"]))
    _ = await visitor.page("/forms/register")
    #expect(await visitor.send("/forms/register/input", #"{"field":"username","value":"abc"}"#) == 204)
    var page = await visitor.page("/forms/register")
    #expect(page.attribute("data-status", id: "status-username") == "failed")
    #expect(page.text(id: "status-username") == "Username must be at least 6 characters")
    #expect(page.attribute("aria-invalid", id: "field-username") == "true")
    #expect(page.attribute("value", id: "field-username") == "abc")
    #expect(page.has("disabled", id: "field-password"))

    page = await visitor.post("/forms/register", [("username", "alice1"), ("check", "1")])
    #expect(page.attribute("data-status", id: "status-username") == "ok")
    #expect(page.text(id: "status-username") == "Username is available")
    #expect(!page.has("disabled", id: "field-password"))
    #expect(page.has("disabled", id: "field-repeat_password"))
    #expect(page.has("disabled", id: "button-register"))
  }

  @Test(
    "order.yaml: a group as a fieldset, an email input, lines as items, add another below max, remove above min"
  )
  func orderGroups() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["order"]))
    var page = await visitor.page("/forms/order")
    #expect(page.tag(id: "group-customer")?.hasPrefix("<fieldset") == true)
    #expect(page.attribute("type", id: "field-customer.email") == "email")
    #expect(page.attribute("name", id: "field-customer.email") == "customer.email")
    #expect(page.contains("<label for=\"field-lines[1].sku\">SKU</label>"))
    #expect(page.attribute("type", id: "field-lines[1].quantity") == "number")
    #expect(page.tag(id: "field-lines[2].sku") == nil)
    #expect(page.tag(id: "add-lines") != nil)
    #expect(page.tag(id: "remove-lines[1]") == nil, "one line is the minimum")

    page = await visitor.post("/forms/order", [("lines[1].sku", "abc-1234"), ("add", "lines")])
    #expect(page.tag(id: "field-lines[2].sku") != nil)
    #expect(
      page.attribute("value", id: "field-lines[1].sku") == "ABC-1234"
        || page.attribute("value", id: "field-lines[1].sku") == "abc-1234")
    #expect(page.tag(id: "remove-lines[1]") != nil && page.tag(id: "remove-lines[2]") != nil)
    #expect(page.attribute("data-structure", id: "form") == "lines=2;")

    page = await visitor.post("/forms/order", [("remove", "lines[1]")])
    #expect(page.tag(id: "field-lines[2].sku") == nil)
    #expect(page.tag(id: "remove-lines[1]") == nil)

    // The script's commands do the same.
    #expect(await visitor.send("/forms/order/add", #"{"group":"lines"}"#) == 204)
    #expect(await visitor.page("/forms/order").tag(id: "field-lines[2].sku") != nil)
    #expect(await visitor.send("/forms/order/remove", #"{"item":"lines[2]"}"#) == 204)
    #expect(
      await visitor.send("/forms/order/remove", #"{"item":"lines[1]"}"#) == 400, "not below the minimum")
    #expect(await visitor.send("/forms/order/add", #"{"group":"customer"}"#) == 400, "not a repeated group")
  }

  @Test("heroes.yaml: the list as a table with one row per item, filtered by the search field")
  func heroesList() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["heroes"]))
    let page = await visitor.post("/forms/heroes", [("search", "ac")])
    #expect(page.tag(id: "list-heroes")?.hasPrefix("<table") == true)
    let body = try #require(page.components(separatedBy: "<table id=\"list-heroes\"").last)
    let rows = body.components(separatedBy: "</table>")[0].components(separatedBy: "<tbody>")[1]
    #expect(rows.components(separatedBy: "<tr>").count - 1 == 2)
    #expect(rows.contains("<td>Achilles</td>") && rows.contains("<td>Acamas</td>"))
    #expect(page.text(id: "list-status-heroes") == "2 of 2")
  }

  @Test(
    "Accept-Language picks the locale by weight: profile.yaml in Chinese, <html lang> and the session's messages"
  )
  func localeFromAcceptLanguage() async throws {
    let site = try PageTestSite(forms: ["profile"])
    let chinese = PageTestSite.Visitor(site, headers: [("accept-language", "de;q=1, zh-CN;q=0.9, en;q=0.8")])
    let page = await chinese.page("/forms/profile")
    #expect(page.contains("<html lang=\"zh-CN\">"))
    #expect(page.contains("<title>个人资料</title>"))
    #expect(page.contains("<label for=\"field-display_name\">显示名称</label>"))
    let after = await chinese.post("/forms/profile", [("display_name", "a")])
    #expect(after.text(id: "status-display_name")?.contains("至少需要") == true)
    #expect(after.attribute("data-word", id: "status-display_name") == "未通过")

    let english = PageTestSite.Visitor(site, headers: [("accept-language", "zh;q=0.1, en")])
    #expect(
      await english.page("/forms/profile").contains("<label for=\"field-display_name\">Display name</label>"))
  }

  @Test(
    "profile.yaml: a checkbox for a boolean, an email input, a field hidden by visible_when until it shows")
  func profileInputs() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["profile"]))
    var page = await visitor.page("/forms/profile")
    #expect(page.attribute("type", id: "field-newsletter") == "checkbox")
    #expect(page.contains("<input type=\"hidden\" name=\"newsletter\" value=\"false\">"))
    #expect(!page.has("checked", id: "field-newsletter"))
    #expect(page.attribute("type", id: "field-newsletter_email") == "email")
    #expect(page.has("disabled", id: "field-newsletter_email"))
    #expect(page.has("hidden", id: "entry-company"))
    #expect(page.attribute("aria-required", id: "field-newsletter") == nil)

    page = await visitor.post(
      "/forms/profile", [("account", "business"), ("newsletter", "false"), ("newsletter", "true")])
    #expect(page.has("checked", id: "field-newsletter"))
    #expect(!page.has("disabled", id: "field-newsletter_email"))
    #expect(!page.has("hidden", id: "entry-company"))
  }

  @Test(
    "each type of field gets its input type",
    arguments: [
      ("when", "date"), ("count", "number"), ("price", "number"), ("agree", "checkbox"), ("pin", "password"),
      ("mail", "email"), ("note", "text"),
    ])
  func inputTypes(field: String, type: String) async throws {
    let yaml = """
      form: kinds
      fields:
        when: { type: date }
        count: { type: integer }
        price: { type: number }
        agree: { type: boolean }
        pin: { secret: true }
        mail: { rules: [ { format: email } ] }
        note: {}
      """
    let visitor = PageTestSite.Visitor(try PageTestSite(name: "kinds", yaml: yaml))
    #expect(await visitor.page("/forms/kinds").attribute("type", id: "field-\(field)") == type)
  }

  @Test("the index lists every form with its title, in the visitor's language")
  func index() throws {
    let site = try PageTestSite(forms: ["register", "heroes", "profile"])
    func index(_ language: String) throws -> String {
      let request = HTTPRequest(
        method: "GET", path: "/", query: [], headers: [("accept-language", language)], body: [],
        clientAddress: "127.0.0.1")
      return try #require(IndexRoutes(site: site.site).respond(to: request)).text
    }
    let english = try index("en")
    #expect(english.contains("<a href=\"/forms/register\">Create an account</a>"))
    #expect(english.contains("<a href=\"/forms/heroes\">Heroes of myth and legend</a>"))
    #expect(english.contains("<a href=\"/api/forms/heroes/schema\">record schema</a>"))
    let chinese = try index("zh-CN,zh;q=0.9")
    #expect(chinese.contains("<html lang=\"zh-CN\">"))
    #expect(chinese.contains("<h1>表单</h1>"))
  }

  @Test("the script and the style sheet are served with their types")
  func assets() async throws {
    let site = try PageTestSite(forms: ["register"])
    let script = try #require(await site.request("GET", "/assets/form.js"))
    #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
    #expect(script.text.contains("new EventSource"))
    let style = try #require(await site.request("GET", "/assets/form.css"))
    #expect(style.header("Content-Type") == "text/css; charset=utf-8")
    let refused = try #require(await site.request("POST", "/assets/form.js"))
    #expect(refused.status == 405)
    #expect(refused.header("Allow") == "GET, HEAD")
    #expect(refused.header("Content-Type") == "application/json; charset=utf-8")
    #expect(refused.text.hasPrefix(#"{"error":"method POST is not allowed here; use GET, HEAD"}"#))
    // The assets carry only their caching; the security headers are the server's, once.
    #expect(script.headers.filter { $0.name == "X-Content-Type-Options" }.isEmpty)
  }

  @Test("a form whose name a URL path cannot hold as it is posts to its own address, percent-encoded")
  func formActionIsPercentEncoded() async throws {
    let site = try PageTestSite(name: "sign up#1", yaml: "form: x\nfields:\n  name: {}\n")
    // libmicrohttpd hands the routes the path decoded.
    let page = try #require(await site.request("GET", "/forms/sign up#1")).text
    #expect(page.contains(#"action="/forms/sign%20up%231""#))
  }
}
