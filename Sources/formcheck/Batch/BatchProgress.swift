import Glibc

/// The progress line a batch keeps on standard error while it runs, when standard error
/// is a terminal (and `--quiet` is not given): records done, records per second and,
/// when the input is a regular file, how much of it is read and the time left.
///
/// The line is redrawn at most every ``redrawInterval`` seconds, only once the batch has
/// run that long, and cleared at the end. The hot path pays one comparison per record:
/// the clock is read only every `stride` records, a stride that doubles while readings
/// come quicker than needed and halves when they come too slowly.
final class BatchProgress {
  /// The least time between two drawings of the line, in seconds.
  static let redrawInterval = 0.25
  /// The largest number of records between two readings of the clock.
  private static let maxStride = 1 << 16

  /// The input, for its read offset.
  private let input: Int32
  /// The input's size in bytes, when it is a regular file that is not empty.
  private let inputSize: Int?
  /// When the batch started (seconds on the monotonic clock).
  private let start: Double
  private var lastCheck: Double
  private var lastDraw: Double
  /// The record count at which the clock is next read.
  private var nextCheck = 1
  private var stride = 1
  /// The length of the line on the terminal, 0 when none is shown.
  private var shownLength = 0

  /// A progress line for a batch reading `input`, or `nil` when none is shown: standard
  /// error is not a terminal, or `quiet`.
  static func make(input: Int32, quiet: Bool) -> BatchProgress? {
    guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
    var status = stat()
    let isFile = fstat(input, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    return BatchProgress(input: input, inputSize: isFile && status.st_size > 0 ? Int(status.st_size) : nil)
  }

  private init(input: Int32, inputSize: Int?) {
    self.input = input
    self.inputSize = inputSize
    start = Self.now()
    lastCheck = start
    lastDraw = start
  }

  /// Notes that `records` lines are done; now and then redraws the line.
  @inline(__always)
  func advance(to records: Int) {
    if records >= nextCheck { check(records) }
  }

  /// Clears the line, if one is shown.
  func finish() {
    guard shownLength > 0 else { return }
    Console.writeError("\r" + String(repeating: " ", count: shownLength) + "\r")
    shownLength = 0
  }

  /// Reads the clock, adjusts the stride, and redraws the line when it is due.
  private func check(_ records: Int) {
    let now = Self.now()
    if now - lastCheck < Self.redrawInterval / 4 {
      stride = min(stride * 2, Self.maxStride)
    } else if now - lastCheck > Self.redrawInterval {
      stride = max(stride / 2, 1)
    }
    lastCheck = now
    nextCheck = records + stride
    guard now - lastDraw >= Self.redrawInterval else { return }
    lastDraw = now
    let bytesRead = inputSize == nil ? nil : Int(lseek(input, 0, SEEK_CUR))
    let text = Self.line(
      records: records, seconds: now - start, bytesRead: bytesRead, totalBytes: inputSize)
    let padding = String(repeating: " ", count: max(0, shownLength - text.count))
    Console.writeError("\r" + text + padding)
    shownLength = text.count
  }

  /// The text of the line: `formcheck batch: 12000 records, 4000 records/s` and, with the
  /// input's size, `, 40% read, about 5s left`.
  static func line(records: Int, seconds: Double, bytesRead: Int?, totalBytes: Int?) -> String {
    let rate = seconds > 0 ? Int((Double(records) / seconds).rounded()) : 0
    var text = "formcheck batch: \(records) records, \(rate) records/s"
    if let bytesRead, let totalBytes, totalBytes > 0, bytesRead >= 0 {
      let read = min(bytesRead, totalBytes)
      text += ", \(read * 100 / totalBytes)% read"
      if read > 0 {
        let left = seconds * Double(totalBytes - read) / Double(read)
        text += ", about \(duration(left)) left"
      }
    }
    return text
  }

  /// `42s`, `3m05s` or `1h02m`.
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    if whole < 60 { return "\(whole)s" }
    if whole < 3600 { return "\(whole / 60)m\(twoDigits(whole % 60))s" }
    return "\(whole / 3600)h\(twoDigits(whole % 3600 / 60))m"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  /// Seconds on the monotonic clock.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
