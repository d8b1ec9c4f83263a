extension ViewerScript {
  /// The second part of the script (`javascript`): the side panel, the findings, deep links, link
  /// kinds and search, then the end of the function `map` opens.
  static let panels = #"""
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
        if (!s.node) fact('map', 'not drawn on this map (left out by --tab or --focus)');
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
                centreOn(onRoute.filter(Boolean), nodeOf[i]);
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
            li.appendChild(el('span', 'ng-kind-badge', link.kind + (link.value !== undefined ? ' (value ' + link.value + ')' : '') + ' '));
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
        var node = selected >= 0 ? nodeOf[selected] : null;
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
          mark(nodeOf[a], ['ng-on']);
          if (nodeOf[a]) cycleNodes.push(nodeOf[a]);
          edgesOut[a].forEach(function (e) {
            if (data.edges[e].to === b) mark(edgeElements[e], ['ng-on', 'ng-cycle-focus']);
          });
        }
        centreOn(cycleNodes, nodeOf[target]);
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
          if (!s.node) li.appendChild(el('span', 'ng-muted', 'not on this map'));
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
