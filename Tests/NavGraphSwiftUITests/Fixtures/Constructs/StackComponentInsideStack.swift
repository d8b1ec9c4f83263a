import SwiftUI

// A tab's root holds a stack around a header of its own and a component given the model it
// builds; the component opens another `NavigationView` around a spinner or its list. The nested
// stack adds no screen: the tab's root is the screen, with the component's pushes.
@main
struct KilnApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        KilnShelf().tabItem { Label("Pots", systemImage: "cup.and.saucer") }
        KilnStudio().tabItem { Label("Studio", systemImage: "flame") }
      }
    }
  }
}

final class KilnStock: ObservableObject {
  @Published var pots = ["Bowl", "Vase"]
  @Published var loading = false
}

struct KilnShelf: View {
  @StateObject private var stock = KilnStock()

  var body: some View {
    NavigationStack {
      VStack {
        Text("Fired this week").font(.headline)
        KilnGrid(stock: stock)
      }
      .navigationTitle("Pots")
    }
  }
}

struct KilnGrid: View {
  @ObservedObject var stock: KilnStock

  var body: some View {
    NavigationView {
      if stock.loading {
        ProgressView("Loading")
      } else {
        List(stock.pots, id: \.self) { pot in
          NavigationLink(pot) { KilnPot(name: pot) }
        }
      }
    }
  }
}

struct KilnPot: View {
  let name: String
  var body: some View { Text(name).font(.largeTitle).padding() }
}

struct KilnStudio: View {
  var body: some View { NavigationStack { Text("Studio").navigationTitle("Studio") } }
}
