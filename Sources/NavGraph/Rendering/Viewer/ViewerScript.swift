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
enum ViewerScript {
  static let javascript = #"""
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

      // ---------------------------------------------------------------- selection
      var marked = [];           // [element, classes] pairs to undo
      var selected = -1;
      var currentFinding = null; // the findings-panel button of the focused finding
      function mark(element, classes) {
        if (!element) return;
        classes.forEach(function (c) { element.classList.add(c); });
        marked.push([element, classes]);
      }
      function clearMarks() {
        marked.forEach(function (m) { m[1].forEach(function (c) { m[0].classList.remove(c); }); });
        marked = [];
        mapBox.classList.remove('ng-has-selection');
      }
      function clearSelection() {
        var had = selected >= 0;
        clearMarks();
        selected = -1;
        byId('ng-details').hidden = true;
        setCurrentFinding(null);
        if (had) announce('Selection cleared');
      }
      function setCurrentFinding(button) {
        if (currentFinding) currentFinding.removeAttribute('aria-current');
        currentFinding = button;
        if (button) button.setAttribute('aria-current', 'true');
      }
      // Selects screen i: it and its neighbours stay, its links out and in are coloured, the
      // rest fades; the side panel shows the screen.
      function select(i, options) {
        options = options || {};
        clearMarks();
        if (!options.keepFinding) setCurrentFinding(null);
        selected = i;
        setTabStop(placeOf[i]);
        mapBox.classList.add('ng-has-selection');
        mark(placeOf[i], ['ng-on', 'ng-selected']);
        edgesOut[i].forEach(function (k) { mark(edgeElements[k], ['ng-on', 'ng-out']); });
        edgesIn[i].forEach(function (k) { mark(edgeElements[k], ['ng-on', 'ng-in']); });
        (screens[i].links || []).forEach(function (link) {
          if (link.screen !== undefined && link.edge !== undefined) mark(placeOf[link.screen], ['ng-on']);
        });
        linksIn[i].forEach(function (entry) { if (entry.link.edge !== undefined) mark(placeOf[entry.from], ['ng-on']); });
        data.edges.forEach(function (e) {
          if (e.route && e.from === i) mark(placeOf[e.to], ['ng-on']);
          if (e.route && e.to === i) mark(placeOf[e.from], ['ng-on']);
        });
        showDetails(i);
        if (options.centre !== false && placeOf[i]) centreOn([placeOf[i]]);
        var s = screens[i];
        announce(s.title + ' selected: ' + plural(edgesOut[i].length, 'link') + ' out, ' + edgesIn[i].length + ' in');
      }
      // Selects area node k: it, its edges and their other ends stay; the side panel lists its
      // screens, each a button that selects it.
      function selectArea(k) {
        clearMarks();
        setCurrentFinding(null);
        selected = -1;
        var a = areaNodes[k];
        setTabStop(areaElements[k]);
        mapBox.classList.add('ng-has-selection');
        mark(areaElements[k], ['ng-on', 'ng-selected']);
        var links = 0;
        data.edges.forEach(function (e, j) {
          var out = e.fromNode === k, into = e.toNode === k;
          if (!out && !into) return;
          links += (e.links || []).length;
          mark(edgeElements[j], ['ng-on', out ? 'ng-out' : 'ng-in']);
          var other = out ? (e.to !== undefined ? placeOf[e.to] : areaElements[e.toNode])
                          : (e.from !== undefined ? placeOf[e.from] : areaElements[e.fromNode]);
          mark(other, ['ng-on']);
        });
        byId('ng-details-title').textContent = a.title;
        var body = byId('ng-details-body');
        body.textContent = '';
        body.appendChild(el('p', 'ng-muted', plural(a.screens.length, 'screen') + ', ' + plural(links, 'link') + ' to and from other nodes'));
        var list = el('ul', 'ng-plain-list ng-area-screens');
        a.screens.forEach(function (j) { var li = el('li'); li.appendChild(screenButton(j)); list.appendChild(li); });
        body.appendChild(list);
        byId('ng-details').hidden = false;
        announce(a.title + ' selected: ' + plural(a.screens.length, 'screen'));
      }
      // Marks the route from launch to screen i: the edges it takes and the screens it shows.
      function markRoute(i) {
        (screens[i].routeEdges || []).forEach(function (id) {
          mark(edgeElements[edgeIndexById.get(id)], ['ng-on', 'ng-route']);
        });
        (screens[i].routeStops || []).forEach(function (j) { mark(placeOf[j], ['ng-on', 'ng-route-stop']); });
      }

