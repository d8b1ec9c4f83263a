import Foundation

/// A Markdown table built row by row; `render()` pads every column to its widest cell so the text
/// reads as a table too. Numbers are right-aligned, text left-aligned.
struct MarkdownTable {
  let header: [String]
  /// Per column: right-aligned (numbers).
  let rightAligned: [Bool]
  private(set) var rows: [[String]] = []

  init(_ columns: [(String, rightAligned: Bool)]) {
    header = columns.map(\.0)
    rightAligned = columns.map(\.rightAligned)
  }

  mutating func add(_ row: [String]) {
    precondition(row.count == header.count, "a row needs one cell per column")
    rows.append(row)
  }

  func render() -> String {
    var widths = header.map(\.count)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count, 3) }
    }
    func line(_ cells: [String]) -> String {
      let padded = cells.enumerated().map { i, cell in
        let pad = String(repeating: " ", count: widths[i] - cell.count)
        return rightAligned[i] ? pad + cell : cell + pad
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    let rule = widths.enumerated().map { i, width in
      rightAligned[i] ? String(repeating: "-", count: width - 1) + ":" : String(repeating: "-", count: width)
    }
    return ([line(header), "| " + rule.joined(separator: " | ") + " |"] + rows.map(line)).joined(
      separator: "\n")
  }
}

/// How the tables write figures: times with three significant digits in ms or s, sizes in decimal
/// kilobytes and megabytes, counts with thousands separators.
enum Format {
  static func seconds(_ t: Double) -> String {
    if t < 1 {
      let ms = t * 1000
      return String(format: ms < 10 ? "%.2f ms" : ms < 100 ? "%.1f ms" : "%.0f ms", ms)
    }
    return String(format: t < 10 ? "%.2f s" : t < 100 ? "%.1f s" : "%.0f s", t)
  }

  /// The median, and the minimum in parentheses when there were several runs.
  static func timing(_ timing: Timing) -> String {
    guard !timing.isEmpty else { return "not run" }
    if timing.samples.count == 1 { return seconds(timing.median) }
    return seconds(timing.median) + " (" + bare(timing.minimum, like: timing.median) + ")"
  }

  /// `t` in the unit `seconds(reference)` uses, without the unit.
  private static func bare(_ t: Double, like reference: Double) -> String {
    let scaled = reference < 1 ? t * 1000 : t
    let magnitude = reference < 1 ? reference * 1000 : reference
    return String(format: magnitude < 10 ? "%.2f" : magnitude < 100 ? "%.1f" : "%.0f", scaled)
  }

  static func megabytes(_ bytes: Int) -> String {
    if bytes < 1_000_000 { return String(format: "%.0f kB", Double(bytes) / 1000) }
    let mb = Double(bytes) / 1_000_000
    return mb < 10 ? String(format: "%.1f MB", mb) : count(Int(mb.rounded())) + " MB"
  }

  static func count(_ n: Int) -> String {
    let digits = String(n)
    var result = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { result.append(",") }
      result.append(c)
    }
    return result
  }

  static func ratio(_ r: Double) -> String { String(format: "%.2f×", r) }

}
