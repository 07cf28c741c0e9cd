/// Input for `formcheck batch forms/register.yaml`: valid sign-ups of distinct users.
enum RegisterRecords {
  /// `count` records, one a line, each ending in `\n`: users `user_1`, `user_2`, …
  /// with the password `secret1` typed twice.
  static func lines(_ count: Int) -> String {
    (1...count).map { record("user_\($0)") + "\n" }.joined()
  }

  /// One valid sign-up of `username` with the password `secret1` typed twice, as a JSON
  /// object on one line.
  static func record(_ username: String) -> String {
    #"{"username":"\#(username)","password":"secret1","repeat_password":"secret1"}"#
  }
}