      // ---------------------------------------------------------------- the side panel
      function screenButton(i) {
        var b = el('button', 'ng-link', screens[i].title);
        b.type = 'button';
        if (screens[i].title !== screens[i].id) b.title = screens[i].id;
        b.addEventListener('click', function () { select(i); });
        return b;
      }
      function findingItem(k, withWhere) {
        var f = check.findings[k];
        var li = el('li');
        li.appendChild(el('span', 'ng-severity ng-severity-' + f.severity, f.severity));
        li.appendChild(document.createTextNode(f.message + ' '));
        li.appendChild(el('code', 'ng-kind-badge', '[' + f.code + ']'));
        if (withWhere && f.line !== undefined) li.appendChild(el('span', 'ng-where', check.file + ':' + f.line + ':' + f.column));
        return li;
      }
      function describeState(state) {
        var parts = [];
        if (state.tab !== undefined) {
          parts.push('tab ' + quoted(state.tab) + ': ' + (state.stacks[state.tab] || []).join(' \u203a '));
        } else if (state.root) {
          parts.push('root: ' + state.root.join(' \u203a '));
        }
        state.modals.forEach(function (m) { parts.push(m.kind + ': ' + m.stack.join(' \u203a ')); });
        return parts;
      }
      function showDetails(i) {
        var s = screens[i];
        var panel = byId('ng-details');
        var body = byId('ng-details-body');
        byId('ng-details-title').textContent = s.title;
        body.textContent = '';

        var facts = el('dl', 'ng-facts');
        function fact(name, value) {
          facts.appendChild(el('dt', null, name));
          var dd = el('dd');
          if (typeof value === 'string') dd.textContent = value; else dd.appendChild(value);
          facts.appendChild(dd);
        }
        var idCode = el('code', null, s.id);
        fact('id', idCode);
        fact('area', s.area !== undefined ? data.areas[s.area] : 'outside the tab and modal areas');
        var flags = (s.flags || []).slice();
        if (data.launch === i) flags.unshift('launch');
        if (flags.length) {
          var chips = el('span');
          flags.forEach(function (f) { chips.appendChild(el('span', 'ng-chip', f)); });
          fact('flags', chips);
        }
        if (s.params) fact('params', s.params.map(function (p) { return p.name + ': ' + p.type; }).join(', '));
        if (!s.node) {
          fact('map', s.areaNode !== undefined ? 'drawn in ' + quoted(areaNodes[s.areaNode].title)
                                                : 'not drawn on this map (left out by the view or --focus)');
        }
        body.appendChild(facts);

        // The route from launch, as `routes` computed it.
        body.appendChild(el('h3', null, 'Route from launch'));
        var route = routes.routes[i];
        if (!route || !route.reachable) {
          body.appendChild(el('p', 'ng-muted', 'No route from launch shows this screen: it is unreachable.'));
        } else if (route.steps === 0) {
          body.appendChild(el('p', 'ng-muted', 'Shown at launch.'));
        } else {
          var ol = el('ol', 'ng-route');
          route.moves.forEach(function (move, m) {
            var li = el('li', null, s.actions[m] + ' ');
            li.appendChild(el('span', 'ng-kind-badge', move.kind + (move.to !== undefined ? ' ' + quoted(move.to) : '')));
            ol.appendChild(li);
          });
          body.appendChild(ol);
          var ends = el('p', 'ng-muted ng-route-state', 'Ends in: ' + describeState(route.state).join('; '));
          body.appendChild(ends);
          if (s.routeEdges) {
            var show = el('button', 'ng-button', 'Show the route on the map');
            show.type = 'button';
            show.setAttribute('aria-pressed', 'false');
            show.addEventListener('click', function () {
              var on = show.getAttribute('aria-pressed') !== 'true';
              select(i, { centre: false, keepFinding: true });
              var again = byId('ng-show-route');
              if (on) {
                markRoute(i);
                again.setAttribute('aria-pressed', 'true');
                var onRoute = (screens[i].routeEdges || []).map(function (id) { return edgeElements[edgeIndexById.get(id)]; });
                centreOn(onRoute.filter(Boolean), placeOf[i]);
              }
              again.focus();
            });
            show.id = 'ng-show-route';
            body.appendChild(show);
          }
        }

        // Its links, then the links that lead to it.
        body.appendChild(el('h3', null, 'Links (' + (s.links || []).length + ')'));
        if (s.links && s.links.length) {
          var out = el('ul', 'ng-links-out');
          s.links.forEach(function (link) {
            var li = el('li');
            li.appendChild(el('span', 'ng-kind-badge', link.kind + ' '));
            if (link.screen !== undefined) {
              li.appendChild(screenButton(link.screen));
              if (link.kind === 'tab') li.appendChild(document.createTextNode(' (tab ' + quoted(link.to) + ')'));
            } else if (link.to !== undefined) {
              li.appendChild(document.createTextNode(link.to));
            }
            if (link.label !== undefined) li.appendChild(document.createTextNode(' \u00b7 ' + quoted(link.label)));
            out.appendChild(li);
          });
          body.appendChild(out);
        } else {
          body.appendChild(el('p', 'ng-muted', 'No links.'));
        }
        body.appendChild(el('h3', null, 'Linked from (' + linksIn[i].length + ')'));
        if (linksIn[i].length) {
          var incoming = el('ul', 'ng-links-in');
          linksIn[i].forEach(function (entry) {
            var li = el('li');
            li.appendChild(el('span', 'ng-kind-badge', entry.link.kind + ' '));
            li.appendChild(screenButton(entry.from));
            if (entry.link.label !== undefined) li.appendChild(document.createTextNode(' \u00b7 ' + quoted(entry.link.label)));
            incoming.appendChild(li);
          });
          body.appendChild(incoming);
        } else {
          body.appendChild(el('p', 'ng-muted', 'No link leads here.'));
        }

        // Its findings.
        body.appendChild(el('h3', null, 'Findings (' + findingsOf[i].length + ')'));
        if (findingsOf[i].length) {
          var list = el('ul', 'ng-plain-list ng-screen-findings');
          findingsOf[i].forEach(function (k) { list.appendChild(findingItem(k, true)); });
          body.appendChild(list);
        } else {
          body.appendChild(el('p', 'ng-muted', 'None.'));
        }
        panel.hidden = false;
      }
      byId('ng-close').addEventListener('click', function () {
        var node = selected >= 0 ? placeOf[selected] : null;
        clearSelection();
        (node || mapBox).focus();
      });

