import SwiftUI

// A split view whose detail, written in place, switches on the sidebar's selection: a view for each
// berth, and a placeholder text for no selection, which iPhone never shows. The bay's detail is an
// `if let` with the same kind of placeholder.
@main
struct HarbourApp: App {
  var body: some Scene {
    WindowGroup { HarbourSplit() }
  }
}

enum Berth: Hashable, CaseIterable {
  case north, south
}

struct HarbourSplit: View {
  @State private var berth: Berth?
  @State private var showBays = false

  var body: some View {
    NavigationSplitView {
      List(Berth.allCases, id: \.self, selection: $berth) { berth in
        Text("\(berth)")
      }
      .toolbar {
        Button("Bays") { showBays = true }
      }
      .sheet(isPresented: $showBays) { BayList() }
    } detail: {
      switch berth {
      case .north: NorthBerthView()
      case .south: SouthBerthView()
      case nil: Text("Pick a berth")
      }
    }
  }
}

struct NorthBerthView: View {
  var body: some View { Text("North") }
}

struct SouthBerthView: View {
  var body: some View { Text("South") }
}

struct BayList: View {
  @State private var bay: String?

  var body: some View {
    NavigationSplitView {
      List(["East", "West"], id: \.self, selection: $bay) { Text($0) }
    } detail: {
      if let bay {
        BayView(name: bay)
      } else {
        VStack {
          Image(systemName: "water.waves")
          Text("No bay")
        }
      }
    }
  }
}

struct BayView: View {
  let name: String
  var body: some View { Text(name) }
}
