/// The HTML viewer's script, inlined into the page by `HTMLViewerWriter`.
///
/// It only displays: every fact it shows (findings, routes, areas, links, which element draws what)
/// comes from the three JSON documents the library embedded (`check --format json`, `routes
/// --format json`, `ViewerMapData`); it never works out anything about navigation itself. What it
/// does: pan and zoom by rewriting the SVG's `viewBox` (wheel, drag, keyboard, fit to window);
/// search screens by id or title (a combobox in the ARIA pattern: arrows, Enter, Escape); select
/// a screen (click, Enter on a focused node, a search result, a finding), which highlights its links
/// out and in, fades the rest and fills the side panel; list the findings; switch link kinds on and
/// off; list deep links when the data has them. Standard DOM only (no framework, no network), for
/// current Chromium, Firefox and Safari. Text from the description is only ever set as
/// `textContent`, never parsed as HTML.
///
/// The script is one function in three parts, joined by `javascript`: `map` (the data, the SVG's
/// elements, pan and zoom) here, `selection` (selecting a screen or an area node, the side panel)
/// in ViewerSelectionScript.swift, and `panels` (the findings, deep links, link kinds, search) in
/// ViewerPanelsScript.swift.
enum ViewerScript {
  /// The whole script.
  static let javascript = map + "\n" + selection + "\n" + panels

