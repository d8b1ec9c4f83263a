import Foundation

/// The page that drives the HTML viewer in a real browser: it loads the viewer (`map.html`, beside
/// it) in a full-window iframe, works it through the DOM as a user would (typing in the search box,
/// arrow keys and Enter, pointer clicks on the map, clicking findings, the legend's switches, the
/// keyboard's pan and zoom), records what the page then shows, and writes that record as base64
/// JSON into `#ng-test-result`, which the test reads from Chromium's dump of the DOM. It ends with
/// the plan's screen selected and its route shown, the state the screenshot captures.
///
/// It observes only: the test compares the record with what the `check` and `routes` commands
/// print. Errors in the viewer after it loaded are caught here (`error` events, `console.error`);
/// errors while it loads appear in Chromium's log, which the test reads too.
enum ViewerHarness {
  /// What the harness is asked to do: search `query` (expecting `target`), click `click` on the map.
  struct Plan: Encodable {
    var query: String
    var target: String
    var click: String?
  }

  static func page(plan: Plan) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(plan), as: UTF8.self)
      .replacingOccurrences(of: "<", with: "\\u003c")
    return """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><title>viewer harness</title>
      <style>html, body { margin: 0; height: 100%; overflow: hidden; } iframe { display: block; border: 0; width: 100%; height: 100%; } #ng-test-result { position: absolute; left: -10000px; }</style>
      </head><body>
      <iframe id="viewer" src="map.html" title="viewer"></iframe>
      <pre id="ng-test-result">pending</pre>
      <script type="application/json" id="ng-test-plan">\(json)</script>
      <script>\n\(script)</script>
      </body></html>

      """
  }

  /// The record the harness wrote, decoded from the dumped DOM; nil when it wrote none.
  static func record(in dom: String) -> [String: Any]? {
    guard let start = dom.range(of: "<pre id=\"ng-test-result\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
      let data = Data(base64Encoded: String(dom[start.upperBound..<end.lowerBound])),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object
  }

  static let script = #"""
    (function () {
      'use strict';
      var plan = JSON.parse(document.getElementById('ng-test-plan').textContent);
      var out = { errors: [] };
      var frame = document.getElementById('viewer');
      window.addEventListener('error', function (e) { out.errors.push('harness: ' + e.message); });
      function finish() {
        var json = JSON.stringify(out);
        document.getElementById('ng-test-result').textContent = btoa(unescape(encodeURIComponent(json)));
      }
      frame.addEventListener('load', function () {
        try { run(frame.contentWindow, frame.contentDocument); }
        catch (e) { out.errors.push('harness exception: ' + (e && e.stack ? e.stack : e)); }
        finish();
      });

      function run(w, d) {
        w.addEventListener('error', function (e) { out.errors.push('viewer error: ' + e.message); });
        w.addEventListener('unhandledrejection', function (e) { out.errors.push('viewer rejection: ' + e.reason); });
        var originalError = w.console.error;
        w.console.error = function () {
          out.errors.push('console.error: ' + Array.prototype.join.call(arguments, ' '));
          originalError.apply(w.console, arguments);
        };
        function $(id) { return d.getElementById(id); }
        function all(selector, root) { return Array.prototype.slice.call((root || d).querySelectorAll(selector)); }
        function text(e) { return e ? e.textContent : null; }
        function key(target, name) {
          target.dispatchEvent(new w.KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
        }
        function viewBox() { return d.querySelector('#ng-map > svg').getAttribute('viewBox').split(' ').map(Number); }
        function pointer(target, type, x, y) {
          target.dispatchEvent(new w.PointerEvent(type, {
            bubbles: true, cancelable: true, pointerId: 7, pointerType: 'mouse', isPrimary: true, button: 0,
            buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y }));
        }
        function clickAt(element) {
          var r = element.getBoundingClientRect();
          var x = r.left + r.width / 2, y = r.top + r.height / 2;
          pointer(element, 'pointerdown', x, y);
          pointer(element, 'pointerup', x, y);
        }
        var data = JSON.parse($('ng-map-data').textContent);
        var indexById = {};
        data.screens.forEach(function (s, i) { indexById[s.id] = i; });
        function selection() {
          var facts = $('ng-details-body').querySelector('.ng-facts code');
          return {
            shown: !$('ng-details').hidden,
            title: text($('ng-details-title')),
            id: text(facts),
            selected: all('#ng-map g.node.ng-selected').map(function (n) { return n.id; }),
            faded: $('ng-map').classList.contains('ng-has-selection'),
            out: all('#ng-map g.edge.ng-out').length,
            in: all('#ng-map g.edge.ng-in').length,
            route: all('#ng-details-body ol.ng-route li').map(text),
            state: text($('ng-details-body').querySelector('.ng-route-state')),
            links: all('#ng-details-body .ng-links-out li').length,
            linksIn: all('#ng-details-body .ng-links-in li').length,
            findings: all('#ng-details-body .ng-screen-findings li').map(text)
          };
        }

        // What the page shows when it opens, and its colours (for the contrast of text and lines).
        function style(e) { return e ? w.getComputedStyle(e) : null; }
        var plainBox = d.querySelector('#ng-map g.node path[fill="#ffffff"]');
        var plainText = plainBox ? plainBox.closest('g.node').querySelector('text') : null;
        var plainEdge = d.querySelector('#ng-map g.edge path[stroke="#4a5568"]');
        out.colors = {
          dark: w.matchMedia('(prefers-color-scheme: dark)').matches,
          page: style(d.body).backgroundColor, text: style(d.body).color,
          panel: style(d.querySelector('.ng-side')).backgroundColor,
          map: style($('ng-map')).backgroundColor,
          node: plainBox ? style(plainBox).fill : null, nodeText: plainText ? style(plainText).fill : null,
          edge: plainEdge ? style(plainEdge).stroke : null
        };
        out.title = text($('ng-title'));
        out.documentTitle = d.title;
        out.summary = text($('ng-summary'));
        out.findings = all('#ng-findings .ng-finding').map(function (b) { return { text: b.textContent, enabled: !b.disabled }; });
        out.findingsEmpty = text(d.querySelector('#ng-findings li.ng-muted'));
        out.kinds = all('input[data-kind]').map(function (i) { return i.dataset.kind; });
        out.dataKinds = [];
        data.edges.forEach(function (e) { if (!e.route && out.dataKinds.indexOf(e.kind) < 0) out.dataKinds.push(e.kind); });
        out.screens = data.screens.length;
        out.drawnScreens = data.screens.filter(function (s) { return s.node; }).length;
        out.focusableNodes = all('#ng-map g.node[tabindex][data-screen]').length;
        out.tabStops = all('#ng-map [tabindex="0"]').map(function (n) { return n.id; });
        out.labelledNodes = all('#ng-map g.node[aria-label]').length;
        out.edges = data.edges.length;
        out.edgeElements = data.edges.filter(function (e) { return $(e.id) && $(e.id).classList.contains('edge'); }).length;
        out.deepLinksHidden = $('ng-deep-links').hidden;
        out.deepLinks = all('#ng-deep-link-list li').map(text);
        out.unlabelledControls = all('button, input').filter(function (c) {
          return !(c.getAttribute('aria-label') || c.textContent.trim() || (c.id && d.querySelector('label[for="' + c.id + '"]')) || c.closest('label'));
        }).length;
        out.pwned = w.__pwned === true || window.__pwned === true;

        // Search: type the query, arrow down and up, Enter.
        var input = $('ng-search');
        input.focus();
        input.value = plan.query;
        input.dispatchEvent(new w.Event('input', { bubbles: true }));
        out.search = {
          expanded: input.getAttribute('aria-expanded'),
          options: all('#ng-results [role="option"]:not([aria-disabled])').map(text),
          active: input.getAttribute('aria-activedescendant')
        };
        key(input, 'ArrowDown');
        out.search.afterDown = input.getAttribute('aria-activedescendant');
        key(input, 'ArrowUp');
        out.search.afterUp = input.getAttribute('aria-activedescendant');
        key(input, 'Enter');
        out.search.closed = $('ng-results').hidden;
        out.searched = selection();
        var show = $('ng-show-route');
        if (show) {
          show.click();
          out.routeShown = {
            pressed: $('ng-show-route').getAttribute('aria-pressed'),
            edges: all('#ng-map g.edge.ng-route').length,
            expected: (data.screens[indexById[plan.target]].routeEdges || []).length
          };
        }
        input.value = 'zz no such screen zz';
        input.dispatchEvent(new w.Event('input', { bubbles: true }));
        out.noMatch = text($('ng-results'));
        key(input, 'Escape');
        out.noMatchClosed = $('ng-results').hidden;
        key(input, 'Escape');
        out.inputCleared = input.value === '';

        // Click a screen on the map.
        if (plan.click !== undefined) {
          var clicked = $(data.screens[indexById[plan.click]].node);
          clickAt(clicked);
          out.clicked = selection();
        }

        // The findings panel: each finding with a screen selects it.
        out.findingClicks = all('#ng-findings .ng-finding').filter(function (b) { return !b.disabled; }).map(function (b) {
          b.click();
          return { selected: all('#ng-map g.node.ng-selected').map(function (n) { return n.id; }),
                   current: b.getAttribute('aria-current'), title: text($('ng-details-title')) };
        });

        // Keyboard on the map: fit, zoom in and out, pan; the wheel; a drag; Escape.
        var map = $('ng-map');
        map.focus();
        out.mapFocused = d.activeElement === map;
        key(map, '0');
        var keys = { fit: viewBox() };
        key(map, '+'); keys.zoomIn = viewBox();
        key(map, '-'); key(map, '-'); keys.zoomOut = viewBox();
        key(map, '0'); key(map, 'ArrowRight'); keys.right = viewBox();
        key(map, 'ArrowDown'); keys.down = viewBox();
        key(map, '0');
        var r = map.getBoundingClientRect();
        map.dispatchEvent(new w.WheelEvent('wheel', { deltaY: -240, deltaMode: 0, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true, cancelable: true }));
        keys.wheel = viewBox();
        key(map, '0');
        pointer(map, 'pointerdown', r.left + 20, r.top + 20);
        pointer(map, 'pointermove', r.left + 120, r.top + 70);
        pointer(map, 'pointerup', r.left + 120, r.top + 70);
        keys.drag = viewBox();
        key(map, '0');
        out.keys = keys;
        key(map, 'Escape');
        out.afterEscape = { shown: !$('ng-details').hidden, faded: map.classList.contains('ng-has-selection') };

        // A node from the keyboard: focus it, press Enter.
        var firstNode = d.querySelector('#ng-map g.node[data-screen]');
        if (firstNode) {
          firstNode.focus();
          out.nodeFocused = d.activeElement === firstNode;
          key(firstNode, 'Enter');
          out.enterSelected = { title: text($('ng-details-title')), selected: all('#ng-map g.node.ng-selected').map(function (n) { return n.id; }), node: firstNode.id,
                                tabStops: all('#ng-map [tabindex="0"]').map(function (n) { return n.id; }) };
          key(firstNode, 'Escape');
        }

        // The legend's switches hide and show a link kind.
        out.toggles = out.kinds.map(function (kind) {
          var box = d.querySelector('input[data-kind="' + kind + '"]');
          var edge = d.querySelector('#ng-map g.edge.ng-k-' + kind);
          box.click();
          var hidden = edge ? w.getComputedStyle(edge).display : null;
          box.click();
          var shown = edge ? w.getComputedStyle(edge).display : null;
          return { kind: kind, hidden: hidden, shown: shown, checked: box.checked };
        });

        // Leave the searched screen selected with its route shown, for the screenshot.
        input.value = plan.query;
        input.dispatchEvent(new w.Event('input', { bubbles: true }));
        key(input, 'Enter');
        if ($('ng-show-route')) $('ng-show-route').click();
        input.blur();
        out.final = selection();
        out.pwned = out.pwned || w.__pwned === true || window.__pwned === true;
      }
    })();

    """#
}
