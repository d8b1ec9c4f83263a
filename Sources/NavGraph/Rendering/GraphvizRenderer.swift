@preconcurrency import CGraphviz
import Foundation

/// Lays out and renders DOT text with Graphviz's C library, in memory. Every Graphviz call NavGraph
/// makes lives in this file.
///
/// One render: the graph read from the text (`agread`, with the disciplines described at
/// `disciplines`), the size guard (`agnnodes`, `agnedges`), the layout (`gvLayout`), the rendering
/// into a malloc'ed buffer (`gvRenderData`); every per-render resource is freed by `defer` in
/// reverse order on every path (`gvFreeRenderData`, `gvFreeLayout`, `agclose`). The context
/// (`gvContext`, which loads the installed plugins) is made once and kept for the process: with
/// Graphviz 2.43, each `gvContext`/`gvFreeContext` pair leaks about 12 kB, and the pango plugin keeps
/// a pointer to a font name the freed context owned and reads it in the next context's first text
/// measurement (valgrind: invalid read in `textspan_size`). Graphviz keeps global state and is not
/// thread-safe, so renders are serialised by a process-wide lock.
/// Its messages, which it would otherwise print to standard error, go to a C callback set with
/// `agseterrf` for the duration of the render; the callback joins their fragments into one text,
/// and the previous callback and error level are restored afterwards. A failure throws
/// `RenderError` carrying that text. Cost: Graphviz's layout, plus a copy of the output.
package enum GraphvizRenderer {
  /// The most nodes and edges each engine is given, so that a layout finishes in seconds rather than
  /// appearing to hang; `dot` is also refused graphs whose `DotLayoutCost` is too high. Measured with Graphviz 2.43 on generated apps shaped like real ones (five
  /// tab trees, 7% of screens with a modal to a random screen, 7% with a tab link): `dot` took 1 s
  /// for 1,000 screens, 17 s for 1,500 and 174 s for 2,000 (20 s with `largeGraphAttributes`);
  /// `neato` 16 s for 1,500; `fdp` 36 s for 2,500; `circo` 17 s for 500 and over 100 s for 1,000;
  /// `twopi` 0.3 s and `sfdp` 0.9 s for 2,500. Other engines get `dot`'s limits.
  package static let layoutLimits: [String: (nodes: Int, edges: Int)] = [
    "dot": (2_000, 6_000), "neato": (1_500, 6_000), "fdp": (2_000, 6_000), "circo": (500, 2_000),
    "twopi": (10_000, 40_000), "sfdp": (100_000, 400_000),
  ]

  /// Given to `dot` when `DotLayoutCost` finds a graph large: fewer network-simplex and
  /// crossing-minimisation iterations, a plainer layout many times faster.
  static let largeGraphAttributes = [("nslimit", "2"), ("nslimit1", "2"), ("mclimit", "0.5")]

  /// The engines that draw clusters where they lay their nodes out (`neato` draws their boxes
  /// around wherever their nodes fall, overlapping; the others draw none): NavGraph gives the
  /// other engines no clusters, and says so (`RenderWarning.areasDropped`).
  package static let enginesDrawingClusters: Set<String> = ["dot", "fdp"]

  /// The Graphviz output formats NavGraph uses: `svg`, `png`, `pdf`, and `dot` (the laid-out graph).
  package static let outputFormats: Set<String> = ["svg", "png", "pdf", "dot"]

  /// Renders `dot` laid out by `layout` into `format` (one of `outputFormats`).
  ///
  /// - Throws: `RenderError.graphTooLarge` before an engine is given more than its
  ///   `layoutLimits`; `RenderError.unknownLayout` when Graphviz has no such engine;
  ///   `RenderError.graphviz` when it fails to read, lay out or render, or `format` is not one of
  ///   `outputFormats`.
  package static func render(dot: String, layout: String, format: String) throws -> [UInt8] {
    guard outputFormats.contains(format) else {
      throw RenderError.graphviz(stage: "render", detail: "unsupported output format '\(format)'")
    }
    guard isPlainName(layout) else { throw RenderError.unknownLayout(layout, detail: "") }

    return try capturingMessages {
      if sharedContext == nil { sharedContext = gvContext() }
      guard let context = sharedContext else {
        throw RenderError.graphviz(stage: "read", detail: messages.text(fallback: "no graphviz context"))
      }

      let graph = try read(dot)
      defer { agclose(graph) }
      let measure = try checkSize(graph, layout: layout)
      if layout == "dot" && measure.cost > DotLayoutCost.large {
        for (name, value) in largeGraphAttributes { setGraphAttribute(graph, name, value) }
      }

      guard gvLayout(context, graph, layout) == 0 else {
        let detail = messages.text(fallback: "")
        if RenderOptions.layoutEngines.contains(layout) {
          throw RenderError.graphviz(stage: "layout", detail: detail)
        }
        throw RenderError.unknownLayout(layout, detail: detail)
      }
      defer { gvFreeLayout(context, graph) }

      var data: UnsafeMutablePointer<CChar>? = nil
      var length: UInt32 = 0
      // On failure Graphviz may already have reallocated the buffer it handed out, so only a
      // successful render's buffer is ours to free.
      guard gvRenderData(context, graph, format, &data, &length) == 0, let data else {
        throw RenderError.graphviz(
          stage: "render", detail: messages.text(fallback: "no output for '\(format)'"))
      }
      defer { gvFreeRenderData(data) }
      // Graphviz's buffer holds `length` bytes and is freed only after the copy.
      var bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
        Array(UnsafeBufferPointer(start: $0, count: Int(length)))
      }
      if format == "pdf" { fixCreationDate(&bytes) }
      return bytes
    }
  }

  /// Reads `dot` as Graphviz will lay it out and measures it, without laying it out: its nodes,
  /// edges and clusters and, for `dot`, its `DotLayoutCost` measure.
  ///
  /// - Throws: `RenderError.graphTooLarge` when `layout` would be given more than its
  ///   `layoutLimits` (or `dot` too high a cost); `RenderError.graphviz` when the text is refused.
  package static func measure(dot: String, layout: String) throws -> LayoutMeasure {
    try capturingMessages {
      let graph = try read(dot)
      defer { agclose(graph) }
      return try checkSize(graph, layout: layout)
    }
  }

  /// Runs `body` holding `graphvizLock`, with Graphviz's warnings and errors captured into
  /// `messages` (cleared before and after) and its error state reset; the previous handler and
  /// level are restored afterwards.
  private static func capturingMessages<T>(_ body: () throws -> T) rethrows -> T {
    graphvizLock.lock()
    defer { graphvizLock.unlock() }
    messages.reset()
    let previousHandler = agseterrf(captureMessage)
    let previousLevel = agseterr(AGWARN)
    defer {
      agseterr(previousLevel)
      agseterrf(previousHandler)
      messages.reset()
    }
    agreseterrors()
    return try body()
  }

  /// Reads DOT text into a cgraph graph (with `disciplines`); the caller closes it. Call with
  /// `graphvizLock` held.
  private static func read(_ dot: String) throws -> UnsafeMutablePointer<Agraph_t> {
    let reader = DOTReader(dot)
    let graph = withExtendedLifetime(reader) {
      agread(Unmanaged.passUnretained(reader).toOpaque(), disciplines)
    }
    guard let graph else {
      throw RenderError.graphviz(stage: "read", detail: messages.text(fallback: "the graph text was refused"))
    }
    return graph
  }

  /// Measures the graph and refuses one larger than `layout`'s `layoutLimits`, or for `dot` one
  /// whose `DotLayoutCost` is over its limit.
  private static func checkSize(_ graph: UnsafeMutablePointer<Agraph_t>, layout: String) throws
    -> LayoutMeasure
  {
    let nodes = Int(agnnodes(graph))
    let edges = Int(agnedges(graph))
    let limit = layoutLimits[layout] ?? layoutLimits["dot"]!
    if nodes > limit.nodes || edges > limit.edges {
      throw RenderError.graphTooLarge(nodes: nodes, edges: edges, layout: layout)
    }
    var measure = LayoutMeasure(
      layout: layout, nodes: nodes, edges: edges, cost: 0, reversedEdges: 0, crossingWork: 0,
      clusterSquares: clusterSquares(of: graph))
    guard layout == "dot" else { return measure }
    let dot = DotLayoutCost.measure(nodeCount: nodes, edges: edgeList(of: graph))
    if dot.cost > DotLayoutCost.limit {
      throw RenderError.graphTooLarge(nodes: nodes, edges: edges, layout: layout)
    }
    measure.cost = dot.cost
    measure.reversedEdges = dot.reversedEdges
    measure.crossingWork = dot.crossingWork
    return measure
  }

  /// The sum of the squares of every cluster's node count (nested clusters counted in their own
  /// right and in their parents) and of the node count outside every cluster: what `fdp`, which
  /// lays out each cluster as a graph of its own, spends its time on. Iterative over the subgraphs.
  private static func clusterSquares(of graph: UnsafeMutablePointer<Agraph_t>) -> Double {
    var sum = 0.0
    var outside = Int(agnnodes(graph))
    var work: [(UnsafeMutablePointer<Agraph_t>, top: Bool)] = []
    var child = agfstsubg(graph)
    while let c = child {
      work.append((c, true))
      child = agnxtsubg(c)
    }
    while let (subgraph, top) = work.popLast() {
      if let name = agnameof(subgraph), String(cString: name).hasPrefix("cluster") {
        let n = Int(agnnodes(subgraph))
        sum += Double(n) * Double(n)
        if top { outside -= n }
      }
      var next = agfstsubg(subgraph)
      while let c = next {
        work.append((c, false))
        next = agnxtsubg(c)
      }
    }
    return sum + Double(outside) * Double(outside)
  }

  /// Cairo stamps PDF output with the current time (`/CreationDate (D:YYYYMMDDHHmmSS…)`), which
  /// would make two renders differ; the date's 14 digits become 1970-01-01 00:00:00 in place, so
  /// the length and every cross-reference offset stay the same.
  static func fixCreationDate(_ bytes: inout [UInt8]) {
    let key = Array("/CreationDate (D:".utf8)
    let epoch = Array("19700101000000".utf8)
    guard bytes.count >= key.count + epoch.count else { return }
    var i = 0
    while i + key.count + epoch.count <= bytes.count {
      if bytes[i] == key[0] && bytes[i..<(i + key.count)].elementsEqual(key) {
        let start = i + key.count
        if bytes[start..<(start + epoch.count)].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
          bytes.replaceSubrange(start..<(start + epoch.count), with: epoch)
        }
        return
      }
      i += 1
    }
  }

  /// The edges of `graph` as (tail, head) indices of its nodes in iteration order.
  private static func edgeList(of graph: UnsafeMutablePointer<Agraph_t>) -> [(Int32, Int32)] {
    var index: [UnsafeMutablePointer<Agnode_t>: Int32] = [:]
    var node = agfstnode(graph)
    while let n = node {
      index[n] = Int32(index.count)
      node = agnxtnode(graph, n)
    }
    var edges: [(Int32, Int32)] = []
    node = agfstnode(graph)
    while let n = node {
      var edge = agfstout(graph, n)
      while let e = edge {
        if let head = e.pointee.node, let h = index[head], let t = index[n] { edges.append((t, h)) }
        edge = agnxtout(graph, e)
      }
      node = agnxtnode(graph, n)
    }
    return edges
  }

  /// Sets an attribute of the root graph (declaring it when the text did not).
  private static func setGraphAttribute(
    _ graph: UnsafeMutablePointer<Agraph_t>, _ name: String, _ value: String
  ) {
    guard let cName = strdup(name), let cValue = strdup(value) else { return }
    defer {
      free(cName)
      free(cValue)
    }
    agattr(graph, AGRAPH, cName, cValue)
  }

  /// Engine names are short lowercase words; anything else is refused before it reaches C.
  private static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 32
      && name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
  }
}

