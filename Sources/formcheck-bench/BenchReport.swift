import Foundation

/// Everything one invocation measured, printed as a table or as JSON.
struct BenchReport {
  /// The machine.
  let machine: MachineInfo
  /// Every metric, in scenario order.
  let metrics: [Metric]

  /// The table: one row per metric and reference figure.
  var table: String {
    var rows: [[String]] = [["scenario", "metric", "value", "unit", "reference", "ref. value", "advantage"]]
    for metric in metrics {
      let value = NumberText.fixed(metric.value, decimals: metric.decimals)
      let first = [metric.scenario, metric.name, value, metric.unit]
      guard !metric.comparisons.isEmpty else {
        rows.append(first + ["", "", ""])
        continue
      }
      for (index, comparison) in metric.comparisons.enumerated() {
        let advantage = metric.advantage(over: comparison).map { String(format: "%.2fx", $0) } ?? ""
        rows.append(
          (index == 0 ? first : ["", "", "", ""])
            + [
              comparison.label,
              NumberText.fixed(comparison.value, decimals: referenceDecimals(comparison.value)), advantage,
            ])
      }
    }
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    let numeric: Set<Int> = [2, 5, 6]
    let lines = rows.map { row in
      row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return numeric.contains(column) ? padding + row[column] : row[column] + padding
      }.joined(separator: "  ")
    }
    let header =
      "machine: \(machine.processors) CPUs, \(machine.cpuModel), load \(machine.loadAverage), \(machine.kernel)"
    let note =
      "advantage = how many times better ours is (above 1: ours is better); reference figures from other machines are marked RESULTS"
    return ([header, note, ""] + lines).joined(separator: "\n")
  }

  /// The JSON object: `{"machine":{…},"metrics":[{scenario,metric,value,unit,samples,comparisons}]}`.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(
      machine: machine,
      metrics: metrics.map { metric in
        Document.Entry(
          scenario: metric.scenario, metric: metric.name, value: metric.value, unit: metric.unit,
          better: metric.direction.rawValue, samples: metric.samples,
          comparisons: metric.comparisons.map {
            Document.Reference(label: $0.label, value: $0.value, advantage: metric.advantage(over: $0))
          })
      })
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }

  /// Decimals for a reference figure: none for whole numbers, else 3 below 10, else 1.
  private func referenceDecimals(_ value: Double) -> Int {
    value == value.rounded() ? 0 : (value < 10 ? 3 : 1)
  }

  /// The JSON shape.
  private struct Document: Encodable {
    /// One reference figure and our advantage over it.
    struct Reference: Encodable {
      let label: String
      let value: Double
      let advantage: Double?
    }
    /// One metric.
    struct Entry: Encodable {
      let scenario: String
      let metric: String
      let value: Double
      let unit: String
      let better: String
      let samples: [Double]
      let comparisons: [Reference]
    }
    let machine: MachineInfo
    let metrics: [Entry]
  }
}
