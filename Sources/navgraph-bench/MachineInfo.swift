import Foundation

/// The machine a run measured, for the tables' header: processor, cores, memory, system.
struct MachineInfo {
  var processor: String
  var cores: Int
  var memoryBytes: Int
  var system: String

  static func current() -> MachineInfo {
    var processor = "unknown processor"
    if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    {
      processor = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return MachineInfo(
      processor: processor, cores: ProcessInfo.processInfo.activeProcessorCount,
      memoryBytes: Int(ProcessInfo.processInfo.physicalMemory),
      system: ProcessInfo.processInfo.operatingSystemVersionString)
  }

  var summary: String {
    let gib = Double(memoryBytes) / Double(1 << 30)
    return "\(processor), \(cores) cores, " + String(format: "%.1f GiB", gib) + " memory, \(system)"
  }
}
