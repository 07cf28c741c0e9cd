import FormRules

/// The prompt's activity indicator: while anything is in flight (a lookup, a save, a list
/// load, an action — ``FormSnapshot/busy``) one terminal line shows a turning mark and
/// what is going on, redrawn at each tick; the line is cleared when the form settles.
struct ActivityIndicator {
  /// The marks shown in turn, plain ASCII so that any terminal shows them.
  private static let frames: [Character] = ["-", "\\", "|", "/"]

  private let terminal: PromptTerminal
  /// What is going on, painted.
  private let label: String
  private var frame = 0
  private var shown = false

  /// An indicator on `terminal` saying `label` (already painted and escaped).
  init(terminal: PromptTerminal, label: String) {
    self.terminal = terminal
    self.label = label
  }

  /// Draws the next mark.
  mutating func tick() {
    terminal.write("\r\(Self.frames[frame]) \(label)")
    frame = (frame + 1) % Self.frames.count
    shown = true
  }

  /// Clears the indicator's line, if it was drawn.
  func finish() {
    if shown { terminal.write("\r\u{1B}[K") }
  }

  /// Settles `form` in real time with an indicator saying `label` while it is busy.
  static func settle(_ form: Form, on terminal: PromptTerminal, label: String) {
    var indicator = ActivityIndicator(terminal: terminal, label: label)
    RealTimePacer.settle(form) {
      if form.shownSnapshot.busy { indicator.tick() }
    }
    indicator.finish()
  }
}
