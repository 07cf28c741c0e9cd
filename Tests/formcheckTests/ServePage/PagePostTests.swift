import Foundation
import Testing

@testable import formcheck

/// The page without JavaScript: posting the form sets its values, taps the button that
/// sent it, and re-renders with statuses; a secret is never sent back.
@Suite("serve: posting the page without JavaScript")
struct PagePostTests {
  @Test("registering a user with a tap, after which another visitor finds the name taken")
  func registerRoundTrip() async throws {
    let site = try PageTestSite(forms: ["register"])
    let visitor = PageTestSite.Visitor(site)
    let page = await visitor.post(
      "/forms/register",
      [
        ("username", "alice_1"), ("password", "hunter2secret"), ("repeat_password", "hunter2secret"),
        ("tap", "register"),
      ])
    #expect(page.attribute("data-status", id: "result-register") == "ok")
    #expect(page.text(id: "result-register") == "Registered")
    #expect(page.text(id: "status-username") == "Username is already taken")

    let other = PageTestSite.Visitor(site)
    let taken = await other.post("/forms/register", [("username", " Alice_1 ")])
    #expect(taken.attribute("data-status", id: "status-username") == "failed")
    #expect(taken.text(id: "status-username") == "Username is already taken")
    #expect(other.sessionID(of: "register") != visitor.sessionID(of: "register"))
  }

  @Test("a secret is never in the page after a submission: password inputs are empty")
  func secretNotRendered() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["register"]))
    let page = await visitor.post(
      "/forms/register",
      [("username", "bobby_9"), ("password", "hunter2secret"), ("repeat_password", "hunter2")])
    #expect(page.attribute("data-status", id: "status-repeat_password") == "failed")
    #expect(!page.contains("hunter2"))
    #expect(page.attribute("value", id: "field-password") == "")
    #expect(page.attribute("value", id: "field-repeat_password") == "")
    #expect(await !visitor.page("/forms/register").contains("hunter2"))
  }

  @Test("a tap of a disabled button does nothing; unknown fields are ignored")
  func disabledTap() async throws {
    let visitor = PageTestSite.Visitor(try PageTestSite(forms: ["register"]))
    let page = await visitor.post(
      "/forms/register", [("username", "abc"), ("nonsense", "x"), ("tap", "register")])
    #expect(page.attribute("data-status", id: "result-register") == nil)
    #expect(page.text(id: "status-username") == "Username must be at least 6 characters")
  }
}
