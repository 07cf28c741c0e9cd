extension String {
  /// The string padded with spaces to `width` characters (unchanged if already longer).
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
