import FormRules
import FoundationEssentials

/// The locale of `run` and `batch` sessions: an explicit `--locale TAG`, else the first
/// set of `LC_ALL`, `LC_MESSAGES` and `LANG` (a POSIX locale such as `zh_CN.UTF-8` read
/// as the tag `zh-CN`; `C` and `POSIX` name no language), else none — the spec's
/// `default_locale`. The library reads no environment variable; this is the CLI's choice.
enum LocaleChoice {
  /// The variables read, in order of precedence.
  static let variables = ["LC_ALL", "LC_MESSAGES", "LANG"]

  /// The locale given `explicit` (`--locale`) and this process's environment.
  static func locale(explicit: String?) throws(UsageError) -> String? {
    try locale(explicit: explicit, environment: ProcessInfo.processInfo.environment)
  }

  /// The locale given `explicit` and the environment variables `environment`. An
  /// explicit tag must be a well-formed BCP 47 tag; an environment variable that reads as
  /// none is passed over, as an empty one is.
  static func locale(explicit: String?, environment: [String: String]) throws(UsageError) -> String? {
    if let explicit { return try checked(explicit) }
    for name in variables {
      guard let value = environment[name], !value.isEmpty else { continue }
      // The first variable set decides, as in POSIX, even when it names no language.
      return tag(posix: value)
    }
    return nil
  }

  /// `--locale`'s value, which must be a well-formed BCP 47 tag.
  static func checked(_ explicit: String) throws(UsageError) -> String {
    guard FormSpec.isLocaleTag(explicit) else {
      throw UsageError("--locale '\(explicit)' is not a BCP 47 language tag (such as en, zh-CN or fr)")
    }
    return explicit
  }

  /// The BCP 47 tag of POSIX locale `value` (`language[_territory][.codeset][@modifier]`):
  /// `zh_CN.UTF-8` → `zh-CN`, `sr_RS@latin` → `sr-RS`; nil for `C`, `POSIX` (with any
  /// codeset) and what reads as no tag.
  static func tag(posix value: String) -> String? {
    let name = value.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
      .split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
    guard name != "C", name != "POSIX" else { return nil }
    let tag = String(name.replacing("_", with: "-"))
    return FormSpec.isLocaleTag(tag) ? tag : nil
  }
}