      // ---------------------------------------------------------------- the findings panel
      (function () {
        var summary = check.summary;
        byId('ng-summary').textContent = plural(summary.errors, 'error') + ', ' + plural(summary.warnings, 'warning') +
          ' in ' + plural(summary.screens, 'screen') + ' (' + summary.reachable + ' reachable)';
        var list = byId('ng-findings');
        if (!check.findings.length) {
          list.appendChild(el('li', 'ng-muted', 'No findings.'));
          return;
        }
        check.findings.forEach(function (f, k) {
          var li = el('li');
          var b = el('button', 'ng-finding');
          b.type = 'button';
          b.appendChild(el('span', 'ng-severity ng-severity-' + f.severity, f.severity));
          b.appendChild(document.createTextNode(f.message + ' '));
          b.appendChild(el('code', 'ng-kind-badge', '[' + f.code + ']'));
          if (f.line !== undefined) b.appendChild(el('span', 'ng-where', check.file + ':' + f.line + ':' + f.column));
          var target = f.screen !== undefined ? indexById.get(f.screen) : undefined;
          if (target === undefined) b.disabled = true;
          else b.addEventListener('click', function () { focusFinding(k, target, b); });
          li.appendChild(b);
          list.appendChild(li);
        });
      })();
      // Focuses a finding: selects its screen and, for a cycle, marks the cycle's links.
      function focusFinding(k, target, button) {
        var f = check.findings[k];
        select(target, { centre: !f.cycle });
        setCurrentFinding(button);
        if (!f.cycle) return;
        var cycleNodes = [];
        for (var c = 0; c + 1 < f.cycle.length; c++) {
          var a = indexById.get(f.cycle[c]), b = indexById.get(f.cycle[c + 1]);
          if (a === undefined || b === undefined) continue;
          mark(placeOf[a], ['ng-on']);
          if (placeOf[a]) cycleNodes.push(placeOf[a]);
          (screens[a].links || []).forEach(function (link) {
            if (link.screen === b && link.edge !== undefined) {
              mark(edgeElements[edgeIndexById.get(link.edge)], ['ng-on', 'ng-cycle-focus']);
            }
          });
        }
        centreOn(cycleNodes, placeOf[target]);
      }

      // ---------------------------------------------------------------- deep links (when the data has them)
      if (Array.isArray(data.deepLinks) && data.deepLinks.length) {
        var deepList = byId('ng-deep-link-list');
        data.deepLinks.forEach(function (link) {
          var li = el('li');
          li.appendChild(el('code', null, link.url || link.id));
          li.appendChild(document.createTextNode(' \u2192 '));
          if (link.to !== undefined && screens[link.to]) li.appendChild(screenButton(link.to));
          if (link.label) li.appendChild(document.createTextNode(' \u00b7 ' + quoted(link.label)));
          deepList.appendChild(li);
        });
        byId('ng-deep-links').hidden = false;
      }

      // ---------------------------------------------------------------- link kinds on and off
      Array.prototype.forEach.call(document.querySelectorAll('input[data-kind]'), function (box) {
        box.addEventListener('change', function () {
          mapBox.classList.toggle('ng-hide-' + box.dataset.kind, !box.checked);
        });
      });

