import Observation
import Synchronization
import Testing

@testable import FormRules

/// `FormModel`: texts in, results, enabled flags and buttons out, on the main actor.
@MainActor
@Suite("Form model")
struct FormModelTests {
  static let yaml = """
    form: pair
    stores:
      names: { table: names, key: a }
    fields:
      a:
        rules: [ { min_length: 3 } ]
        ok: fine
      b:
        enabled_when: a.ok
        rules: [ { equals: a } ]
    buttons:
      save:
        action: { insert: names }
        ok: Saved
    """

  private static func makeModel() throws -> FormModel {
    try FormModel(spec: FormSpec(yaml: yaml), environment: FormEnvironment(storage: .inMemory))
  }

  /// A computed value follows the texts it reads, in the model as in the form.
  @Test func computedValuesFollowTheTexts() throws {
    let model = try FormModel(
      spec: FormSpec(
        yaml: "form: c\nfields:\n  q: { type: integer }\n  p: { type: number }\ncomputed:\n  total: q * p\n"))
    #expect(model.computed("total") == nil)
    try #require(model.field("q")).text = "3"
    try #require(model.field("p")).text = "2.5"
    #expect(model.computed("total") == .number(7.5))
    try #require(model.field("p")).text = "x"
    #expect(model.computed("total") == nil)
    #expect(model.computed.map(\.name) == ["total"])
  }

  /// The model's text keeps what was typed (an editor bound to it is not rewritten under
  /// the cursor); the form holds, checks and stores the normalised value.
  @Test func aTextIsNormalisedInTheFormNotInTheModel() throws {
    let model = try FormModel(
      spec: FormSpec(
        yaml: "form: n\nfields:\n  name:\n    normalize: [trim]\n    rules: [ { max_length: 3 } ]\n"))
    let name = try #require(model.field("name"))
    name.text = "  Ada  "
    #expect(name.text == "  Ada  ")
    #expect(try model.form.value(of: "name") == "Ada")
    #expect(name.result.status == .ok)
  }

  @Test func textsGoInResultsEnabledFlagsAndButtonsComeOut() throws {
    let model = try Self.makeModel()
    let a = try #require(model.field("a"))
    let b = try #require(model.field("b"))
    let save = try #require(model.button("save"))
    #expect(a.result == .empty && !b.enabled && !save.enabled && !model.isValid)
    a.text = "ab"
    #expect(a.result.status == .failed)
    a.text = "abc"
    #expect(a.result == .ok("fine") && b.enabled)
    b.text = "abc"
    #expect(b.result.status == .ok && model.isValid && save.enabled)
    #expect(try model.form.value(of: "b") == "abc")
    #expect(save.tap() == .started)
    #expect(save.executing && !save.enabled)
    model.form.settle()
    #expect(save.result == ButtonResult(status: .ok, message: "Saved"))
    #expect(!save.executing && save.enabled)
  }

  @Test func aChangeInvalidatesTheViewsThatReadIt() throws {
    let model = try Self.makeModel()
    let a = try #require(model.field("a"))
    let b = try #require(model.field("b"))
    let changed = Mutex<[String]>([])
    withObservationTracking {
      _ = a.result
    } onChange: {
      changed.withLock { $0.append("a.result") }
    }
    withObservationTracking {
      _ = b.enabled
    } onChange: {
      changed.withLock { $0.append("b.enabled") }
    }
    withObservationTracking {
      _ = b.result
    } onChange: {
      changed.withLock { $0.append("b.result") }
    }
    a.text = "abc"
    #expect(changed.withLock { $0.sorted() } == ["a.result", "b.enabled"])  // b's result stays empty
  }

  @Test func aReleasedModelReleasesItsForm() throws {
    weak var released: Form?
    do {
      let model = try Self.makeModel()
      released = model.form
      model.fields[0].text = "abc"
    }
    #expect(released == nil)
  }
}
