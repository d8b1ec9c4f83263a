import SwiftUI

// Inside the signed-in branch, a root switch on `stage` shows PulseView with an `.onAppear` written
// at the switch: PulseView's handler, which syncs, then shows the tab bar or the welcome screen.
enum Stage { case syncing, done, fresh }

final class Hive: ObservableObject {
  @Published var stage: Stage = .syncing
  @Published var member = false

  func sync() {
    Task {
      if Bool.random() { stage = .done } else { stage = .fresh }
    }
  }
}

@main
struct HiveApp: App {
  @StateObject private var hive = Hive()

  var body: some Scene {
    WindowGroup {
      Group {
        if hive.member {
          HiveGate()
        } else {
          JoinView()
        }
      }
      .environmentObject(hive)
    }
  }
}

struct HiveGate: View {
  @EnvironmentObject var hive: Hive

  var body: some View {
    VStack {
      switch hive.stage {
      case .syncing:
        PulseView()
          .onAppear {
            if hive.stage == .syncing { hive.sync() }
          }
      case .done:
        HiveTabs()
      case .fresh:
        WelcomeHive()
      }
    }
  }
}

struct JoinView: View {
  @EnvironmentObject var hive: Hive
  var body: some View {
    Button("Join") { hive.member = true }
  }
}

struct PulseView: View {
  var body: some View { ProgressView() }
}

struct HiveTabs: View {
  var body: some View {
    TabView {
      CombView().tabItem { Label("Comb", systemImage: "hexagon") }
      MeadowView().tabItem { Label("Meadow", systemImage: "leaf") }
    }
  }
}

struct CombView: View {
  var body: some View { Text("Comb") }
}

struct MeadowView: View {
  var body: some View { Text("Meadow") }
}

struct WelcomeHive: View {
  @EnvironmentObject var hive: Hive
  var body: some View {
    Button("Begin") { hive.stage = .done }
  }
}
