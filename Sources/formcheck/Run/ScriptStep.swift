import FormRules

/// What one script command did: the state before and after it, and for a tap what the
/// tap did. The transcript (``ScriptJSON`` or ``ScriptText``) is written from it.
struct ScriptStep {
  /// The command as echoed, secret values masked (see ``CommandEcho``).
  let echo: String
  /// The command.
  let command: ScriptCommand
  /// The state before the command.
  let before: FormSnapshot
  /// The state after the command, once everything due at that instant has run.
  let after: FormSnapshot
  /// For a tap: whether the button's action started.
  let tapResponse: TapResponse?
  /// A tapped button whose action finished during this command, with its result.
  let finished: (button: String, result: ButtonResult)?
}

extension Form {
  /// The state the command line shows: a form with groups field by path
  /// (``PathView``), a flat form as it is.
  var shownSnapshot: FormSnapshot { spec.hasGroups ? pathView.snapshot : snapshot }
}
