import Testing

@testable import FormRules

/// A field's saves: one at a time, the newest waiting value next, only the last outcome
/// shown, and a rollback to the last value saved.
@Suite struct FieldSaverTests {
  /// A saver over a field input, with the saves it sent answered by hand.
  final class Harness {
    let graph = StreamGraph(scheduler: VirtualScheduler())
    let input: Variable<String>
    let committed: Variable<String>
    var saver: FieldSaver!
    /// The values sent, in order, with what answers each.
    var sent: [(value: String, answer: (FieldOutcome?) -> Void)] = []

    init(optimistic: Bool = true) {
      input = graph.variable("off")
      committed = optimistic ? input : graph.variable("off")
      saver = FieldSaver(input: input, committed: committed, graph: graph) {
        [unowned self] value, completion in
        sent.append((value, completion))
        return NoRequest()
      }
    }

    /// Sets the input and asks for its save, as the field's valid result does.
    func set(_ value: String) {
      input.set(value)
      saver.save(value)
    }

    /// What the field shows when its rules say `ok`.
    var shown: FieldOutcome { FieldSaver.shown(.ok(nil), status: saver.status.value, value: input.value) }
  }

  final class NoRequest: Cancellable {
    func cancel() {}
  }

  @Test func aSuccessfulSaveShowsValidatingThenTheRulesResult() {
    let form = Harness()
    form.set("on")
    #expect(form.sent.map(\.value) == ["on"])
    #expect(form.shown == .validating)
    form.sent[0].answer(nil)
    #expect(form.shown == .ok(nil))
    #expect(form.input.value == "on")
  }

  @Test func aFailedSaveRollsBackToTheLastSavedValueAndShowsTheFailure() {
    let form = Harness()
    form.set("on")
    form.sent[0].answer(.failed("could not save"))
    #expect(form.input.value == "off")
    #expect(form.shown == .failed("could not save"))
    // The failure shows until the value changes.
    form.set("on")
    #expect(form.shown == .validating)
  }

  @Test func twoQuickChangesSendTheNewestAfterTheFirstAndOnlyItsOutcomeCounts() {
    let form = Harness()
    form.set("on")
    form.set("off")
    form.set("auto")
    // One save at a time: "off" was overtaken while waiting and is never sent.
    #expect(form.sent.map(\.value) == ["on"])
    form.sent[0].answer(.failed("first failed"))  // not shown: a newer value waits
    #expect(form.sent.map(\.value) == ["on", "auto"])
    #expect(form.input.value == "auto")
    #expect(form.shown == .validating)
    form.sent[1].answer(nil)
    #expect(form.shown == .ok(nil))
  }

  @Test func aRollbackNeverRestoresAValueOlderThanTheLastSuccessfulSave() {
    let form = Harness()
    form.set("on")
    form.set("auto")
    form.sent[0].answer(nil)  // "on" saved, though its outcome does not show
    form.sent[1].answer(.failed("second failed"))
    #expect(form.input.value == "on")
    #expect(form.shown == .failed("second failed"))
  }

  @Test func goingBackToTheSavedValueWhileASaveIsInFlightEndsSettled() {
    let form = Harness()
    form.set("on")
    form.set("off")
    form.sent[0].answer(.failed("failed"))
    // "off" is what the server has: nothing more is sent, and no failure shows.
    #expect(form.sent.map(\.value) == ["on"])
    #expect(form.input.value == "off")
    #expect(form.shown == .ok(nil))
  }

  @Test func withoutOptimismTheRestOfTheFormSeesAValueOnceSaved() {
    let form = Harness(optimistic: false)
    form.set("on")
    #expect(form.committed.value == "off")
    form.sent[0].answer(nil)
    #expect(form.committed.value == "on")
    form.set("auto")
    form.sent[1].answer(.failed("failed"))
    #expect(form.committed.value == "on")
    #expect(form.input.value == "on")
  }
}
