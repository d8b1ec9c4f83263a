import SwiftUI

// A deep link handler that finds the harbour a URL names with a predicate closure: the deep link's
// label quotes the condition as written.
struct Harbour: Hashable {
  let name: String
  static let all = [Harbour(name: "Oslo"), Harbour(name: "Bergen")]
}

@main
struct PortApp: App {
  @State private var path: [Harbour] = []
  @State private var showsBerths = false

  var body: some Scene {
    WindowGroup {
      NavigationStack(path: $path) {
        HarbourList()
          .navigationDestination(for: Harbour.self) { HarbourView(harbour: $0) }
      }
      .sheet(isPresented: $showsBerths) { BerthsView() }
      .onOpenURL { url in
        guard let host = url.host else { return }
        if let harbour = Harbour.all.first(where: { $0.name == host }) {
          print(harbour.name)
          showsBerths = true
        }
      }
    }
  }
}

struct HarbourList: View {
  var body: some View {
    List(Harbour.all, id: \.name) { harbour in
      NavigationLink(harbour.name, value: harbour)
    }
  }
}

struct BerthsView: View {
  var body: some View { Text("Berths") }
}

struct HarbourView: View {
  let harbour: Harbour
  var body: some View { Text(harbour.name) }
}
