import Testing

@testable import FormRules

/// ``Unowned`` and the ownership it relies on: the graph owns its nodes, keeps them while
/// it lives and releases them when it goes. (Its debug check, a trap on reading an object
/// that has gone, cannot run inside the test process; the debug build these tests run in
/// performs it on every read.)
@Suite("Unowned references and graph ownership")
struct UnownedTests {
  @Test func readsTheObjectItRefersTo() {
    let graph = StreamGraph(scheduler: VirtualScheduler())
    let source = graph.variable("abc")
    let reference = Unowned(source)
    #expect(reference.read { $0.value } == "abc")
    source.set("abcd")
    #expect(reference.read { $0.value.count } == 4)
    #expect(reference.object === source)
  }

  @Test func theGraphKeepsItsNodesAliveAndReleasesThemWhenItGoes() {
    var graph: StreamGraph? = StreamGraph(scheduler: VirtualScheduler())
    weak var source: Variable<Int>?
    weak var doubled: Stream<Int>?
    do {
      let created = graph!.variable(1)
      doubled = graph!.combineLatest([created]) { created.value * 2 }
      source = created
    }
    // Only the graph holds them now (the combined node holds its source too).
    #expect(source != nil && doubled != nil)
    source?.set(5)
    #expect(doubled?.value == 10)
    graph = nil
    #expect(source == nil)
    #expect(doubled == nil)
  }

  @Test func anObserverHoldingNodesDoesNotKeepTheGraphsNodesAlive() {
    var graph: StreamGraph? = StreamGraph(scheduler: VirtualScheduler())
    weak var source: Variable<Int>?
    do {
      let created = graph!.variable(1)
      // A cycle through the observer: node → observer → closure → node.
      _ = created.addObserver { _ = created.value }
      source = created
    }
    graph = nil
    #expect(source == nil)
  }

  @Test func aSessionReleasesItsNodesWhenTheFormGoes() throws {
    let spec = try FormSpec(
      yaml: """
        form: signup
        fields:
          password: { rules: [{ min_length: 6 }] }
          repeat: { rules: [{ equals: password }] }
        buttons:
          save: {}
        """)
    weak var password: Variable<String>?
    weak var repeatResult: Stream<FieldOutcome>?
    weak var graph: StreamGraph?
    do {
      let form = try Form(spec: spec)
      try form.set("password", to: "secret")
      try form.set("repeat", to: "secret")
      #expect(form.snapshot.field("repeat")?.result.status == .ok)
      password = form.engine.fieldNodes[0].value
      repeatResult = form.engine.fieldNodes[1].result
      graph = form.engine.graph
    }
    #expect(password == nil)
    #expect(repeatResult == nil)
    #expect(graph == nil)
  }
}
