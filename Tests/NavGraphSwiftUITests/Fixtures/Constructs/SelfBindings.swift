import SwiftUI

// Modal and stack bindings written through `self.`: `self.$showJoin`, `self.$openedRace`,
// `self.$path`.
@main
struct RegattaApp: App {
  var body: some Scene {
    WindowGroup { RegattaHomeView() }
  }
}

struct Race: Identifiable, Hashable {
  let id: Int
}

struct RegattaHomeView: View {
  @State private var showJoin = false
  @State private var openedRace: Race?
  @State private var path: [Race] = []

  var body: some View {
    NavigationStack(path: self.$path) {
      VStack {
        Button("Join") { self.showJoin = true }
        Button("Open race") { self.openedRace = Race(id: 1) }
        Button("Results") { self.path.append(Race(id: 2)) }
      }
      .navigationDestination(for: Race.self) { _ in RaceResultsView() }
    }
    .sheet(isPresented: self.$showJoin) { JoinView() }
    .fullScreenCover(item: self.$openedRace) { _ in RaceView() }
  }
}

struct JoinView: View {
  var body: some View { Text("Join") }
}

struct RaceView: View {
  var body: some View { Text("Race") }
}

struct RaceResultsView: View {
  var body: some View { Text("Results") }
}
