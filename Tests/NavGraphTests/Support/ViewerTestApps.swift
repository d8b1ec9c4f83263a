import NavGraph

/// Apps built by hand for the viewer's tests.
enum ViewerTestApps {
  /// Two tabs, a sheet with its own stack, a tab link, a push cycle, target-less links, params,
  /// flags and an unreachable screen.
  static var tiny: App {
    func link(_ kind: LinkKind, _ target: Int32, _ label: String?) -> Link {
      Link(kind: kind, target: target, label: label, offset: 0, targetOffset: 0)
    }
    return App(
      name: "Tiny", home: 0,
      tabs: [Tab(id: "feed", title: "Home", root: 0), Tab(id: "me", root: 3)],
      screens: [
        Screen(id: "Feed", title: "Home", linkStart: 0, linkEnd: 3),
        Screen(id: "Post", params: [(name: "postID", type: "Post.ID")], linkStart: 3, linkEnd: 5),
        Screen(id: "Compose", stack: true, dismissDisabled: true, linkStart: 5, linkEnd: 6),
        Screen(id: "Me", hidesTabBar: true, linkStart: 6, linkEnd: 6),
        Screen(id: "Orphan", title: "Old", linkStart: 6, linkEnd: 7),
      ],
      links: [
        link(.push, 1, "Open"), link(.sheet, 2, "New"), link(.tab, 1, "Profile"),
        link(.push, 0, nil), link(.pop, -1, "Back"),
        link(.dismiss, -1, "Cancel"),
        link(.push, 1, "Open"),
      ])
  }
}
