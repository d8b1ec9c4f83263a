/// Writes the one-line, many-findings app: a whole description on one line (no line break at all,
/// as minifiers write), whose check reports `findings` findings, all located on that line. In O(F)
/// time and constant memory.
///
/// - tab `main` on `home`, which presents `panel` as a sheet;
/// - `panel` has no NavigationStack (a modal root's default) and ⌈F/2⌉ push links to `home`: each is
///   an `inert-link` finding, located at its link;
/// - ⌊F/2⌋ screens `u<k>` that nothing links to, each pushing `home`: each is an `unreachable`
///   finding of its own (no unreachable screen leads to another), located at its screen.
enum OneLineFindingsWriter {
  /// The findings the check must report: (inert links, unreachable screens).
  static func split(_ findings: Int) -> (inert: Int, unreachable: Int) {
    (findings - findings / 2, findings / 2)
  }

  static func write(findings: Int, to out: inout JSONFileWriter) -> GenerationStats {
    precondition(findings >= 1, "need at least one finding")
    let (inert, unreachable) = split(findings)
    var stats = GenerationStats()
    out.raw("{\"name\":\"One line, ")
    out.integer(findings)
    out.raw(" findings\",\"tabs\":[{\"id\":\"main\",\"title\":\"Main\",\"root\":\"home\"}],\"screens\":[")
    out.raw(
      "{\"id\":\"home\",\"title\":\"Home\",\"links\":[{\"kind\":\"sheet\",\"to\":\"panel\",\"label\":\"Open\"}]}"
    )
    stats.count(.sheet)
    out.raw(",{\"id\":\"panel\",\"title\":\"Panel\",\"links\":[")
    for k in 0..<inert { out.raw(k == 0 ? "\"home\"" : ",\"home\"") }
    out.raw("]}")
    stats.count(.push, times: inert)
    for k in 0..<unreachable {
      out.raw(",{\"id\":\"u")
      out.integer(k)
      out.raw("\",\"title\":\"Legacy ")
      out.integer(k)
      out.raw("\",\"links\":[\"home\"]}")
    }
    stats.count(.push, times: unreachable)
    out.raw("]}")
    stats.screens = 2 + unreachable
    stats.links = 1 + inert + unreachable
    stats.unreachable = unreachable
    stats.bytes = out.byteCount
    return stats
  }
}
