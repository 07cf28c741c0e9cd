import Foundation
import ServeWire
import Testing

@testable import formcheck

/// What the pages read and write as text: HTML escaping (one function, against hostile
/// strings in labels, messages and values), URL-encoded bodies, Accept-Language, Origin.
@Suite("serve: page text")
struct PageTextTests {
  @Test(
    "HTML escaping",
    arguments: [
      ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
      (#""><img src=x onerror='a'>&amp;"#, "&quot;&gt;&lt;img src=x onerror=&#39;a&#39;&gt;&amp;amp;"),
      ("a\u{0}b\u{1B}c\u{85}d\te\nf", "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\te\nf"),
      ("显示名称 ✓", "显示名称 ✓"),
    ])
  func escaping(text: String, escaped: String) {
    #expect(HTMLText.escaped(text) == escaped)
  }

  @Test("a hostile spec and hostile values are escaped everywhere in the page")
  func hostilePage() async throws {
    let yaml = #"""
      form: hostile
      title: "<script>alert('title')</script>"
      fields:
        name:
          label: "<img src=x onerror=alert(1)>"
          rules:
            - min_length: 3
              message: "</p><script>alert('message')</script>"
      """#
    let visitor = PageTestSite.Visitor(try PageTestSite(name: "hostile", yaml: yaml))
    let page = await visitor.post("/forms/hostile", [("name", #""><script>alert('value')</script>"#)])
    #expect(!page.contains("<script>alert") && !page.contains("<img src=x"))
    #expect(page.contains("<title>&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;</title>"))
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;</label>"))
    #expect(
      page.attribute("value", id: "field-name")
        == "&quot;&gt;&lt;script&gt;alert(&#39;value&#39;)&lt;/script&gt;")
    let short = await visitor.post("/forms/hostile", [("name", "ab")])
    #expect(
      short.text(id: "status-name") == "&lt;/p&gt;&lt;script&gt;alert(&#39;message&#39;)&lt;/script&gt;")
  }

  @Test("URL-encoded bodies: + and percent-escapes decoded, bad escapes kept, UTF-8 read, bounded")
  func urlEncoded() {
    let pairs = URLEncodedForm.pairs(of: Array("a+b=c%20d%2B&x=%zz%4&e=%E4%BD%A0%FF&=v&k&&tap=register".utf8))
    #expect(pairs.map(\.name) == ["a b", "x", "e", "", "k", "tap"])
    #expect(pairs.map(\.value) == ["c d+", "%zz%4", "你\u{FFFD}", "v", "", "register"])
    let many = Array(repeating: "a=1", count: URLEncodedForm.pairLimit + 10).joined(separator: "&")
    #expect(URLEncodedForm.pairs(of: Array(many.utf8)).count == URLEncodedForm.pairLimit)
  }

  @Test(
    "Accept-Language: by weight, then order; only spoken languages; *, q=0 and malformed passed over",
    arguments: [
      ("zh-CN,zh;q=0.9,en;q=0.8", "zh-CN"), ("en;q=0.2, fr;q=0.8", "fr"), ("de, ja;q=0.5", nil),
      ("*, ru;q=0.1", "ru"), ("fr;q=0, en;q=0.5", "en"), ("zh;q=abc, en;q=0.5", "en"),
      ("zh_CN, fr-CA;q=0.3", "fr-CA"),
      ("", nil),
    ] as [(String, String?)])
  func acceptLanguage(header: String, locale: String?) {
    #expect(AcceptLanguage.locale(from: header, defaultLocale: "en") == locale)
  }

  @Test("the spec's default locale counts as spoken")
  func defaultLocaleSpoken() {
    #expect(AcceptLanguage.locale(from: "de-AT, en;q=0.5", defaultLocale: "de") == "de-AT")
  }
}
