import Testing

@testable import FormRules

@Suite("Stream operators")
struct OperatorTests {
  let scheduler = VirtualScheduler()
  let graph: StreamGraph

  init() { graph = StreamGraph(scheduler: scheduler) }

  @Test func combineLatestOfOneEmitsOnEverySourceEmission() {
    let source = graph.variable(1)
    let doubled = graph.combineLatest([source]) { source.value * 2 }
    let recorder = Recorder(doubled, scheduler: scheduler)
    source.set(2)
    source.set(2)
    source.set(5)
    #expect(doubled.value == 10)
    #expect(recorder.values == [4, 4, 10])
  }

  @Test func distinctUntilChangedDropsRepeats() {
    let source = graph.variable("a")
    let distinct = source.distinctUntilChanged()
    let recorder = Recorder(distinct, scheduler: scheduler)
    for value in ["a", "b", "b", "a", "a"] { source.set(value) }
    #expect(recorder.values == ["b", "a"])
  }

  @Test func combineLatestEmitsOncePerTransaction() {
    let a = graph.variable(1)
    let b = graph.variable(10)
    let sum = graph.combineLatest(a, b) { $0 + $1 }
    let recorder = Recorder(sum, scheduler: scheduler)
    a.set(2)
    graph.transaction {
      a.set(3)
      b.set(20)
    }
    #expect(recorder.values == [12, 23])
  }

  @Test func withLatestFromSamplesOnlyOnTrigger() {
    let taps = graph.variable(0)
    let text = graph.variable("x")
    let sampled = taps.withLatestFrom(text)
    let recorder = Recorder(sampled, scheduler: scheduler)
    text.set("y")
    text.set("z")
    taps.set(1)
    graph.transaction {
      text.set("w")
      taps.set(2)
    }
    #expect(recorder.values == ["z", "w"])
  }

  @Test func debounceWaitsForQuietAtExactTicks() {
    let source = graph.variable("")
    let debounced = source.debounce(.ticks(3))
    let recorder = Recorder(debounced, scheduler: scheduler)
    source.set("a")  // t0
    scheduler.advance(by: .ticks(1))
    source.set("b")  // t1
    scheduler.advance(by: .ticks(4))
    source.set("c")  // t5
    scheduler.advance(by: .ticks(10))
    #expect(recorder.events.map(\.time) == [.ticks(4), .ticks(8)])
    #expect(recorder.values == ["b", "c"])
  }

  @Test func flatMapLatestDropsStaleInnerResults() {
    let source = graph.variable("")
    let scheduler = self.scheduler
    // Each inner emits "checking X" at once, then "done X" after a latency of 10 ticks.
    let result = source.flatMapLatest(initial: "idle") { value in
      Producer { emit in
        emit("checking \(value)")
        return scheduler.schedule(after: .ticks(10)) { emit("done \(value)") }
      }
    }
    let recorder = Recorder(result, scheduler: scheduler)
    source.set("alice1")  // t0
    scheduler.advance(by: .ticks(5))
    source.set("alice12")  // t5: alice1's check is cancelled
    scheduler.advance(by: .ticks(20))
    #expect(recorder.values == ["checking alice1", "checking alice12", "done alice12"])
    #expect(recorder.events.map(\.time) == [.ticks(0), .ticks(5), .ticks(15)])
  }

  @Test func flatMapLatestIgnoresStaleEmitsEvenIfNotCancellable() {
    let source = graph.variable(0)
    var late: [(Int) -> Void] = []
    let result = source.flatMapLatest(initial: -1) { value in
      Producer { emit in
        late.append { _ in emit(value * 100) }
        return nil
      }
    }
    let recorder = Recorder(result, scheduler: scheduler)
    source.set(1)
    source.set(2)
    late[1](0)  // the producer for 1 emits after 2 started: dropped
    late[2](0)
    #expect(recorder.values == [200])
  }

}
