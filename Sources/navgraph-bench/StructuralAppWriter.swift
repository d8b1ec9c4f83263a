/// Writes the two degenerate shapes that must load and check without a stack overflow
/// (docs/PERFORMANCE.md), one screen per line, in O(N) time and constant memory:
/// - `chain`: one tab whose root `c0` starts a chain of N screens, each pushing the next (the
///   deepest possible push stack);
/// - `star`: one tab whose root `hub` pushes the N − 1 other screens `s1`…, every other one with a
///   `pop` link (one screen with N − 1 links, the widest possible screen).
enum StructuralAppWriter {
  enum Shape: String, CaseIterable {
    case chain
    case star
  }

  static func write(_ shape: Shape, screens n: Int, to out: inout JSONFileWriter) -> GenerationStats {
    precondition(n >= 1, "need at least one screen")
    var stats = GenerationStats()
    stats.screens = n
    out.raw("{\n  \"name\": \"")
    out.raw(shape == .chain ? "Chain (" : "Star (")
    out.integer(n)
    out.raw(" screens)\",\n  \"tabs\": [\n    {\"id\": \"main\", \"title\": \"Main\", \"root\": \"")
    out.raw(shape == .chain ? "c0" : "hub")
    out.raw("\"}\n  ],\n  \"screens\": [\n")
    switch shape {
    case .chain:
      for i in 0..<n {
        out.raw(i == 0 ? "    {\"id\": \"c" : ",\n    {\"id\": \"c")
        out.integer(i)
        out.byte(UInt8(ascii: "\""))
        if i + 1 < n {
          out.raw(", \"links\": [\"c")
          out.integer(i + 1)
          out.raw("\"]")
          stats.count(.push)
          stats.links += 1
        }
        out.byte(UInt8(ascii: "}"))
      }
    case .star:
      out.raw("    {\"id\": \"hub\", \"title\": \"Hub\"")
      if n > 1 {
        out.raw(", \"links\": [")
        for i in 1..<n {
          out.raw(i == 1 ? "\"s" : ", \"s")
          out.integer(i)
          out.byte(UInt8(ascii: "\""))
        }
        out.byte(UInt8(ascii: "]"))
        stats.links += n - 1
        stats.count(.push, times: n - 1)
      }
      out.byte(UInt8(ascii: "}"))
      for i in 1..<n {
        out.raw(",\n    {\"id\": \"s")
        out.integer(i)
        out.byte(UInt8(ascii: "\""))
        if i % 2 == 0 {
          out.raw(", \"links\": [{\"kind\": \"pop\", \"label\": \"Back\"}]")
          stats.count(.pop)
          stats.links += 1
        }
        out.byte(UInt8(ascii: "}"))
      }
    }
    out.raw("\n  ]\n}\n")
    stats.bytes = out.byteCount
    return stats
  }
}
