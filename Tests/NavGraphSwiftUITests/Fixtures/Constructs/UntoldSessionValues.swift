import SwiftUI

// A root that shows the harbor while a session holds a sailor and the dock gate otherwise. Signing
// in stores what a backend call returns (`result.sailor`), and a guest pass stores a name an
// `if let` binds: values the reader cannot tell, but not nil, so each selects the harbor. A cached
// sailor read through an optional chain selects it when the chain gives one. A closure's parameter
// of a type the reader cannot tell may be anything, and is reported.
struct Sailor {
  let name: String
}

final class Crew: ObservableObject {
  @Published var sailor: Sailor?

  func signIn(code: String) async throws {
    let result = try await Backend.shared.signIn(code: code)
    self.sailor = result.sailor
  }

  func signOut() { sailor = nil }
}

@main
struct HarborApp: App {
  @StateObject private var crew = Crew()

  var body: some Scene {
    WindowGroup {
      Group {
        if let sailor = crew.sailor {
          HarborView(name: sailor.name)
        } else {
          DockGateView()
        }
      }
      .environmentObject(crew)
    }
  }
}

struct DockGateView: View {
  @EnvironmentObject var crew: Crew

  var body: some View {
    VStack {
      Button("Sign in") { Task { try await crew.signIn(code: "1234") } }
      Button("Guest pass") {
        Task {
          if let guest = await Backend.shared.guestPass() {
            crew.sailor = guest
          }
        }
      }
      Button("Last sailor") { crew.sailor = Backend.shared.cache?.sailor }
      Button("Saved") { Backend.shared.loadSaved { saved in crew.sailor = saved } }
    }
  }
}

struct HarborView: View {
  @EnvironmentObject var crew: Crew
  let name: String

  var body: some View {
    Button("Sign out") { crew.signOut() }
  }
}
