extension ViewerScript {
  /// The third part of the script (`javascript`): the findings panel, deep links, link kinds and
  /// search, then the end of the function `map` opens.
  static let panels = #"""
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
