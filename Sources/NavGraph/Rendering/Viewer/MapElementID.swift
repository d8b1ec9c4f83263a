/// The `id` attributes the HTML viewer's map gives its nodes and edges (`DOTWriter` with
/// `elementIDs`); Graphviz copies them into the SVG's `<g>` elements, so the viewer's data can name
/// the element of each screen and edge. Generated from indices only: a screen's index in
/// `App.screens`, an edge's index in `NavigationMap.edges`. The `ng-` prefix keeps them apart from
/// the ids of the viewer's own page and of Graphviz (`graph0`, `clust1`).
public enum MapElementID {
  /// The node of the screen at this index of `App.screens`: `ng-s3`.
  public static func screen(_ index: Int32) -> String { "ng-s\(index)" }

  /// The edge at this index of `NavigationMap.edges`: `ng-e7`.
  public static func edge(_ index: Int) -> String { "ng-e\(index)" }
}
