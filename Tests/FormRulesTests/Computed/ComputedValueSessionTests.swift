import Foundation
import Testing

@testable import FormRules

/// Computed values in a session: their values in the state, absent while what they read
/// is not ready, read by `holds` and conditions, and kept in step in one transaction.
@Suite("computed values: sessions")
struct ComputedValueSessionTests {
  static let spec = """
    form: order
    fields:
      quantity:
        type: integer
        rules:
          - holds: total <= 1000
            message: Too much
      unit_price: { type: number }
      gift: { type: boolean, optional: true }
      note:
        visible_when: gift
      due: { type: date }
    computed:
      total: quantity * unit_price
      large: total > 500
      ratio: quantity / unit_price
      later: due + 1 month
      message: note
    buttons:
      buy:
        enabled_when: quantity.valid and not large
    """

  static func session(_ values: [String: String]) throws -> Form {
    let form = try Form(spec: try FormSpec(yaml: Self.spec))
    try form.set(values)
    return form
  }

  @Test func valuesAreInTheStateWithTheirTypes() throws {
    let form = try Self.session([
      "quantity": "3", "unit_price": "2.5", "due": "2024-01-31", "gift": "true", "note": "hi",
    ])
    let snapshot = form.snapshot
    #expect(snapshot.computed(named: "total")?.value == .number(7.5))
    #expect(snapshot.computed(named: "large")?.value == .boolean(false))
    #expect(snapshot.computed(named: "ratio")?.value == .number(1.2))
    #expect(snapshot.computed(named: "later")?.value?.description == "2024-02-29")
    #expect(snapshot.computed(named: "message")?.value == .text("hi"))
    #expect(snapshot.computed.map(\.name) == ["total", "large", "ratio", "later", "message"])
  }

  @Test(
    arguments: [
      (["unit_price": "2"], "total"),  // quantity empty
      (["quantity": "1.5", "unit_price": "2"], "total"),  // not an integer
      (["quantity": "3", "unit_price": "0"], "ratio"),  // division by zero
      (["note": "hi", "gift": "false"], "message"),  // hidden
      (["quantity": "3", "unit_price": "x"], "large"),  // through another value
    ])
  func absentWhileWhatItReadsIsNotReady(values: [String: String], name: String) throws {
    let form = try Self.session(values)
    #expect(form.snapshot.computed(named: name)?.value == nil)
  }

  @Test func holdsAndConditionsReadTheValueInTheSameTransaction() throws {
    let form = try Self.session(["quantity": "40", "unit_price": "20"])
    #expect(form.snapshot.field("quantity")?.result == .ok(nil))
    #expect(form.snapshot.button("buy")?.enabled == false)  // 800 is large
    var changes: [FormChange] = []
    let observation = form.observe { changes.append($0) }
    defer { observation.cancel() }
    try form.set("unit_price", to: "30")  // 1200: quantity's holds fails, without touching quantity
    #expect(form.snapshot.field("quantity")?.result == .failed("Too much"))
    #expect(
      changes.filter { if case .field(let state) = $0 { state.name == "quantity" } else { false } }.count == 1
    )
    try form.set("unit_price", to: "1")
    #expect(form.snapshot.field("quantity")?.result == .ok(nil))
    #expect(form.snapshot.button("buy")?.enabled == true)
  }

  @Test func aHoldsReadingAnAbsentValueIsSkipped() throws {
    let form = try Self.session(["quantity": "5000"])
    #expect(form.snapshot.field("quantity")?.result == .ok(nil))
  }

  @Test func snapshotsEncodeComputedValuesAndDecodeThem() throws {
    let form = try Self.session(["quantity": "3", "unit_price": "2.5", "due": "2024-01-31"])
    let data = try JSONEncoder().encode(form.snapshot)
    let json = String(decoding: data, as: UTF8.self)
    #expect(json.contains("\"total\":7.5"))
    #expect(json.contains("\"later\":\"2024-02-29\""))
    #expect(json.contains("\"message\":null"))
    let decoded = try JSONDecoder().decode(FormSnapshot.self, from: data)
    #expect(Set(decoded.computed) == Set(form.snapshot.computed))
  }

  @Test func aFormWithoutComputedValuesEncodesAsBefore() throws {
    let form = try Form(spec: try FormSpec(yaml: "form: t\nfields:\n  a: {}\n"))
    let json = String(decoding: try JSONEncoder().encode(form.snapshot), as: UTF8.self)
    #expect(!json.contains("computed"))
  }
}

extension ComputedValueSessionTests {
  @Test func observersHearEachChangedValueOncePerTransaction() throws {
    let form = try Self.session([:])
    var heard: [ComputedState] = []
    let observation = form.observeComputed { heard.append($0) }
    defer { observation.cancel() }
    try form.set(["quantity": "3", "unit_price": "2"])
    #expect(heard.map(\.name) == ["total", "large", "ratio"])
    #expect(heard.first?.value == .number(6))
    heard.removeAll()
    try form.set("due", to: "2024-01-01")
    #expect(heard.map(\.name) == ["later"])
    #expect(heard.first?.value?.description == "2024-02-01")
  }
}

extension ComputedValueSessionTests {
  /// A whole number too long for a double is beyond every bound, not "no number".
  @Test func aHugeWholeNumberFailsItsBoundNotItsType() throws {
    let form = try Form(
      spec: try FormSpec(
        yaml: "form: b\nfields:\n  q:\n    type: integer\n    rules:\n      - max: 99\n      - min: 1\n"))
    try form.set("q", to: "1" + String(repeating: "0", count: 400))
    #expect(form.snapshot.field("q")?.result == .failed("Q must be at most 99"))
    try form.set("q", to: "-" + String(repeating: "9", count: 400))
    #expect(form.snapshot.field("q")?.result == .failed("Q must be at least 1"))
  }
}
