/// `Fixtures/Scale/signup.yaml`: the username lookup and insert of `forms/register.yaml`
/// without a password, for the scale-out races at 2,000 names.
enum SignupFixture {
  /// The spec, relative to the repository root.
  static let path = "Tests/formcheckTests/Fixtures/Scale/signup.yaml"
  /// The form's name, in its routes.
  static let form = "signup"
  /// The button that inserts the record.
  static let button = "sign_up"

  /// One valid record signing up `username`, as a JSON object on one line.
  static func record(_ username: String) -> String {
    #"{"username":"\#(username)","display_name":"Racer \#(username)"}"#
  }
}
