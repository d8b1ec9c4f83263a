import SwiftUI

// A tab bar drawn by hand whose items are a `ForEach` over a literal array's offsets, storing
// each item's index in the selection; the `else` shows one view for items 1 and 2.
struct WattItem: Identifiable {
  var id = UUID()
  var icon: String
}

@main
struct WattApp: App {
  var body: some Scene { WindowGroup { WattShell() } }
}

struct WattShell: View {
  @State private var selected = 0
  private var items: [WattItem] = [.init(icon: "map"), .init(icon: "clock"), .init(icon: "gear")]

  var body: some View {
    VStack(spacing: 0) {
      if selected == 0 {
        WattMap()
      } else {
        WattHistory()
      }
      HStack {
        ForEach(Array(items.enumerated()), id: \.offset) { index, item in
          Image(systemName: item.icon).onTapGesture { selected = index }
        }
      }
    }
  }
}

struct WattMap: View {
  var body: some View { NavigationStack { NavigationLink("Station") { WattStation() } } }
}

struct WattHistory: View {
  var body: some View { Text("History") }
}

struct WattStation: View {
  var body: some View { Text("Station") }
}
