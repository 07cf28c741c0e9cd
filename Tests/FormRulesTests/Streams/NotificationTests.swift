import Testing

@testable import FormRules

@Suite("Notification after a transaction")
struct NotificationTests {
  let scheduler = VirtualScheduler()
  let graph: StreamGraph

  init() { graph = StreamGraph(scheduler: scheduler) }

  @Test func aSmallerTransactionNotifiesOnlyWhatFiredInIt() {
    let a = graph.variable(0)
    let b = graph.variable(0)
    let c = graph.variable(0)
    var heard: [String] = []
    _ = a.addObserver { heard.append("a") }
    _ = b.addObserver { heard.append("b") }
    _ = c.addObserver { heard.append("c") }
    graph.transaction {
      a.set(1)
      b.set(1)
      c.set(1)
    }
    b.set(2)
    c.set(2)
    #expect(heard == ["a", "b", "c", "b", "c"])
  }

  @Test func anObserverStartingATransactionIsNotifiedInTurn() {
    let source = graph.variable(0)
    let echo = graph.variable(0)
    let deeper = graph.variable(0)
    var heard: [String] = []
    _ = source.addObserver {
      heard.append("source \(source.value)")
      echo.set(source.value * 10)
    }
    _ = echo.addObserver {
      heard.append("echo \(echo.value)")
      deeper.set(echo.value + 1)
    }
    _ = deeper.addObserver { heard.append("deeper \(deeper.value)") }
    _ = source.addObserver { heard.append("source again: echo \(echo.value), deeper \(deeper.value)") }
    source.set(1)
    source.set(2)
    #expect(
      heard == [
        "source 1", "echo 10", "deeper 11", "source again: echo 10, deeper 11",
        "source 2", "echo 20", "deeper 21", "source again: echo 20, deeper 21",
      ])
  }

  @Test func anObserverCancelledDuringNotificationStillHearsThatTransaction() {
    let source = graph.variable(0)
    var heard: [String] = []
    var second: Int?
    _ = source.addObserver {
      heard.append("first \(source.value)")
      if let second { source.removeObserver(second) }
    }
    second = source.addObserver { heard.append("second \(source.value)") }
    source.set(1)
    source.set(2)
    #expect(heard == ["first 1", "second 1", "first 2"])
  }

  @Test func aRemovedObserverHearsNothingMore() {
    let source = graph.variable(0)
    var heard: [Int] = []
    let id = source.addObserver { heard.append(source.value) }
    source.set(1)
    source.removeObserver(id)
    source.set(2)
    source.removeObserver(id)  // a second removal does nothing
    #expect(heard == [1])
    #expect(!source.isObserved)
  }
}
