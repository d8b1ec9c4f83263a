/// The fixed markup of the HTML viewer's page around the map: the toolbar (title, search, zoom)
/// before it, and the side panel after it (the selected screen, the findings, deep links, the
/// legend with one show/hide switch per link kind drawn). Every control is a native button, input or
/// checkbox with a label, so the page works from the keyboard and with screen readers. The script
/// (`ViewerScript`) fills the lists from the embedded data; nothing here comes from the description
/// except the link kinds, which are fixed names.
enum ViewerPage {
  static let header = """
    <header class="ng-bar">
    <h1 id="ng-title" class="ng-title">NavGraph</h1>
    <div class="ng-search">
    <label for="ng-search" class="ng-visually-hidden">Find a screen by id or title</label>
    <input id="ng-search" type="search" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="ng-results" autocomplete="off" spellcheck="false" placeholder="Find a screen by id or title (/)">
    <ul id="ng-results" class="ng-results" role="listbox" aria-label="Matching screens" hidden></ul>
    </div>
    <div class="ng-zoom" role="group" aria-label="Zoom">
    <button type="button" id="ng-zoom-out" aria-label="Zoom out" title="Zoom out (-)">&minus;</button>
    <button type="button" id="ng-zoom-in" aria-label="Zoom in" title="Zoom in (+)">+</button>
    <button type="button" id="ng-fit" title="Fit the map to the window (0)">Fit</button>
    </div>
    </header>
    <main class="ng-main">
    <p id="ng-map-help" class="ng-visually-hidden">Drag or use the arrow keys to move the map, the mouse wheel or the + and - keys to zoom, 0 to fit it to the window. Press / to find a screen. Tab reaches the selected screen (at first the launch screen): Enter selects it, and the side panel's links go from screen to screen; Escape clears the selection.</p>
    <div id="ng-status" class="ng-visually-hidden" role="status" aria-live="polite"></div>

    """

  /// The side panel; `kinds` are the link kinds the map draws, in `LinkKind` order.
  static func sidebar(kinds: [LinkKind]) -> String {
    var out = """
      <aside class="ng-side" aria-label="Details">
      <section id="ng-details" class="ng-panel" aria-labelledby="ng-details-title" hidden>
      <div class="ng-panel-head"><h2 id="ng-details-title"></h2><button type="button" id="ng-close" class="ng-icon-button" aria-label="Clear the selection" title="Clear the selection (Escape)">&times;</button></div>
      <div id="ng-details-body"></div>
      </section>
      <section class="ng-panel" aria-labelledby="ng-findings-title">
      <h2 id="ng-findings-title">Findings</h2>
      <p id="ng-summary" class="ng-muted"></p>
      <ul id="ng-findings" class="ng-findings"></ul>
      </section>
      <section id="ng-deep-links" class="ng-panel" aria-labelledby="ng-deep-links-title" hidden>
      <h2 id="ng-deep-links-title">Deep links</h2>
      <ul id="ng-deep-link-list" class="ng-plain-list"></ul>
      </section>
      <section class="ng-panel" aria-labelledby="ng-legend-title">
      <h2 id="ng-legend-title">Legend</h2>
      <fieldset class="ng-kinds"><legend>Links: show or hide each kind</legend>

      """
    for kind in kinds {
      out += "<label class=\"ng-kind\"><input type=\"checkbox\" checked data-kind=\"\(kind.rawValue)\"> "
      out += sample(kind) + " <span>\(name(kind))</span></label>\n"
    }
    out += """
      </fieldset>
      <ul class="ng-legend-list">
      <li><span class="ng-swatch"></span> a screen: its title, and its id when different</li>
      <li><span class="ng-swatch ng-swatch-home"></span> home (double border)</li>
      <li><span class="ng-swatch ng-swatch-unreachable"></span> unreachable</li>
      <li><span class="ng-swatch ng-swatch-alarm"></span> dead end or trap</li>
      <li><span class="ng-line ng-line-bundle"></span> several links, counted: an area's links into another, or links drawn as one edge</li>
      <li><span class="ng-swatch ng-swatch-area"></span> an area drawn as one node (select it to list its screens)</li>
      <li><span class="ng-line ng-line-cycle"></span> link in a reported cycle</li>
      <li><span class="ng-line ng-line-out"></span> selected screen: its links out</li>
      <li><span class="ng-line ng-line-in"></span> selected screen: its links in</li>
      <li><span class="ng-line ng-line-route"></span> selected screen: its route from launch</li>
      </ul>
      </section>
      </aside>

      """
    return out
  }

  /// The legend's name of a link kind.
  static func name(_ kind: LinkKind) -> String {
    switch kind {
    case .fullScreenCover: return "full-screen cover"
    case .tab: return "tab (to its root)"
    default: return kind.rawValue
    }
  }

  /// A small inline SVG of an edge of `kind`, drawn as `DOTWriter.kindAttributes` draws it: solid,
  /// dashed, dashed with a hollow head, dashed and bold, dotted, or a double line.
  static func sample(_ kind: LinkKind) -> String {
    let head = "<polygon points=\"33,2.5 41,6 33,9.5\" fill=\"currentColor\" stroke=\"currentColor\"/>"
    let line: String
    switch kind {
    case .sheet, .pop, .popToRoot, .dismiss, .dismissAction:
      line = "<line x1=\"1\" y1=\"6\" x2=\"33\" y2=\"6\" stroke-dasharray=\"5,2\"/>" + head
    case .popover:
      line =
        "<line x1=\"1\" y1=\"6\" x2=\"33\" y2=\"6\" stroke-dasharray=\"5,2\"/>"
        + "<polygon points=\"33,2.5 41,6 33,9.5\" fill=\"none\" stroke=\"currentColor\"/>"
    case .fullScreenCover:
      line =
        "<line x1=\"1\" y1=\"6\" x2=\"33\" y2=\"6\" stroke-dasharray=\"5,2\" stroke-width=\"2.4\"/>" + head
    case .tab:
      line = "<line x1=\"1\" y1=\"6\" x2=\"33\" y2=\"6\" stroke-dasharray=\"1,3\"/>" + head
    case .replace:
      line =
        "<line x1=\"1\" y1=\"4.5\" x2=\"33\" y2=\"4.5\"/><line x1=\"1\" y1=\"7.5\" x2=\"33\" y2=\"7.5\"/>"
        + head
    case .push:
      line = "<line x1=\"1\" y1=\"6\" x2=\"33\" y2=\"6\"/>" + head
    }
    return "<svg class=\"ng-sample\" width=\"42\" height=\"12\" viewBox=\"0 0 42 12\" aria-hidden=\"true\" "
      + "stroke=\"currentColor\" stroke-width=\"1.2\" fill=\"none\">" + line + "</svg>"
  }
}
