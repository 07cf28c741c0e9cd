/// The stream nodes of one button in a session's graph.
struct ButtonNodes {
  /// Whether a tap would start the action (distinct).
  let enabled: Stream<Bool>
  /// Whether the action is running.
  let executing: Variable<Bool>
  /// The tap counter; each tap samples the values (`withLatestFrom`).
  let taps: Variable<Int>
  /// The last tap's result, tagged with its tap number so that equal results of two taps
  /// are still two emissions.
  let result: Variable<TaggedButtonResult?>

  /// The nodes whose changes observers hear about: enabled, executing and the result.
  var outputs: [StreamNode] { [enabled, executing, result] }

  /// The state of the button called `name` these nodes belong to.
  func state(name: String) -> ButtonState {
    ButtonState(name: name, enabled: enabled.value, executing: executing.value, result: result.value?.result)
  }
}

/// A button result and the tap it answers.
struct TaggedButtonResult: Equatable {
  /// Which tap (1-based count).
  let tap: Int
  /// What it produced.
  let result: ButtonResult
}
