/// The library's version.
public enum FormRulesVersion {
  /// The current version, `MAJOR.MINOR.PATCH`.
  public static let current = "0.1.0"
}
