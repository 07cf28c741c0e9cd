import Foundation
import Glibc

/// The machine a run measured: cores, CPU model, load, kernel.
struct MachineInfo: Encodable {
  /// Online processors (`nproc`).
  let processors: Int
  /// The first `model name` of /proc/cpuinfo.
  let cpuModel: String
  /// /proc/loadavg's 1, 5 and 15 minute load averages when the run started.
  let loadAverage: String
  /// `uname -sr`.
  let kernel: String

  /// Reads the current machine's facts.
  static func current() -> MachineInfo {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
    let load =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
      .split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
    var names = utsname()
    uname(&names)
    let system = withUnsafeBytes(of: names.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let release = withUnsafeBytes(of: names.release) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    return MachineInfo(
      processors: sysconf(Int32(_SC_NPROCESSORS_ONLN)), cpuModel: model, loadAverage: load,
      kernel: system + " " + release)
  }
}
