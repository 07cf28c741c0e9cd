import Testing

@testable import FormRules

@Suite("Pattern pool")
struct PatternPoolTests {
  @Test func sessionsAtTheSameTimeGetTheirOwnInstancesAndLaterOnesReuseThem() throws {
    let pool = PatternPool()
    let first = try #require(pool.borrow("[a-z]+"))
    let second = try #require(pool.borrow("[a-z]+"))
    #expect(first !== second)
    pool.giveBack([first])
    let third = try #require(pool.borrow("[a-z]+"))
    #expect(third === first)
    let other = try #require(pool.borrow("[0-9]+"))
    #expect(other !== second && other !== third)
    #expect(other.matches("42") == .match)
  }

  @Test func formsOfOneSpecShareCompiledPatternsOneAtATime() throws {
    let spec = try FormSpec(yaml: "form: p\nfields:\n  code:\n    rules: [ { pattern: \"[0-9]{3}\" } ]\n")
    for value in ["123", "12a", "999"] {
      let form = try Form(spec: spec)
      let concurrent = try Form(spec: spec)
      try form.set("code", to: value)
      try concurrent.set("code", to: "000")
      #expect(form.snapshot.field("code")?.result.status == (value == "12a" ? .failed : .ok))
      #expect(concurrent.snapshot.field("code")?.result.status == .ok)
    }
  }
}
