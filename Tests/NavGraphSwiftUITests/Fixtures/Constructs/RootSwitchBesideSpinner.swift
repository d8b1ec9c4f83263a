import SwiftUI

// A root switch on a manager's screen, one of whose cases shows nothing, beside a loading spinner
// shown at times over it.
@main
struct KilnApp: App {
  @StateObject private var flow = KilnFlow()
  @StateObject private var loading = KilnLoading()

  var body: some Scene {
    WindowGroup {
      KilnRootView()
        .environmentObject(flow)
        .environmentObject(loading)
    }
  }
}

enum KilnScreen {
  case welcome
  case signIn
  case main
  case idle
}

final class KilnFlow: ObservableObject {
  @Published var screen: KilnScreen = .welcome

  func go(to next: KilnScreen) {
    screen = next
  }
}

final class KilnLoading: ObservableObject {
  @Published var busy = false
}

struct KilnRootView: View {
  @EnvironmentObject var flow: KilnFlow
  @EnvironmentObject var loading: KilnLoading

  var body: some View {
    NavigationStack {
      ZStack {
        Group {
          switch flow.screen {
          case .welcome:
            KilnWelcomeView()
          case .signIn:
            KilnSignInView()
          case .main:
            KilnMainView()
          case .idle:
            EmptyView()
          }
        }
        if loading.busy {
          Color.black.opacity(0.4)
          VStack {
            ProgressView("Loading")
          }
        }
      }
    }
  }
}

struct KilnWelcomeView: View {
  @EnvironmentObject var flow: KilnFlow

  var body: some View {
    Button("Start") { flow.go(to: .signIn) }
  }
}

struct KilnSignInView: View {
  @EnvironmentObject var flow: KilnFlow

  var body: some View {
    Button("Sign in") { flow.screen = .main }
  }
}

struct KilnMainView: View {
  @State private var showGlaze = false

  var body: some View {
    Button("Glaze") { showGlaze = true }
      .sheet(isPresented: $showGlaze) { KilnGlazeView() }
  }
}

struct KilnGlazeView: View {
  var body: some View { Text("Glaze") }
}
