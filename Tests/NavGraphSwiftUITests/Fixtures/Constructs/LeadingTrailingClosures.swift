import SwiftUI

// An unlabeled first trailing closure followed by a labeled one, given to a component whose
// initializer takes both (`TopBar`), and to one with a memberwise initializer (`SideBar`).
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { KilnView() } }
  }
}

struct TopBar<Leading: View, Trailing: View>: View {
  let title: String
  let leading: Leading
  let trailing: Trailing

  init(
    title: String, @ViewBuilder leading: () -> Leading = { EmptyView() },
    @ViewBuilder trailing: () -> Trailing = { EmptyView() }
  ) {
    self.title = title
    self.leading = leading()
    self.trailing = trailing()
  }

  var body: some View {
    HStack {
      leading
      Text(title)
      trailing
    }
  }
}

struct SideBar<Top: View, Bottom: View>: View {
  @ViewBuilder var top: Top
  @ViewBuilder var bottom: Bottom
  var body: some View {
    VStack {
      top
      bottom
    }
  }
}

struct KilnView: View {
  @State private var locked = true
  @State private var showPin = false
  var body: some View {
    VStack {
      TopBar(title: "Kiln") {
        if locked {
          Button("Lock") { showPin = true }
        }
      } trailing: {
        NavigationLink("Add") { FiringView() }
      }
      SideBar {
        NavigationLink("Glazes") { GlazeView() }
      } bottom: {
        Text("v1")
      }
    }
    .sheet(isPresented: $showPin) { PinView() }
  }
}

struct PinView: View {
  var body: some View { Text("PIN") }
}

struct FiringView: View {
  var body: some View { Text("Firing") }
}

struct GlazeView: View {
  var body: some View { Text("Glazes") }
}
