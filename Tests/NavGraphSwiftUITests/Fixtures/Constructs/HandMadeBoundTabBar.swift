import SwiftUI

// A tab bar drawn by hand with an integer selection: PierHub switches on its own `page` (the
// compiler's `default` blank) above PierBar, a view given `$page` whose buttons, made by a
// `ForEach` over a range, store their index; the docks root selects the boats tab through the
// binding it is given.
@main
struct PierApp: App {
  var body: some Scene {
    WindowGroup { PierHub() }
  }
}

struct PierHub: View {
  @State private var page = 0

  var body: some View {
    VStack(spacing: 0) {
      switch page {
      case 0: PierDocks(page: $page)
      case 1: PierBoats()
      default: EmptyView()
      }
      PierBar(selection: $page)
    }
  }
}

struct PierBar: View {
  @Binding var selection: Int

  var body: some View {
    HStack {
      ForEach(0..<2) { index in
        Button {
          selection = index
        } label: {
          Image(systemName: index == 0 ? "house" : "sailboat")
        }
      }
    }
  }
}

struct PierDocks: View {
  @Binding var page: Int
  @State private var showsMap = false

  var body: some View {
    VStack {
      Button("Boats") { page = 1 }
      Button("Map") { showsMap = true }
    }
    .sheet(isPresented: $showsMap) { PierMap() }
  }
}

struct PierBoats: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Boat", destination: PierBoat())
    }
  }
}

struct PierBoat: View {
  var body: some View { Text("Boat") }
}

struct PierMap: View {
  var body: some View { Text("Map") }
}
