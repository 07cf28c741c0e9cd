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
    let subscriptions = [
      a.subscribe { _ in heard.append("a") }, b.subscribe { _ in heard.append("b") },
      c.subscribe { _ in heard.append("c") },
    ]
    graph.transaction {
      a.set(1)
      b.set(1)
      c.set(1)
    }
    b.set(2)
    c.set(2)
    #expect(heard == ["a", "b", "c", "b", "c"])
    for subscription in subscriptions { subscription.cancel() }
  }

  @Test func anObserverStartingATransactionIsNotifiedInTurn() {
    let source = graph.variable(0)
    let echo = graph.variable(0)
    let deeper = graph.variable(0)
    var heard: [String] = []
    let subscriptions = [
      source.subscribe { value in
        heard.append("source \(value)")
        echo.set(value * 10)
      },
      echo.subscribe { value in
        heard.append("echo \(value)")
        deeper.set(value + 1)
      },
      deeper.subscribe { value in heard.append("deeper \(value)") },
      source.subscribe { _ in heard.append("source again: echo \(echo.value), deeper \(deeper.value)") },
    ]
    source.set(1)
    source.set(2)
    #expect(
      heard == [
        "source 1", "echo 10", "deeper 11", "source again: echo 10, deeper 11",
        "source 2", "echo 20", "deeper 21", "source again: echo 20, deeper 21",
      ])
    for subscription in subscriptions { subscription.cancel() }
  }

  @Test func anObserverCancelledDuringNotificationStillHearsThatTransaction() {
    let source = graph.variable(0)
    var heard: [String] = []
    var second: StreamSubscription?
    let first = source.subscribe { value in
      heard.append("first \(value)")
      second?.cancel()
    }
    second = source.subscribe { value in heard.append("second \(value)") }
    source.set(1)
    source.set(2)
    #expect(heard == ["first 1", "second 1", "first 2"])
    first.cancel()
  }
}
