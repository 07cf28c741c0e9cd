import FormRules

/// `--today YYYY-MM-DD` of `run`, `batch` and `check`: the date `today` reads in
/// expressions, fixed for reproducible results.
enum TodayOption {
  /// The option's name.
  static let name = "today"
  /// Its lines of the commands' help.
  static let help = """
      --today DATE    the date 'today' reads in expressions, YYYY-MM-DD (default: the
                      local date)
    """

  /// The date given with `--today`, or nil without one; a date that does not exist is a
  /// usage error.
  static func date(in options: CommandArguments) throws(UsageError) -> CalendarDate? {
    guard let text = options.value(name) else { return nil }
    guard let date = CalendarDate(text) else {
      throw UsageError("--today needs a date YYYY-MM-DD that exists, not '\(text)'")
    }
    return date
  }
}
