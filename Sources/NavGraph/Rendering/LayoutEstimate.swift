import Foundation

/// The graph Graphviz will lay out, as `GraphvizRenderer.measure` read it.
public struct LayoutMeasure: Hashable, Sendable {
  /// The layout engine.
  public var layout: String
  /// The nodes the engine is given.
  public var nodes: Int
  /// The edges the engine is given.
  public var edges: Int
  /// For `dot` (0 otherwise): its `DotLayoutCost`.
  public var cost: Int
  /// For `dot` (0 otherwise): the edges it reverses to break cycles.
  public var reversedEdges: Int
  /// For `dot` (0 otherwise): the crossing work, the sum over each two adjacent ranks of the
  /// square of the edge segments between them.
  public var crossingWork: Double
  /// The sum of the squares of the clusters' node counts and of the count outside them.
  public var clusterSquares: Double
}

/// How long a layout is expected to take, from its measure, so that a render expected to be slow
/// says so before it starts.
///
/// Models, fitted to layouts timed with Graphviz 2.43 on the development machine (the default
/// maps, tab pages, shared destinations' pages and overviews of generated social apps of 50 to
/// 1,500 screens and synthetic apps of 200 to 1,500; docs/RENDERING.md, "Big apps"):
/// - `dot`: `a·(nodes + edges) + b·crossingWork·reversedEdges/nodes`: the first term for maps
///   that are mostly trees, the second for dense push groups drawn with every link, whose cycles
///   make crossing minimisation and spline routing the bulk of the time (fitted by least squares
///   on the logarithms of the ratios; within a factor of 1.6 in root mean square, 2.7 at worst);
/// - `fdp`, which lays out every cluster on its own: `a·clusterSquares^b`;
/// - the others: `a·(nodes + edges)^b`.
/// They are a guide, not a promise: the machine's load alone changes a layout's time by a factor
/// of two. O(1).
public struct LayoutEstimate: Hashable, Sendable {
  /// Above this many seconds a render says so before it starts.
  public static let slow = 2.0

  /// The graph the estimate is of.
  public var measure: LayoutMeasure
  /// The expected time of the layout.
  public var seconds: Double

  /// The estimate of a layout of `measure`, by the engine's model.
  public init(_ measure: LayoutMeasure) {
    self.measure = measure
    let size = Double(measure.nodes + measure.edges)
    switch measure.layout {
    case "dot":
      let dense = measure.crossingWork * Double(measure.reversedEdges) / Double(max(measure.nodes, 1))
      seconds = Self.dot.perItem * size + Self.dot.perCrossing * dense
    case "fdp":
      seconds = Self.fdp.a * pow(max(measure.clusterSquares, 1), Self.fdp.b)
    default:
      let model = Self.engines[measure.layout] ?? Self.engines["neato"]!
      seconds = model.a * pow(max(size, 1), model.b)
    }
  }

  static let dot = (perItem: 8.91e-4, perCrossing: 3.16e-6)
  static let fdp = (a: 1.04e-2, b: 0.541)
  /// By nodes plus edges; an engine not listed is estimated as `neato`.
  static let engines: [String: (a: Double, b: Double)] = [
    "sfdp": (8.84e-4, 0.860), "neato": (1.36e-6, 2.008), "twopi": (3.45e-3, 0.597), "circo": (3.29e-8, 2.871),
  ]
}
