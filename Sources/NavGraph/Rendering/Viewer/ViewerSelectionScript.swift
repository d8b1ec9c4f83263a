extension ViewerScript {
  /// The second part of the script (`javascript`): selecting a screen (its links out and in, its
  /// route) or an area node, and the side panel that describes the selection.
  static let selection = #"""
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
        } else if (route.steps === undefined) {
          body.appendChild(el('p', 'ng-muted', 'Reachable, but no route was found within ' + route.limit + ' states.'));
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
            li.appendChild(el('span', 'ng-kind-badge', link.kind + (link.value !== undefined ? ' (value ' + link.value + ')' : '') + (link.then !== undefined ? ', then ' + link.then : '') + ' '));
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

    """#
}
