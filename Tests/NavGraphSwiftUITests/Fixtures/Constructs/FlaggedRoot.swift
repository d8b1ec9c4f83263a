import SwiftUI

// A root `if` on a build flag, beside a drawer whose button opens a sheet: one branch is the tab
// bar, the other a single stack; nothing in the app changes the flag.
@main
struct LibraryApp: App {
  var body: some Scene {
    WindowGroup { ShellView() }
  }
}

struct BuildFlags {
  let showsTabs: Bool

  init() { showsTabs = false }
}

struct ShellView: View {
  @State private var showAbout = false

  var body: some View {
    ZStack {
      if BuildFlags().showsTabs {
        LibraryTabs()
      } else {
        NavigationStack { ShelfView() }
      }
      DrawerView(onAbout: { showAbout = true })
    }
    .sheet(isPresented: $showAbout) { AboutView() }
  }
}

struct DrawerView: View {
  let onAbout: () -> Void

  var body: some View {
    Button("About", action: onAbout)
  }
}

struct LibraryTabs: View {
  var body: some View {
    TabView {
      NavigationStack { ShelfView() }
        .tabItem { Label("Shelf", systemImage: "books.vertical") }
      LoansView()
        .tabItem { Label("Loans", systemImage: "clock") }
    }
  }
}

struct ShelfView: View {
  var body: some View {
    NavigationLink("Atlas") { BookView() }
  }
}

struct BookView: View {
  var body: some View { Text("Atlas") }
}

struct LoansView: View {
  var body: some View { Text("Loans") }
}

struct AboutView: View {
  var body: some View { Text("About") }
}
