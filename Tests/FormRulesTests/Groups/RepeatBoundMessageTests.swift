import FormRules
import Testing

/// The repeat bound's default message counts in each built-in locale's plural rules.
struct RepeatBoundMessageTests {
  /// A form whose one repeated group, labelled `Lines`, holds `min` to `max` items.
  static func form(min: Int, max: Int, locale: String) throws -> Form {
    let spec = try FormSpec(
      yaml: """
        form: bounds
        fields:
          lines:
            label: Lines
            repeat: { min: \(min), max: \(max) }
            fields:
              sku: { optional: true }
        """)
    return try Form(spec: spec, environment: FormEnvironment(locale: locale))
  }

  @Test(arguments: [
    ("en", 1, "Lines needs at least 1 item"), ("en", 2, "Lines needs at least 2 items"),
    ("fr", 1, "Lines\u{A0}: au moins 1 élément"), ("fr", 2, "Lines\u{A0}: au moins 2 éléments"),
    ("ru", 1, "Lines: нужно не меньше 1 элемента"), ("ru", 3, "Lines: нужно не меньше 3 элементов"),
    ("ru", 21, "Lines: нужно не меньше 21 элемента"), ("ru", 11, "Lines: нужно не меньше 11 элементов"),
    ("zh-CN", 1, "Lines至少需要 1 项"),
  ])
  func tooFewItemsCountInTheLocalesPlural(locale: String, minimum: Int, message: String) throws {
    let form = try Self.form(min: minimum, max: 30, locale: locale)
    while try form.itemCount(of: "lines") > 0 { try form.removeItem("lines[1]") }
    #expect(try form.fieldState(at: "lines").result == .failed(message))
  }

  @Test(arguments: [
    ("en", 1, "Lines can have at most 1 item"), ("en", 5, "Lines can have at most 5 items"),
    ("ru", 1, "Lines: не больше 1 элемента"), ("fr", 5, "Lines\u{A0}: au plus 5 éléments"),
  ])
  func tooManyItemsCountInTheLocalesPlural(locale: String, maximum: Int, message: String) throws {
    let form = try Self.form(min: 0, max: maximum, locale: locale)
    while try form.itemCount(of: "lines") <= maximum { try form.addItem(to: "lines") }
    #expect(try form.fieldState(at: "lines").result == .failed(message))
  }
}
