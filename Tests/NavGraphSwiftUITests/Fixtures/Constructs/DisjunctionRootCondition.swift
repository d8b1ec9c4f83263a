import SwiftUI

// A root choice on a disjunction: the gate shows while nobody is signed in or the welcome tour is
// still running, the tabs otherwise.
final class KilnSession: ObservableObject {
  @Published var member: String? = nil
  @Published var touring = false

  func enter() { member = "guest" }
  func startTour() { touring = true }
  func finishTour() { touring = false }
  func leave() { member = nil }
}

@main
struct KilnApp: App {
  @StateObject private var session = KilnSession()

  var body: some Scene {
    WindowGroup {
      KilnRoot().environmentObject(session)
    }
  }
}

struct KilnRoot: View {
  @EnvironmentObject var session: KilnSession

  var body: some View {
    if session.member == nil || session.touring {
      KilnGate()
    } else {
      KilnTabs()
    }
  }
}

struct KilnGate: View {
  @EnvironmentObject var session: KilnSession

  var body: some View {
    VStack {
      Button("Enter") { session.enter() }
      Button("Done touring") { session.finishTour() }
    }
  }
}

struct KilnTabs: View {
  var body: some View {
    TabView {
      KilnShelf().tabItem { Text("Shelf") }
      KilnAccount().tabItem { Text("Account") }
    }
  }
}

struct KilnShelf: View {
  var body: some View { Text("Pots") }
}

struct KilnAccount: View {
  @EnvironmentObject var session: KilnSession

  var body: some View {
    VStack {
      Button("Replay the tour") { session.startTour() }
      Button("Leave") { session.leave() }
    }
  }
}
