import SwiftUI

// A root switch on an optional, set from an optional with a fallback (`nickname ?? "guest"`):
// whatever the optional holds, the value written is not nil, so the write moves the root.

final class PierSession: ObservableObject {
  @Published var name: String?
}

@main
struct PierApp: App {
  @StateObject private var session = PierSession()

  var body: some Scene {
    WindowGroup {
      if session.name != nil {
        PierHome()
      } else {
        PierLogin()
      }
    }
    .environmentObject(session)
  }
}

struct PierLogin: View {
  @EnvironmentObject private var session: PierSession
  @State private var nickname: String?

  var body: some View {
    Button("Enter") { session.name = nickname ?? "guest" }
  }
}

struct PierHome: View {
  @EnvironmentObject private var session: PierSession

  var body: some View {
    Button("Leave") { session.name = nil }
  }
}