      // ---------------------------------------------------------------- search
      var input = byId('ng-search');
      var results = byId('ng-results');
      var MAX_RESULTS = 50;
      var lowerIds = screens.map(function (s) { return s.id.toLowerCase(); });
      var lowerTitles = screens.map(function (s) { return s.title.toLowerCase(); });
      var matches = [];
      var active = -1;

      // Rank of a text for query q: 1 equal, 2 starts with it, 3 a word starts with it, 4 contains
      // it, -1 no match. An id equal to the query ranks 0: ids are unique, titles need not be.
      function rank(text, q) {
        if (text === q) return 1;
        if (text.lastIndexOf(q, 0) === 0) return 2;
        var at = text.indexOf(q);
        if (at < 0) return -1;
        return /[^a-z0-9]/.test(text.charAt(at - 1)) ? 3 : 4;
      }
      function closeResults() {
        results.hidden = true;
        input.setAttribute('aria-expanded', 'false');
        input.removeAttribute('aria-activedescendant');
        active = -1;
      }
      function setActive(n) {
        var items = results.querySelectorAll('[role="option"]');
        if (active >= 0 && items[active]) items[active].setAttribute('aria-selected', 'false');
        active = n;
        if (active >= 0 && items[active]) {
          items[active].setAttribute('aria-selected', 'true');
          input.setAttribute('aria-activedescendant', items[active].id);
          items[active].scrollIntoView({ block: 'nearest' });
        } else {
          input.removeAttribute('aria-activedescendant');
        }
      }
      function updateResults() {
        var typed = input.value.trim(), q = typed.toLowerCase();
        results.textContent = '';
        if (!q) { matches = []; closeResults(); return; }
        var found = [];
        for (var i = 0; i < screens.length; i++) {
          var a = screens[i].id === typed ? 0 : rank(lowerIds[i], q), b = rank(lowerTitles[i], q);
          var r = a < 0 ? b : (b < 0 ? a : Math.min(a, b));
          if (r >= 0) found.push({ i: i, r: r });
        }
        found.sort(function (x, y) { return x.r - y.r || screens[x.i].title.length - screens[y.i].title.length || x.i - y.i; });
        matches = found.slice(0, MAX_RESULTS).map(function (f) { return f.i; });
        matches.forEach(function (i, n) {
          var s = screens[i];
          var li = el('li');
          li.id = 'ng-result-' + n;
          li.setAttribute('role', 'option');
          li.setAttribute('aria-selected', 'false');
          li.appendChild(el('span', null, s.title));
          if (s.title !== s.id) li.appendChild(el('code', 'ng-muted', s.id));
          if (!s.node) {
            li.appendChild(el('span', 'ng-muted', s.areaNode !== undefined ? 'in ' + areaNodes[s.areaNode].title : 'not on this map'));
          }
          li.addEventListener('pointerdown', function (event) { event.preventDefault(); });
          li.addEventListener('click', function () { choose(n); });
          results.appendChild(li);
        });
        // A note closes the list: no match, or how many more matched. It is an option that cannot
        // be chosen, since a listbox holds only options.
        var note = null;
        if (!matches.length) note = 'No screen matches ' + quoted(typed);
        else if (found.length > matches.length) note = (found.length - matches.length) + ' more: type more of the name';
        if (note) {
          var item = el('li', 'ng-empty', note);
          item.setAttribute('role', 'option');
          item.setAttribute('aria-disabled', 'true');
          results.appendChild(item);
        }
        results.hidden = false;
        input.setAttribute('aria-expanded', 'true');
        active = -1;
        setActive(matches.length ? 0 : -1);
        announce(matches.length ? plural(found.length, 'screen') + ' found' : 'No screen found');
      }
      function choose(n) {
        if (n < 0 || n >= matches.length) return;
        var i = matches[n];
        input.value = screens[i].title;
        closeResults();
        select(i);
      }
      input.addEventListener('input', updateResults);
      input.addEventListener('keydown', function (event) {
        switch (event.key) {
          case 'ArrowDown':
            if (results.hidden) updateResults();
            else if (matches.length) setActive((active + 1) % matches.length);
            break;
          case 'ArrowUp':
            if (matches.length && !results.hidden) setActive((active - 1 + matches.length) % matches.length);
            break;
          case 'Enter':
            if (!results.hidden) choose(active >= 0 ? active : 0);
            break;
          case 'Escape':
            if (!results.hidden) closeResults(); else input.value = '';
            break;
          default: return;
        }
        event.preventDefault();
      });
      input.addEventListener('blur', closeResults);
      document.addEventListener('keydown', function (event) {
        var t = event.target;
        var typing = t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable);
        if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          input.focus();
          input.select();
        }
      });
    })();

    """#
}