  /// The first part: the data, the SVG's elements, pan and zoom.
  static let map = #"""
    (function () {
      'use strict';

      // ---------------------------------------------------------------- data
      function readJSON(id) { return JSON.parse(document.getElementById(id).textContent); }
      var check = readJSON('ng-check');      // navgraph check --format json
      var routes = readJSON('ng-routes');    // navgraph routes --format json
      var data = readJSON('ng-map-data');    // the map's own data (ViewerMapData)
      var screens = data.screens;

      var mapBox = document.getElementById('ng-map');
      var svg = mapBox.querySelector('svg');
      function byId(id) { return document.getElementById(id); }

      // Lookups built once; all of them index what the library computed.
      var indexById = new Map();
      screens.forEach(function (s, i) { indexById.set(s.id, i); });
      var nodeOf = screens.map(function (s) { return s.node ? byId(s.node) : null; });
      var areaNodes = data.areaNodes || [];
      var areaElements = areaNodes.map(function (a) { return byId(a.node); });
      // Where a screen is on the map: its own node, or the area node it is drawn in.
      var placeOf = screens.map(function (s, i) {
        return nodeOf[i] || (s.areaNode !== undefined ? areaElements[s.areaNode] : null);
      });
      var edgeElements = data.edges.map(function (e) { return byId(e.id); });
      var edgeIndexById = new Map();
      data.edges.forEach(function (e, k) { edgeIndexById.set(e.id, k); });
      // The edges out of and into each screen, from its links: a bundle or an edge to an area
      // node draws several screens' links, and the library named the edge of every link.
      var edgesOut = screens.map(function () { return []; });
      var edgesIn = screens.map(function () { return []; });
      function addOnce(list, k) { if (list.indexOf(k) < 0) list.push(k); }
      // The links that lead to each screen: the library resolved each link's `screen`.
      var linksIn = screens.map(function () { return []; });
      screens.forEach(function (s, i) {
        (s.links || []).forEach(function (link) {
          if (link.screen !== undefined) linksIn[link.screen].push({ from: i, link: link });
          if (link.edge === undefined) return;
          var k = edgeIndexById.get(link.edge);
          addOnce(edgesOut[i], k);
          if (link.screen !== undefined) addOnce(edgesIn[link.screen], k);
        });
      });
      data.edges.forEach(function (e, k) {
        if (!e.route) return;
        addOnce(edgesOut[e.from], k);
        addOnce(edgesIn[e.to], k);
      });
      // What an edge's end is called: its screen, the area of a bundle, or the area node.
      function endTitle(e, side) {
        if (e[side] !== undefined) return screens[e[side]].title;
        if (e[side + 'Area'] !== undefined) return data.areas[e[side + 'Area']];
        if (e[side + 'Node'] !== undefined) return areaNodes[e[side + 'Node']].title;
        return '';
      }
      // The findings about each screen: the one it names, and every screen of its cycle.
      var findingsOf = screens.map(function () { return []; });
      check.findings.forEach(function (f, k) {
        var named = [];
        if (f.screen !== undefined) named.push(f.screen);
        (f.cycle || []).forEach(function (id) { if (named.indexOf(id) < 0) named.push(id); });
        named.forEach(function (id) {
          var i = indexById.get(id);
          if (i !== undefined) findingsOf[i].push(k);
        });
      });

      // Small DOM helpers: elements are built with textContent only.
      function el(tag, className, text) {
        var e = document.createElement(tag);
        if (className) e.className = className;
        if (text !== undefined) e.textContent = text;
        return e;
      }
      function plural(n, word) { return n + ' ' + word + (n === 1 ? '' : 's'); }
      function quoted(text) { return '\u2018' + text + '\u2019'; }
      var status = byId('ng-status');
      function announce(text) { status.textContent = text; }

      // ---------------------------------------------------------------- the SVG's elements
      // Screens are buttons with a roving tab stop: Tab reaches one screen of the map (the
      // selected one, else the launch screen), not every screen of a big map in turn; from there
      // the side panel's links lead from screen to screen.
      var tabStop = null;
      function setTabStop(node) {
        if (!node || node === tabStop) return;
        if (tabStop) tabStop.setAttribute('tabindex', '-1');
        tabStop = node;
        node.setAttribute('tabindex', '0');
      }
      screens.forEach(function (s, i) {
        var node = nodeOf[i];
        if (!node) return;
        node.setAttribute('tabindex', '-1');
        node.setAttribute('role', 'button');
        node.setAttribute('aria-label', s.title === s.id ? s.title : s.title + ' (' + s.id + ')');
        node.dataset.screen = String(i);
        var title = node.querySelector('title');
        if (title) title.textContent = s.title === s.id ? s.id : s.title + ' (' + s.id + ')';
      });
      data.edges.forEach(function (e, k) {
        var edge = edgeElements[k];
        if (!edge) return;
        edge.classList.add('ng-k-' + (e.route ? 'route' : e.kind));
        var title = edge.querySelector('title');
        var count = e.links && e.links.length > 1 ? e.links.length + ' links, ' : '';
        if (title) title.textContent = endTitle(e, 'from') + ' \u2192 ' + endTitle(e, 'to') + ' (' + count + e.kind + ')';
      });
      // An area node is a button too: it selects the area, listing its screens.
      areaNodes.forEach(function (a, k) {
        var node = areaElements[k];
        if (!node) return;
        node.setAttribute('tabindex', '-1');
        node.setAttribute('role', 'button');
        node.setAttribute('aria-label', a.title + ': ' + plural(a.screens.length, 'screen'));
        node.dataset.area = String(k);
      });
      setTabStop((data.launch !== undefined && nodeOf[data.launch]) || nodeOf.filter(Boolean)[0] || areaElements.filter(Boolean)[0]);
      byId('ng-title').textContent = data.name || data.file;

      // ---------------------------------------------------------------- pan and zoom
      // The view is the SVG user-space point at the map's top-left corner and a scale in CSS
      // pixels per unit; it is applied by setting the SVG's viewBox to the visible rectangle.
      var base = svg.viewBox.baseVal;
      var bounds = { x: base.x, y: base.y, w: base.width || 1, h: base.height || 1 };
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      var MAX_SCALE = 8;
      var FIT_MAX_SCALE = 1.5;   // a small map is not blown up past this when fitted
      var READABLE_SCALE = 1;    // selecting a screen zooms in to at least this
      var LEGIBLE_SCALE = 0.6;   // below this, labels are too small to read
      var view = { x: bounds.x, y: bounds.y, scale: 1 };
      var lastSize = size();

      function size() { return { w: mapBox.clientWidth || 1, h: mapBox.clientHeight || 1 }; }
      function round(v) { return Math.round(v * 1000) / 1000; }
      function apply() {
        var s = size();
        svg.setAttribute('viewBox', [round(view.x), round(view.y), round(s.w / view.scale), round(s.h / view.scale)].join(' '));
      }
      function fitScale() { var s = size(); return Math.min(s.w / bounds.w, s.h / bounds.h) * 0.96; }
      function minScale() { return Math.min(fitScale(), 1) / 4; }
      function clampScale(v) { return Math.max(minScale(), Math.min(MAX_SCALE, v)); }
      function fit() {
        var s = size();
        view.scale = Math.min(fitScale(), FIT_MAX_SCALE);
        view.x = bounds.x + bounds.w / 2 - s.w / (2 * view.scale);
        view.y = bounds.y + bounds.h / 2 - s.h / (2 * view.scale);
        apply();
      }
      // Zooms by `factor` keeping the point under (px, py), in pixels from the map's corner, fixed.
      function zoomAt(factor, px, py) {
        var ux = view.x + px / view.scale, uy = view.y + py / view.scale;
        view.scale = clampScale(view.scale * factor);
        view.x = ux - px / view.scale;
        view.y = uy - py / view.scale;
        apply();
      }
      function zoomCentre(factor) { var s = size(); zoomAt(factor, s.w / 2, s.h / 2); }
      function panBy(dx, dy) { view.x += dx / view.scale; view.y += dy / view.scale; apply(); }
      // Centres the view on the union of the elements' boxes, zooming in to a readable scale; when
      // they are too far apart to show legibly together, centres on `primary` alone.
      function centreOn(elements, primary) {
        var m = mapBox.getBoundingClientRect(), box = null;
        elements.forEach(function (e) {
          var r = e.getBoundingClientRect();
          box = box ? { l: Math.min(box.l, r.left), t: Math.min(box.t, r.top), r: Math.max(box.r, r.right), b: Math.max(box.b, r.bottom) }
                    : { l: r.left, t: r.top, r: r.right, b: r.bottom };
        });
        if (!box) return;
        var cx = view.x + ((box.l + box.r) / 2 - m.left) / view.scale;
        var cy = view.y + ((box.t + box.b) / 2 - m.top) / view.scale;
        var s = size();
        var wanted = Math.max(view.scale, READABLE_SCALE);
        var boxW = (box.r - box.l) / view.scale, boxH = (box.b - box.t) / view.scale;
        var fits = Math.min(s.w / (boxW + 40), s.h / (boxH + 40));
        if (fits < LEGIBLE_SCALE && primary && elements.length > 1) { centreOn([primary]); return; }
        view.scale = clampScale(Math.min(wanted, fits));
        view.x = cx - s.w / (2 * view.scale);
        view.y = cy - s.h / (2 * view.scale);
        apply();
      }

      fit();
      if (typeof ResizeObserver === 'function') {
        new ResizeObserver(function () {
          var s = size();
          view.x += (lastSize.w - s.w) / (2 * view.scale);
          view.y += (lastSize.h - s.h) / (2 * view.scale);
          lastSize = s;
          apply();
        }).observe(mapBox);
      }

      mapBox.addEventListener('wheel', function (event) {
        event.preventDefault();
        var r = mapBox.getBoundingClientRect();
        var dy = event.deltaY;
        if (event.deltaMode === 1) dy *= 16;
        else if (event.deltaMode === 2) dy *= r.height;
        zoomAt(Math.exp(-dy * 0.0015), event.clientX - r.left, event.clientY - r.top);
      }, { passive: false });

      // Drag to pan; a press that does not move is a click (select a screen, or clear).
      var drag = null;
      mapBox.addEventListener('pointerdown', function (event) {
        if (event.button !== 0) return;
        drag = { id: event.pointerId, x: event.clientX, y: event.clientY, vx: view.x, vy: view.y, moved: false };
      });
      mapBox.addEventListener('pointermove', function (event) {
        if (!drag || event.pointerId !== drag.id) return;
        var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
        if (!drag.moved && Math.abs(dx) + Math.abs(dy) > 4) {
          drag.moved = true;
          // Capture keeps the drag going outside the map; a pointer the browser no longer
          // tracks cannot be captured, and the drag then simply works inside the map.
          try { mapBox.setPointerCapture(event.pointerId); } catch (e) { /* not capturable */ }
          mapBox.classList.add('ng-dragging');
        }
        if (drag.moved) {
          view.x = drag.vx - dx / view.scale;
          view.y = drag.vy - dy / view.scale;
          apply();
        }
      });
      function endDrag(event, clicked) {
        if (!drag || event.pointerId !== drag.id) return;
        var wasClick = clicked && !drag.moved;
        drag = null;
        mapBox.classList.remove('ng-dragging');
        if (!wasClick) return;
        var node = event.target.closest ? event.target.closest('g.node') : null;
        if (node && node.dataset.screen !== undefined) select(Number(node.dataset.screen));
        else if (node && node.dataset.area !== undefined) selectArea(Number(node.dataset.area));
        else clearSelection();
      }
      mapBox.addEventListener('pointerup', function (event) { endDrag(event, true); });
      mapBox.addEventListener('pointercancel', function (event) { endDrag(event, false); });

      mapBox.addEventListener('keydown', function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        var s = size(), step = Math.max(40, Math.min(s.w, s.h) * 0.15);
        switch (event.key) {
          case '+': case '=': zoomCentre(1.25); break;
          case '-': case '_': zoomCentre(0.8); break;
          case '0': fit(); break;
          case 'ArrowLeft': panBy(-step, 0); break;
          case 'ArrowRight': panBy(step, 0); break;
          case 'ArrowUp': panBy(0, -step); break;
          case 'ArrowDown': panBy(0, step); break;
          case 'Escape': clearSelection(); break;
          case 'Enter': case ' ':
            var node = event.target.closest ? event.target.closest('g.node') : null;
            if (node && node.dataset.area !== undefined) { selectArea(Number(node.dataset.area)); break; }
            if (!node || node.dataset.screen === undefined) return;
            select(Number(node.dataset.screen), { centre: false });
            break;
          default: return;
        }
        event.preventDefault();
      });
      byId('ng-zoom-in').addEventListener('click', function () { zoomCentre(1.25); });
      byId('ng-zoom-out').addEventListener('click', function () { zoomCentre(0.8); });
      byId('ng-fit').addEventListener('click', fit);

    """#
}
