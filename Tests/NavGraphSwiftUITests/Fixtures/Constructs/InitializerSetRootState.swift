import SwiftUI

@main
struct HarborApp: App {
  var body: some Scene {
    WindowGroup { HarborRoot() }
  }
}

final class Keychain {
  static let shared = Keychain()
  var token: String?
}

@MainActor
final class Crew: ObservableObject {
  enum Phase { case probing, signedOut, signedIn }
  @Published private(set) var phase: Phase = .probing

  init() {
    if Keychain.shared.token != nil {
      phase = .signedIn
    } else {
      phase = .signedOut
    }
  }

  func reload() async {
    guard Keychain.shared.token != nil else {
      phase = .signedOut
      return
    }
    do {
      try await Task.sleep(nanoseconds: 1)
      phase = .signedIn
    } catch {
      leave()
    }
  }

  func enter(code: String) async throws {
    try await Task.sleep(nanoseconds: 1)
    Keychain.shared.token = code
    phase = .signedIn
    await reload()
  }

  func join(code: String) async throws {
    try await Task.sleep(nanoseconds: 2)
    Keychain.shared.token = code
    phase = .signedIn
    await reload()
  }

  func leave() {
    Keychain.shared.token = nil
    phase = .signedOut
  }
}

struct HarborRoot: View {
  @StateObject private var crew = Crew()

  var body: some View {
    Group {
      switch crew.phase {
      case .probing:
        ProgressView()
          .task { await crew.reload() }
      case .signedOut:
        NavigationStack { DockView() }
          .environmentObject(crew)
      case .signedIn:
        HarborTabs()
          .environmentObject(crew)
          .task { await crew.reload() }
      }
    }
  }
}

struct DockView: View {
  @EnvironmentObject var crew: Crew
  var body: some View {
    VStack {
      Button("Board") { Task { try? await crew.enter(code: "a") } }
      NavigationLink("Join crew") { JoinView() }
    }
  }
}

struct JoinView: View {
  @EnvironmentObject var crew: Crew
  var body: some View {
    Button("Join") { Task { try? await crew.join(code: "b") } }
  }
}

struct HarborTabs: View {
  var body: some View {
    TabView {
      PierView().tabItem { Text("Pier") }
      CabinView().tabItem { Text("Cabin") }
    }
  }
}

struct PierView: View {
  var body: some View { Text("Pier") }
}

struct CabinView: View {
  @EnvironmentObject var crew: Crew
  var body: some View {
    Button("Leave") { crew.leave() }
  }
}
