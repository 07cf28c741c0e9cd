import FormRulesFuzzing
import Testing

@testable import FormRules

/// The register diamond: password feeds both its own result and the repeat result, and
/// both feed the button. Hand-wired `combineLatest` emits transient button states here.
@Suite("Glitch-free propagation")
struct GlitchFreedomTests {
  @Test func registerDiamondNeverShowsATransientButtonState() {
    let scheduler = VirtualScheduler()
    let graph = StreamGraph(scheduler: scheduler)
    let password = graph.variable("")
    let repeated = graph.variable("")
    let passwordOK = graph.combineLatest([password]) { password.value.count >= 6 }.distinctUntilChanged()
    let repeatOK = graph.combineLatest(password, repeated) { !$1.isEmpty && $0 == $1 }
      .distinctUntilChanged()
    let enabled = graph.combineLatest(passwordOK, repeatOK) { $0 && $1 }.distinctUntilChanged()

    var emissionsPerTransaction: [Int] = []
    var current = 0
    _ = enabled.addObserver { current += 1 }

    // Deterministic pseudo-random edits of both fields, checked after each one against
    // the settled answer computed directly.
    var generator = SplitMix64(seed: 42)
    var previous = enabled.value
    for _ in 0..<20_000 {
      current = 0
      let value = ["secret", "secret1", "abc", "", "secret"][Int(generator.next() % 5)]
      if generator.next() % 2 == 0 { password.set(value) } else { repeated.set(value) }
      let settled =
        password.value.count >= 6 && !repeated.value.isEmpty
        && password.value == repeated.value
      #expect(enabled.value == settled)
      #expect(current == (settled == previous ? 0 : 1))
      emissionsPerTransaction.append(current)
      previous = settled
    }
    #expect(emissionsPerTransaction.allSatisfy { $0 <= 1 })
  }

  @Test func everyNodeRecomputesOncePerTransaction() {
    let graph = StreamGraph(scheduler: VirtualScheduler())
    let source = graph.variable(0)
    var computations = 0
    let left = graph.combineLatest([source]) { source.value + 1 }
    let right = graph.combineLatest([source]) { source.value * 2 }
    let joined = graph.combineLatest(left, right) { (l: Int, r: Int) -> Int in
      computations += 1
      return l + r
    }
    computations = 0
    source.set(5)
    #expect(computations == 1)
    #expect(joined.value == 16)
  }
}