/// The disciplines graphs are read with: Graphviz's defaults, except for two.
///
/// - Ids: cgraph's default gives a named object its interned name's address as id, and keeps
///   subgraphs ordered by id, so clusters would be laid out and written in heap-address order, which
///   changes from one render to the next in a long-lived process. Here the names of graphs and
///   subgraphs are left to cgraph's internal name map, and they get the default discipline's
///   anonymous id, a counter: subgraphs stay in the order the text gives them, and output is
///   byte-identical across renders. Nodes (iterated in creation order anyway) keep the default.
/// - Input: the text is read from a `DOTReader` passed as the channel, a line at a time like
///   `agmemread` does.
///
/// Allocated once and never freed: graphs keep pointers to them until `agclose`.
nonisolated(unsafe) private let disciplines: UnsafeMutablePointer<Agdisc_t> = {
  let memory = UnsafeMutablePointer<Agmemdisc_t>.allocate(capacity: 1)
  memory.initialize(to: AgMemDisc)
  var idDefaults = AgIdDisc
  idDefaults.map = { state, objectType, name, id, create in
    guard let defaultMap = AgIdDisc.map, name == nil || objectType != AGRAPH else { return 0 }
    return defaultMap(state, objectType, name, id, create)
  }
  let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
  ids.initialize(to: idDefaults)
  let io = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1)
  io.initialize(
    to: Agiodisc_t(
      afread: { channel, buffer, size in
        guard let channel, let buffer, size > 0 else { return 0 }
        return Unmanaged<DOTReader>.fromOpaque(channel).takeUnretainedValue().read(
          into: buffer, capacity: Int(size))
      }, putstr: AgIoDisc.putstr, flush: AgIoDisc.flush))
  let discipline = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
  discipline.initialize(to: Agdisc_t(mem: memory, id: ids, io: io))
  return discipline
}()

/// DOT text handed to cgraph's reader a line at a time.
private final class DOTReader {
  private let bytes: [UInt8]
  private var cursor = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  /// Copies the next bytes, up to and including a line feed, at most `capacity`; 0 at the end.
  func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int32 {
    var count = 0
    // Graphviz's buffer holds `capacity` bytes; at most that many are written.
    while cursor < bytes.count && count < capacity {
      let byte = bytes[cursor]
      buffer[count] = CChar(bitPattern: byte)
      cursor += 1
      count += 1
      if byte == 0x0A { break }
    }
    return Int32(count)
  }
}

/// Serialises every use of Graphviz in the process.
private let graphvizLock = NSLock()

/// The Graphviz context, made by the first render; only used with `graphvizLock` held.
nonisolated(unsafe) private var sharedContext: OpaquePointer?

/// The messages Graphviz reports during one render.
private let messages = GraphvizMessages()

/// Receives each fragment Graphviz reports (`Error`, `: `, then the formatted text) instead of
/// standard error. A C function: it captures nothing and only appends to `messages`.
private let captureMessage: agusererrf = { fragment in
  if let fragment { messages.append(String(cString: fragment)) }
  return 0
}
