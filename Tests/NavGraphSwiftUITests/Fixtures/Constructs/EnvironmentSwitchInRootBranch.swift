import SwiftUI

// A branch view of the root switch whose own body is a second choice, nested: the root shows
// KelpGate until the intro is done; KelpGate's body is `if access.available { Group { if
// access.failed { ... } else if access.status == .denied { ... } else if ... } } else { ... }` over
// an object it gets from the environment. The granted screen ends the intro.
@main
struct KelpApp: App {
  @State private var access = KelpAccess()

  var body: some Scene {
    WindowGroup {
      KelpRoot()
        .environment(access)
    }
  }
}

enum KelpStatus {
  case unknown
  case granted
  case denied
}

@Observable final class KelpAccess {
  var available = true
  var failed = false
  var status: KelpStatus = .unknown

  func ask() {
    status = .granted
  }
}

struct KelpRoot: View {
  @AppStorage("kelpIntro") var needsIntro = true

  var body: some View {
    if needsIntro {
      KelpGate()
    } else {
      KelpHome()
    }
  }
}

struct KelpGate: View {
  @Environment(KelpAccess.self) private var access

  var body: some View {
    if access.available {
      Group {
        if access.failed {
          KelpFailure()
        } else if access.status == .denied {
          KelpDenied()
        } else if access.status == .granted {
          KelpGranted()
        } else {
          KelpAsk()
        }
      }
    } else {
      KelpUnsupported()
    }
  }
}

struct KelpAsk: View {
  var body: some View { Text("Allow access") }
}

struct KelpGranted: View {
  @AppStorage("kelpIntro") var needsIntro = true

  var body: some View {
    Button("Continue") { needsIntro = false }
  }
}

struct KelpDenied: View {
  var body: some View { Text("Denied") }
}

struct KelpFailure: View {
  var body: some View { Text("Failed") }
}

struct KelpUnsupported: View {
  var body: some View { Text("Unsupported") }
}

struct KelpHome: View {
  var body: some View { Text("Home") }
}
