import Foundation
import Testing

@testable import FormRules

/// ``ReachabilityAnalysis``: witnesses for every input and button of the example specs,
/// re-checked in a fresh session of the runtime; proofs of never; honest "undecided".
@Suite("reachability")
struct ReachabilityAnalysisTests {
  /// Every spec in `forms/`.
  static let formSpecs: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.forms.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map {
      TestPaths.forms.appendingPathComponent($0).path
    }
  }()

  /// Compiles inline spec text, expecting no errors.
  static func compile(_ yaml: String) throws -> CompiledForm {
    let (form, diagnostics) = SpecPipeline.compile(Array(yaml.utf8), file: "t.yaml", baseDirectory: ".")
    return try #require(form, "\(diagnostics)")
  }

  @Test func thereAreSpecs() { #expect(Self.formSpecs.count >= 2) }

  /// The search's work is bounded per spec, not per target: once spent, the remaining
  /// targets are not searched (undecided, with a note saying why).
  @Test func theSearchStopsWhenItsWorkForTheSpecIsSpent() throws {
    let fields = (0..<20).map {
      "  f\($0):\n    rules: [{min_length: 2}]\n" + ($0 > 0 ? "    enabled_when: f\($0 - 1).ok\n" : "")
    }
    let form = try Self.compile("form: f\nfields:\n" + fields.joined())
    let verdicts = ReachabilityAnalysis.analyse(form, searchWork: 20 * 20).map(\.1)
    #expect(verdicts.count == 19)
    let witnesses = verdicts.filter { if case .witness = $0 { return true } else { return false } }
    #expect(!witnesses.isEmpty && witnesses.count < 19)
    #expect(verdicts.suffix(19 - witnesses.count).allSatisfy { $0 == .unsearched })
    #expect(ReachabilityAnalysis.analyse(form).allSatisfy { if case .witness = $0.1 { true } else { false } })
  }

  @Test(arguments: formSpecs)
  func everyTargetInTheExampleSpecsHasAWitnessTheRuntimeConfirms(path: String) throws {
    let (compiled, diagnostics) = SpecPipeline.compileFile(path)
    let form = try #require(compiled, "\(diagnostics)")
    let verdicts = ReachabilityAnalysis.analyse(form)
    // Every button, every input with `enabled_when`, and both ways of every
    // `required_when` and `visible_when`.
    let conditions =
      form.requiredConditions.compactMap { $0 }.count + form.visibleConditions.compactMap { $0 }.count
    #expect(
      verdicts.count == form.buttons.count + form.fields.filter { $0.enabledWhen != nil }.count + 2
        * conditions)
    for (target, verdict) in verdicts {
      guard case .witness(let witness) = verdict else {
        Issue.record("\(target) of \(path): \(verdict)")
        continue
      }
      #expect(witness.fields.count == form.fields.count)
      // Re-check independently, through the public API: a fresh session, items added and
      // every value set by path, settled — in `check`'s environment, whose services
      // answer as the analysis assumes (no store holds the values, validators accept).
      let session = try Form(
        spec: FormSpec(compiled: form, warnings: []), environment: .checking(budget: HashBudget()))
      let entries = witness.entries(of: form)
      try Self.enter(entries, into: session)
      session.settle()
      let engine = session.engine
      switch target {
      case .field(let index): #expect(engine.fieldState(index).enabled)
      case .button(let index): #expect(engine.buttonState(index).enabled)
      case .requirement(let index, let required): #expect(engine.isRequired(field: index) == required)
      case .visibility(let index, let visible): #expect(engine.fieldNodes[index].isVisible == visible)
      }
      for entry in entries where entry.kind == .value && !entry.value.isEmpty {
        guard case .field(let holder, let index)? = engine.target(of: entry.path) else {
          Issue.record("\(entry.path) names no field")
          continue
        }
        #expect(holder.fieldState(index).enabled, "the witness types into a disabled field")
      }
    }
  }

  /// Enters a witness's `entries` into `form` as a person would: items added or removed
  /// until each repeated group has its number, then each value set by its path.
  static func enter(_ entries: [WitnessRecord.Entry], into form: Form) throws {
    for entry in entries {
      switch entry.kind {
      case .count:
        let count = try #require(Int(entry.value))
        while try form.itemCount(of: entry.path) < count { try form.addItem(to: entry.path) }
        while try form.itemCount(of: entry.path) > count {
          try form.removeItem("\(entry.path)[\(count + 1)]")
        }
      case .value:
        if !entry.value.isEmpty { try form.set(entry.path, to: entry.value) }
      }
    }
  }

  /// The order form's button needs a valid customer and valid order lines: its witness
  /// adds a line and fills it, and says so by path.
  @Test func anOrdersWitnessFillsItsLinesByPath() throws {
    let path = TestPaths.forms.appendingPathComponent("order.yaml").path
    let diagnostics = SpecChecker(witnesses: true).check(file: path)
    let note = try #require(diagnostics.first { $0.code == .witness && $0.message.contains("place_order") })
    #expect(note.message.contains("lines: 1 item"), "\(note.message)")
    #expect(note.message.contains("lines[1].sku = \""), "\(note.message)")
    #expect(note.message.contains("customer.name = \""), "\(note.message)")
    let values = Dictionary(uniqueKeysWithValues: (note.witness?.values ?? []).map { ($0.field, $0.value) })
    #expect(values["lines"] == "1")
    #expect(values["lines[1].quantity"].flatMap { Int($0) } != nil)
    #expect(values.keys.allSatisfy { !$0.contains("sum(") && !$0.contains("#") })
  }

  /// A repeated group whose fewest items must differ in a `unique` field gets distinct
  /// items; the fields the session sets itself (the group's, aggregates, mirrors) are
  /// never set.
  @Test func itemsDifferWhereUniqueAsksAndPseudoFieldsStayUnset() throws {
    let form = try Self.compile(
      """
      form: f
      fields:
        country:
          rules: [{one_of: [DE, FR]}]
        phones:
          repeat: {min: 2, max: 4}
          fields:
            number:
              rules: [{pattern: "[0-9]{4}"}]
            note:
              optional: true
              enabled_when: country == "DE"
          rules:
            - unique: number
      computed:
        numbers: count(phones.number)
      buttons:
        save:
          enabled_when: phones.valid and numbers >= 2 and country.ok
      """)
    let verdict = try #require(ReachabilityAnalysis.analyse(form).first { $0.0 == .button(0) }?.1)
    guard case .witness(let witness) = verdict else {
      Issue.record("no witness: \(verdict)")
      return
    }
    let items = try #require(witness.items.first)
    #expect(items.count == 2)
    let numbers = items.map { $0.fields[0] }
    #expect(Set(numbers).count == 2 && numbers.allSatisfy { $0.count == 4 })
    func pseudoFieldsAreEmpty(_ record: WitnessRecord, of form: CompiledForm) -> Bool {
      form.fields.indices.allSatisfy { form.fields[$0].role.isInput || record.fields[$0].isEmpty }
        && zip(form.repeatedGroups, record.items).allSatisfy { group, items in
          items.allSatisfy { pseudoFieldsAreEmpty($0, of: group.item) }
        }
    }
    #expect(pseudoFieldsAreEmpty(witness, of: form))
  }

  /// The conditions written inside a repeated group's items are analysed in the group's
  /// first item: a witness adds the item and fills it (and the outer field an item's
  /// condition reads through its mirror), confirmed through the public API; a condition
  /// false whatever the item's fields hold is never.
  @Test func conditionsInsideItemsAreReachedInTheFirstItem() throws {
    let yaml = """
      form: trip
      fields:
        country:
          rules: [{one_of: [DE, FR]}]
        travellers:
          repeat: {max: 4}
          fields:
            name:
              rules: [{min_length: 2}]
            passport:
              enabled_when: country == "DE" and name.ok
            never:
              enabled_when: name.ok and name.empty
            nickname:
              required_when: name.length > 3
      """
    let form = try Self.compile(yaml)
    let item = try #require(form.repeatedGroups.first?.item)
    let search = try WitnessSearch(form: form)
    let verdicts = ReachabilityAnalysis.analyse(
      item, including: { _ in true }, search: search, inFirstItemOf: 0)
    #expect(verdicts.count == 4)
    for (target, verdict) in verdicts {
      if target == .field(try #require(item.fieldIndex["never"])) {
        #expect(verdict == .never)
        continue
      }
      guard case .witness(let witness) = verdict else {
        Issue.record("\(target): \(verdict)")
        continue
      }
      let session = try Form(spec: FormSpec(compiled: form, warnings: []))
      try Self.enter(witness.entries(of: form), into: session)
      session.settle()
      let first = try #require(session.engine.repeatedGroupNodes.first?.items.first)
      switch target {
      case .field(let index): #expect(first.fieldState(index).enabled)
      case .requirement(let index, let required): #expect(first.isRequired(field: index) == required)
      case .button, .visibility: Issue.record("unexpected target \(target)")
      }
    }
    let diagnostics = SpecChecker(witnesses: true).check(yaml: yaml)
    #expect(
      diagnostics.contains { $0.code == .neverEnabled && $0.message.hasPrefix("input 'travellers[].never'") })
    let passport = try #require(diagnostics.first { $0.message.hasPrefix("input 'travellers[].passport'") })
    #expect(passport.message.contains("country = \"DE\", travellers: 1 item, travellers[1].name = \""))
  }

  /// A condition on the number of items is met by adding items up to it (within `max`).
  @Test func aComparedCountIsTried() throws {
    let form = try Self.compile(
      """
      form: f
      fields:
        guests:
          repeat: {max: 6}
          fields:
            name: {}
      buttons:
        party:
          enabled_when: guests.count > 4 and guests.valid
      """)
    let verdict = try #require(ReachabilityAnalysis.analyse(form).first?.1)
    guard case .witness(let witness) = verdict else {
      Issue.record("no witness: \(verdict)")
      return
    }
    #expect(witness.items.first?.count == 5)
  }

  @Test func registersWitnessFillsEveryFieldValidly() throws {
    let (compiled, _) = SpecPipeline.compileFile(TestPaths.forms.appendingPathComponent("register.yaml").path)
    let form = try #require(compiled)
    let button = try #require(form.buttonIndex["register"])
    let verdict = ReachabilityAnalysis.analyse(form).first { $0.0 == .button(button) }?.1
    guard case .witness(let witness)? = verdict else {
      Issue.record("no witness: \(String(describing: verdict))")
      return
    }
    let values = witness.fields
    #expect(values[0].count >= 6)
    #expect(values[1].count >= 6)
    #expect(values[2] == values[1])
  }

  @Test func aConditionNoStatusesSatisfyIsNever() throws {
    let form = try Self.compile(
      """
      form: f
      fields:
        a:
          rules: [{min_length: 6}]
        b:
          enabled_when: a.ok and a.length < 3
        c:
          enabled_when: b.enabled
      buttons:
        go:
          enabled_when: a.empty and a.failed
        ok:
          enabled_when: a.ok and not a.empty
      """)
    let verdicts = Dictionary(uniqueKeysWithValues: ReachabilityAnalysis.analyse(form).map { ($0.0, $0.1) })
    #expect(verdicts[.field(1)] == .never)
    #expect(verdicts[.field(2)] == .never)
    #expect(verdicts[.button(0)] == .never)
    guard case .witness(let witness)? = verdicts[.button(1)] else {
      Issue.record("expected a witness for 'ok'")
      return
    }
    let values = witness.fields
    #expect(values[0].count >= 6)
  }

  @Test func witnessesMeetPatternsOneOfAndNumbers() throws {
    let form = try Self.compile(
      """
      form: f
      fields:
        pin:
          rules: [{pattern: "[0-9]{4}"}]
        size:
          rules: [{one_of: [S, M, L]}, {max_length: 1}]
        age:
          rules: [{min: 18}, {max: 120}]
      buttons:
        go: {}
      """)
    guard case .witness(let witness)? = ReachabilityAnalysis.analyse(form).first?.1 else {
      Issue.record("expected a witness")
      return
    }
    let values = witness.fields
    #expect(values[0].count == 4 && values[0].allSatisfy(\.isNumber))
    #expect(["S", "M", "L"].contains(values[1]))
    #expect(Double(values[2]).map { $0 >= 18 && $0 <= 120 } == true)
  }

  @Test func aRequiredTableRecordIsUndecided() throws {
    let form = try Self.compile(
      """
      form: f
      stores:
        users: {table: users, key: name}
      fields:
        name:
          rules: [{present_in: users}]
      buttons:
        go:
          enabled_when: name.ok
      """)
    #expect(ReachabilityAnalysis.analyse(form).map(\.1) == [.undecided])
  }

  @Test func constantConditionsAreLeftToFR303() throws {
    let form = try Self.compile(
      """
      form: f
      fields:
        a:
          enabled_when: "1 > 2"
      buttons:
        go:
          enabled_when: "true"
      """)
    #expect(ReachabilityAnalysis.analyse(form).isEmpty)
  }
}
