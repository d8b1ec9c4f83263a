#!/usr/bin/env python3
"""The python-igraph baseline of docs/PERFORMANCE.md: load + reach + SCC + 1 path.

Usage: igraph-baseline.py FILE FROM TO

What a general-purpose graph library needs for the questions `navgraph check` and `navgraph path`
answer, on a screen graph (not NavGraph's exact model of navigation state): `json.load` the
description, one vertex per screen, one edge per link that names a screen or a tab (a tab link goes
to the tab's root), the screens reachable from the entry and the tab roots (breadth-first), the
strongly connected components, and one shortest path from FROM to TO. Prints one line of counts;
exit status 0, or 2 when FROM or TO is not a screen. `navgraph-bench --compare` runs it when
`python3` can import `igraph`.
"""

import json
import sys

import igraph


def main():
    if len(sys.argv) != 4:
        sys.stderr.write("usage: igraph-baseline.py FILE FROM TO\n")
        return 2
    path, source, target = sys.argv[1:4]
    with open(path, "rb") as handle:
        app = json.load(handle)
    screens = app["screens"]
    index = {screen["id"]: number for number, screen in enumerate(screens)}
    tab_roots = {tab["id"]: tab["root"] for tab in app.get("tabs", [])}
    edges = []
    for number, screen in enumerate(screens):
        for link in screen.get("links", []):
            to = link if isinstance(link, str) else link.get("to")
            if to is None:
                continue
            if isinstance(link, dict) and link.get("kind") == "tab":
                to = tab_roots.get(to, to)
            if to in index:
                edges.append((number, index[to]))
    graph = igraph.Graph(n=len(screens), edges=edges, directed=True)
    starts = [index[root] for root in tab_roots.values() if root in index]
    if "entry" in app and app["entry"] in index:
        starts.append(index[app["entry"]])
    reached = set()
    for start in starts:
        if start not in reached:
            reached.update(graph.subcomponent(start, mode="out"))
    components = graph.connected_components(mode="strong")
    if source not in index or target not in index:
        sys.stderr.write("'%s' or '%s' is not a screen\n" % (source, target))
        return 2
    route = graph.get_shortest_path(index[source], index[target], mode="out")
    print(
        "%d screens, %d links, %d reachable, %d strongly connected components, path of %d moves"
        % (len(screens), len(edges), len(reached), len(components), max(len(route) - 1, 0))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
