import SwiftUI

// A component switching on an environment value its creators set: ReedResults reads
// `@Environment(\.finderStyle)`; the finder sheet sets `.sheet`, the onboarding `.onboarding`, the
// browse screen sets nothing (the key's default, `.sheet`), and the home's "More" link sets
// `.pushed` on the ReedResults it pushes. Each screen takes only its own cases, in the content and
// in the button's action.

enum FinderStyle {
  case sheet
  case onboarding
  case pushed
}

struct FinderStyleKey: EnvironmentKey {
  static var defaultValue: FinderStyle = .sheet
}

extension EnvironmentValues {
  var finderStyle: FinderStyle {
    get { self[FinderStyleKey.self] }
    set { self[FinderStyleKey.self] = newValue }
  }
}

@main
struct ReedApp: App {
  var body: some Scene {
    WindowGroup { ReedHome() }
  }
}

struct ReedHome: View {
  @State private var showFinder = false

  var body: some View {
    NavigationStack {
      VStack {
        Button("Find") { showFinder = true }
        NavigationLink("Start") { ReedOnboarding() }
        NavigationLink("Browse") { ReedBrowse() }
        NavigationLink("More") { ReedResults().environment(\.finderStyle, .pushed) }
      }
      .sheet(isPresented: $showFinder) { ReedFinderSheet() }
    }
  }
}

struct ReedFinderSheet: View {
  var body: some View {
    NavigationStack {
      ReedResults().environment(\.finderStyle, .sheet)
    }
  }
}

struct ReedOnboarding: View {
  var body: some View {
    ReedResults().environment(\.finderStyle, .onboarding)
  }
}

struct ReedBrowse: View {
  var body: some View {
    ReedResults()
  }
}

struct ReedResults: View {
  @Environment(\.finderStyle) var finderStyle
  @Environment(\.dismiss) var dismiss
  @State private var picked = false

  var body: some View {
    VStack {
      switch finderStyle {
      case .sheet:
        Button("Close") { dismiss() }
      case .onboarding:
        NavigationLink("Pick") { ReedPicked() }
      case .pushed:
        NavigationLink("Details") { ReedDetails() }
      }
      Button("Done") {
        switch finderStyle {
        case .onboarding: picked = true
        case .sheet, .pushed: dismiss()
        }
      }
    }
    .navigationDestination(isPresented: $picked) { ReedPicked() }
  }
}

struct ReedPicked: View {
  var body: some View { Text("Picked") }
}

struct ReedDetails: View {
  var body: some View { Text("Details") }
}
