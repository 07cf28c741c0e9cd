@testable import FormRules

/// The register spec of the README's DSL section, as a sketch (see ``Sketch/text`` for the
/// YAML it stands for).
enum RegisterSketch {
  /// The whole spec.
  static let spec: Sketch = [
    "form": "register",
    "title": "Create an account",
    "stores": [
      "users": ["table": "users", "key": "username", "latency": "0ms"],
      "reserved": ["list": "reserved-names.txt"],
    ],
    "fields": [
      "username": [
        "label": "Username",
        "debounce": "300ms",
        "rules": [
          ["min_length": 6, "message": "Username must be at least 6 characters"],
          ["pattern": .double("[A-Za-z0-9_]+"), "message": "Only letters, digits and underscores"],
          ["absent_in": "reserved"],
          ["absent_in": "users", "message": "Username is already taken"],
        ],
        "ok": "Username is available",
      ],
      "password": [
        "secret": true,
        "enabled_when": "username.ok",
        "rules": [["min_length": 6]],
        "ok": "Password is long enough",
      ],
      "repeat_password": [
        "secret": true,
        "enabled_when": "password.ok",
        "rules": [["equals": "password", "message": "Passwords do not match"]],
        "ok": "Passwords match",
      ],
    ],
    "buttons": [
      "register": [
        "enabled_when": "username.ok and password.ok and repeat_password.ok",
        "action": ["insert": "users"],
        "ok": "Registered",
        "failed": "Registration failed",
      ]
    ],
    "examples": [
      [
        "name": "a short username keeps the password locked",
        "set": .flow(["username": "abc"]),
        "expect": [
          "username": .flow(["failed": "Username must be at least 6 characters"]),
          "password": "disabled",
          "register": "disabled",
        ],
      ]
    ],
  ]
}
