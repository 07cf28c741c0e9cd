/// The bytes of a secret being typed, in storage allocated once at its full capacity, so
/// that no copy is left behind by a reallocation; ``wipe()`` zeroes it.
struct SecretBuffer: ~Copyable {
  /// The storage; its first `count` bytes are the secret.
  private let storage: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes are typed.
  private(set) var count = 0

  /// An empty buffer for at most `capacity` bytes.
  init(capacity: Int) {
    storage = .allocate(capacity: capacity)
    storage.initialize(repeating: 0)
  }

  /// Whether nothing is typed.
  var isEmpty: Bool { count == 0 }

  /// Whether `append` would not fit.
  var isFull: Bool { count == storage.count }

  /// Appends `byte`; the buffer must not be full.
  mutating func append(_ byte: UInt8) {
    precondition(!isFull, "the caller checks isFull")
    storage[count] = byte
    count += 1
  }

  /// Erases the last character: its UTF-8 continuation bytes and its lead byte.
  mutating func eraseCharacter() {
    while count > 0 {
      count -= 1
      let byte = storage[count]
      storage[count] = 0
      if byte & 0xC0 != 0x80 { break }
    }
  }

  /// Erases everything typed.
  mutating func wipe() {
    for index in 0..<count { storage[index] = 0 }
    count = 0
  }

  /// The secret as text (invalid UTF-8 shown as U+FFFD).
  var text: String {
    String(decoding: UnsafeBufferPointer(rebasing: storage[..<count]), as: UTF8.self)
  }

  deinit {
    storage.update(repeating: 0)
    storage.deallocate()
  }
}
