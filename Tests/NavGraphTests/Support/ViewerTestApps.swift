import NavGraph

/// Apps built by hand for the viewer's tests.
enum ViewerTestApps {
  /// Two tabs, a sheet with its own stack, a tab link, a push cycle, target-less links, params,
  /// flags and an unreachable screen.
  static var tiny: App {
    var b = AppBuilder()
    b.name = "Tiny"
    b.addTab("feed", root: "Feed", title: "Home")
    b.addTab("me", root: "Me")
    b.addScreen(
      "Feed", title: "Home",
      links: [
        .init(.push, to: "Post", label: "Open"), .init(.sheet, to: "Compose", label: "New"),
        .init(.tab, to: "me", label: "Profile"),
      ])
    b.addScreen(
      "Post", params: [(name: "postID", type: "Post.ID")],
      links: [.init(.push, to: "Feed"), .init(.pop, label: "Back")])
    b.addScreen("Compose", stack: true, dismissDisabled: true, links: [.init(.dismiss, label: "Cancel")])
    b.addScreen("Me", hidesTabBar: true)
    b.addScreen("Orphan", title: "Old", links: [.init(.push, to: "Post", label: "Open")])
    return b.build().app!
  }
}
