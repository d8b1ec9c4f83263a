/// The HTML viewer's style sheet, inlined into the page by `HTMLViewerWriter`.
///
/// Layout: a toolbar over a grid of the map (left, filling the window) and the side panel (right;
/// below the map on narrow windows). The map's own colours come from Graphviz's SVG; the viewer
/// adds the selection (links out blue, links in purple, the route green, everything else faded),
/// the hidden link kinds, and visible keyboard focus. In dark mode (`prefers-color-scheme: dark`)
/// the page uses dark colours and repaints the SVG's palette (`DOTWriter`'s colours, matched by
/// attribute value) with light ink on dark boxes; CSS properties take precedence over SVG
/// presentation attributes, so the SVG itself stays as Graphviz wrote it.
enum ViewerStyle {
  static let css = #"""
    :root {
      --bg: #f4f6f9;
      --panel: #ffffff;
      --text: #1a202c;
      --muted: #5a6678;
      --border: #d5dbe3;
      --map-bg: #ffffff;
      --accent: #1d4ed8;
      --out: #1d4ed8;
      --in: #9333ea;
      --route: #15803d;
      --cycle: #dd6b20;
      --error: #c53030;
      --warning: #975a16;
      --note: #4a5568;
      --focus: #d97706;
      --hover: #eef2f7;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #11151b;
        --panel: #1a2029;
        --text: #e2e8f0;
        --muted: #a0aec0;
        --border: #2f3a4a;
        --map-bg: #141920;
        --accent: #7ab4ff;
        --out: #7ab4ff;
        --in: #d6a4ff;
        --route: #68d391;
        --cycle: #f6ad55;
        --error: #fc8181;
        --warning: #f6c76b;
        --note: #cbd5e0;
        --focus: #fbbf24;
        --hover: #232b37;
      }
    }
    * { box-sizing: border-box; }
    html, body { height: 100%; margin: 0; }
    body {
      display: flex; flex-direction: column; overflow: hidden;
      background: var(--bg); color: var(--text);
      font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;
    }
    button, input { font: inherit; color: inherit; }
    :focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
    .ng-visually-hidden {
      position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
      clip: rect(0 0 0 0); white-space: nowrap; border: 0;
    }
    .ng-muted { color: var(--muted); }

    /* Toolbar */
    .ng-bar {
      display: flex; align-items: center; gap: 12px; padding: 8px 12px;
      background: var(--panel); border-bottom: 1px solid var(--border);
    }
    .ng-title {
      margin: 0; font-size: 16px; font-weight: 600; white-space: nowrap; overflow: hidden;
      text-overflow: ellipsis; max-width: 30%;
    }
    .ng-search { position: relative; flex: 1; max-width: 480px; }
    .ng-search input {
      width: 100%; padding: 6px 10px; border: 1px solid var(--border); border-radius: 6px;
      background: var(--bg);
    }
    .ng-results {
      position: absolute; z-index: 10; left: 0; right: 0; top: calc(100% + 4px); margin: 0; padding: 4px 0;
      list-style: none; max-height: 60vh; overflow: auto; background: var(--panel);
      border: 1px solid var(--border); border-radius: 6px; box-shadow: 0 6px 24px rgba(0, 0, 0, .18);
    }
    .ng-results li { padding: 4px 10px; cursor: pointer; display: flex; gap: 8px; align-items: baseline; }
    .ng-results li[aria-selected="true"] { background: var(--accent); color: var(--panel); }
    .ng-results li[aria-selected="true"] .ng-muted { color: inherit; opacity: .85; }
    .ng-results .ng-empty { cursor: default; color: var(--muted); }
    .ng-zoom { display: flex; gap: 4px; }
    .ng-zoom button, .ng-button, .ng-icon-button {
      min-width: 32px; padding: 4px 10px; border: 1px solid var(--border); border-radius: 6px;
      background: var(--panel); cursor: pointer;
    }
    .ng-zoom button:hover, .ng-button:hover, .ng-icon-button:hover { background: var(--hover); }
    .ng-button[aria-pressed="true"] { background: var(--route); border-color: var(--route); color: var(--panel); }

    /* Map and side panel */
    .ng-main {
      flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(0, 1fr) 380px;
    }
    .ng-map {
      position: relative; overflow: hidden; background: var(--map-bg); cursor: grab; touch-action: none;
    }
    .ng-map:focus-visible { outline-offset: -3px; }
    .ng-map.ng-dragging { cursor: grabbing; }
    .ng-map > svg { display: block; width: 100%; height: 100%; user-select: none; -webkit-user-select: none; }
    .ng-side {
      overflow: auto; border-left: 1px solid var(--border); background: var(--panel);
    }
    @media (max-width: 800px) {
      body { overflow: auto; }
      .ng-main { grid-template-columns: 1fr; grid-template-rows: 65vh auto; }
      .ng-side { border-left: 0; border-top: 1px solid var(--border); overflow: visible; }
      .ng-title { display: none; }
    }
    .ng-panel { padding: 12px 16px; border-bottom: 1px solid var(--border); }
    .ng-panel h2 { margin: 0 0 6px; font-size: 15px; }
    .ng-panel h3 { margin: 12px 0 4px; font-size: 13px; color: var(--muted); font-weight: 600; }
    .ng-panel-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 8px; }
    .ng-panel-head h2 { overflow-wrap: anywhere; }
    .ng-panel ul, .ng-panel ol { margin: 0; padding-left: 20px; }
    .ng-panel li { margin: 2px 0; overflow-wrap: anywhere; }
    .ng-plain-list, .ng-findings { list-style: none; padding-left: 0 !important; }
    .ng-facts { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0; }
    .ng-facts dt { color: var(--muted); }
    .ng-facts dd { margin: 0; overflow-wrap: anywhere; }
    code { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    .ng-chip {
      display: inline-block; margin: 0 4px 2px 0; padding: 0 6px; border: 1px solid var(--border);
      border-radius: 10px; font-size: 12px;
    }
    .ng-kind-badge { color: var(--muted); font-size: 12px; }
    .ng-link {
      padding: 0; border: 0; background: none; color: var(--accent); cursor: pointer; text-align: left;
      text-decoration: underline; text-underline-offset: 2px;
    }
    .ng-findings li { margin: 0; }
    .ng-finding {
      display: block; width: 100%; padding: 6px 8px; margin: 2px 0; text-align: left; cursor: pointer;
      border: 1px solid transparent; border-radius: 6px; background: none;
    }
    .ng-finding:hover { background: var(--hover); border-color: var(--border); }
    .ng-finding[aria-current="true"] { border-color: var(--accent); }
    .ng-finding:disabled { cursor: default; }
    .ng-finding:disabled:hover { background: none; border-color: transparent; }
    .ng-severity { font-weight: 600; font-size: 12px; text-transform: uppercase; margin-right: 6px; }
    .ng-severity-error { color: var(--error); }
    .ng-severity-warning { color: var(--warning); }
    .ng-severity-note { color: var(--note); }
    .ng-where { display: block; color: var(--muted); font-size: 12px; }

    /* Legend */
    .ng-kinds { border: 0; margin: 0 0 8px; padding: 0; }
    .ng-kinds legend { padding: 0; margin-bottom: 4px; color: var(--muted); }
    .ng-kind { display: flex; align-items: center; gap: 8px; padding: 1px 0; cursor: pointer; }
    .ng-sample { flex: none; color: var(--text); }
    .ng-legend-list { list-style: none; padding-left: 0 !important; }
    .ng-legend-list li { display: flex; align-items: center; gap: 8px; }
    .ng-swatch {
      flex: none; display: inline-block; width: 30px; height: 16px; border: 1px solid #4a5568;
      border-radius: 4px; background: #ffffff;
    }
    .ng-swatch-home { border-style: double; border-width: 4px; }
    .ng-swatch-unreachable { border: 1px dashed #a0aec0; background: #f7fafc; }
    .ng-swatch-alarm { border: 2px solid #c53030; background: #fff5f5; }
    .ng-swatch-area { border: 2px solid #4a5568; background: #f7fafc; }
    .ng-line { flex: none; display: inline-block; width: 30px; height: 0; border-top: 3px solid; }
    .ng-line-cycle { border-color: var(--cycle); }
    .ng-line-bundle { border-color: var(--text); }
    .ng-line-out { border-color: var(--out); }
    .ng-line-in { border-color: var(--in); }
    .ng-line-route { border-color: var(--route); }

    /* Selection on the map: the selected screen, its links and neighbours stay, the rest fades. */
    .ng-map g.node, .ng-map g.edge { transition: opacity .12s; }
    .ng-map g.node { cursor: pointer; }
    .ng-map.ng-has-selection g.node, .ng-map.ng-has-selection g.edge { opacity: .15; }
    .ng-map.ng-has-selection g.ng-on { opacity: 1; }
    .ng-map g.node.ng-selected path, .ng-map g.node.ng-selected polygon { stroke: var(--accent); stroke-width: 3px; }
    .ng-map g.edge.ng-out path { stroke: var(--out); stroke-width: 2.5px; }
    .ng-map g.edge.ng-out polygon { stroke: var(--out); fill: var(--out); }
    .ng-map g.edge.ng-in path { stroke: var(--in); stroke-width: 2.5px; }
    .ng-map g.edge.ng-in polygon { stroke: var(--in); fill: var(--in); }
    .ng-map g.edge.ng-route path { stroke: var(--route); stroke-width: 3.5px; }
    .ng-map g.edge.ng-route polygon { stroke: var(--route); fill: var(--route); }
    .ng-map g.node.ng-route-stop path, .ng-map g.node.ng-route-stop polygon { stroke: var(--route); stroke-width: 2.5px; }
    .ng-map g.edge.ng-cycle-focus path { stroke: var(--cycle); stroke-width: 3.5px; }
    .ng-map g.edge.ng-cycle-focus polygon { stroke: var(--cycle); fill: var(--cycle); }
    .ng-map g.node:focus { outline: none; }
    .ng-map g.node:focus-visible path, .ng-map g.node:focus-visible polygon { stroke: var(--focus); stroke-width: 4px; }

    /* Link kinds switched off in the legend */
    .ng-hide-push g.edge.ng-k-push, .ng-hide-sheet g.edge.ng-k-sheet, .ng-hide-popover g.edge.ng-k-popover,
    .ng-hide-fullScreenCover g.edge.ng-k-fullScreenCover, .ng-hide-tab g.edge.ng-k-tab,
    .ng-hide-replace g.edge.ng-k-replace { display: none; }

    /* Graphviz's palette repainted for dark mode */
    .ng-map svg [fill="white"] { fill: transparent; }
    @media (prefers-color-scheme: dark) {
      .ng-map svg [fill="#ffffff"] { fill: #1f2733; }
      .ng-map svg text:not([fill]), .ng-map svg [fill="#2d3748"] { fill: #e2e8f0; }
      .ng-map svg [stroke="#4a5568"] { stroke: #a0aec0; }
      .ng-map svg [fill="#4a5568"] { fill: #a0aec0; }
      .ng-map svg [stroke="#1a202c"] { stroke: #e2e8f0; }
      .ng-map svg [fill="#1a202c"] { fill: #e2e8f0; }
      .ng-map svg [fill="#f7fafc"] { fill: #222a35; }
      .ng-map svg [fill="#fff5f5"] { fill: #3a1e22; }
      .ng-map svg [stroke="#c53030"] { stroke: #fc8181; }
      .ng-map svg [fill="#c53030"] { fill: #fc8181; }
      .ng-map svg [stroke="#dd6b20"] { stroke: #f6ad55; }
      .ng-map svg [fill="#dd6b20"] { fill: #f6ad55; }
      .ng-map svg [stroke="#2b6cb0"] { stroke: #63b3ed; }
      .ng-map svg [fill="#2b6cb0"] { fill: #63b3ed; }
      .ng-swatch { border-color: #a0aec0; background: #1f2733; }
      .ng-swatch-unreachable { border-color: #718096; background: #222a35; }
      .ng-swatch-alarm { border-color: #fc8181; background: #3a1e22; }
      .ng-swatch-area { border-color: #a0aec0; background: #222a35; }
    }

    """#
}
