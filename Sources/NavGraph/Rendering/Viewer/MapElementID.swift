/// The `id` attributes the HTML viewer's map gives its nodes and edges (`DOTWriter` with
/// `elementIDs`); Graphviz copies them into the SVG's `<g>` elements, so the viewer's data can name
/// the element of each screen and edge. Generated from indices only: a screen's index in
/// `App.screens`, an edge's index in `NavigationMap.edges`, a deep link's in `NavigationMap.deepLinks`. The `ng_` prefix keeps them apart from
/// the ids of the viewer's own page (`ng-…`) and of Graphviz (`graph0`, `clust1`); an underscore,
/// not a hyphen, because Graphviz writes a hyphen in an SVG attribute as `&#45;`.
package enum MapElementID {
  /// The node of the screen at this index of `App.screens`: `ng_s3`.
  package static func screen(_ index: Int32) -> String { "ng_s\(index)" }

  /// The area node at this index of `NavigationMap.areaNodes`: `ng_a2`.
  public static func area(_ index: Int) -> String { "ng_a\(index)" }

  /// The edge at this index of `NavigationMap.edges`: `ng_e7`.
  package static func edge(_ index: Int) -> String { "ng_e\(index)" }

  /// The entry arrow of the deep link at this index of `NavigationMap.deepLinks`: `ng_d1`.
  package static func deepLink(_ index: Int) -> String { "ng_d\(index)" }
}
